import type { PushPermission } from './push-rules.ts';

// Whether this browser can take push notifications, and what the user allowed: what every signed-in page asks
// (features/session/push-registration.tsx). The subscription itself (lib/push.ts) loads when it is made.

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
