import { call } from './api/call.ts';
import { routes } from './api/routes.ts';
import type { PushPermission, SentToken } from './push-rules.ts';
import { readJson, removeKey, STORAGE_KEYS } from './storage.ts';

// What every signed-in page needs of push: whether this browser can take notifications and what the user allowed
// (features/session/push-registration.tsx), and dropping the subscription at logout (lib/api/auth.ts), which must
// not depend on loading another chunk. Making a subscription (lib/push.ts) loads when it is made (decision 042).

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

export function pushPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  // The worker is registered in production builds only; without one there is nothing to subscribe.
  return navigator.serviceWorker.getRegistration();
}

/** At logout: the server forgets this device for the user, and the browser drops its subscription. */
export async function deregisterPush(): Promise<void> {
  const sent = readJson<SentToken>(STORAGE_KEYS.pushToken);
  removeKey(STORAGE_KEYS.pushToken);
  if (!sent) return;
  await call(routes.deregisterDeviceToken, { body: { deviceToken: sent.token, userId: sent.userId }, raw: true }).catch(
    () => undefined,
  );
  if (!pushSupported()) return;
  const registration = await workerRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
