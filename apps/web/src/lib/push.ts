import { call } from './api/call.ts';
import { routes } from './api/routes.ts';
import { type SentToken, shouldSendToken } from './push-rules.ts';
import { workerRegistration } from './push-support.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/**
 * Web Push in the browser (spec 4 "Other", 7 "Push"): the optional provider of push notifications. Only
 * used when the server has a VAPID key and the garage has app_push_enabled (see pushStep). Loaded when a
 * subscription is made (decision 042); push-support.ts says whether one can be, and drops it at logout.
 */
export class PushPermissionDeniedError extends Error {
  constructor() {
    super('Push notification permission was denied');
    this.name = 'PushPermissionDeniedError';
  }
}

/** Asks for permission (call it from a user action). A refusal throws (spec 8). */
export async function askPushPermission(): Promise<void> {
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') throw new PushPermissionDeniedError();
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/**
 * Subscribes this browser (permission already granted) and sends the token to the server, once per user
 * and token unless forced.
 */
export async function subscribeAndRegister(userId: number, publicKey: string, force = false): Promise<boolean> {
  const registration = await workerRegistration();
  if (!registration) return false;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    // The server's key changed: a subscription made for the old key cannot be pushed to any more.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const current: SentToken = { userId, token: JSON.stringify(subscription) };
  if (!shouldSendToken(readJson<SentToken>(STORAGE_KEYS.pushToken), current, force)) return true;
  await call(routes.registerDeviceToken, { body: { deviceToken: current.token, userId }, raw: true });
  writeJson(STORAGE_KEYS.pushToken, current);
  return true;
}
