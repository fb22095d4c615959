import { z } from 'zod';

/**
 * A push token as a device sends it: either a Web Push subscription (its JSON, with an https endpoint and
 * the p256dh/auth keys) or an opaque token of a native push service (the phone apps).
 */
function isWebPushSubscription(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return false;
    const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
    if (typeof endpoint !== 'string' || !/^https:\/\/[^\s/?#]+\/\S*$/.test(endpoint) || endpoint.length > 2000) return false;
    const b64url = /^[A-Za-z0-9_-]+={0,2}$/;
    return (
      typeof keys?.p256dh === 'string' &&
      typeof keys.auth === 'string' &&
      b64url.test(keys.p256dh) &&
      b64url.test(keys.auth) &&
      keys.p256dh.length <= 200 &&
      keys.auth.length <= 100
    );
  } catch {
    return false;
  }
}

const NATIVE_TOKEN = /^[A-Za-z0-9:_.-]{16,4096}$/;

export const DeviceToken = z
  .string()
  .trim()
  .min(1, { error: 'field.required' })
  .max(4096, { error: 'field.tooLong' })
  .refine((t) => (t.startsWith('{') ? isWebPushSubscription(t) : NATIVE_TOKEN.test(t)), { error: 'push.tokenInvalid' });

/** Spec 7: push registration {deviceToken, userId}. */
export const DeviceTokenBody = z.object({
  deviceToken: DeviceToken,
  userId: z
    .number({ error: (issue) => (issue.input === undefined ? 'field.required' : 'field.invalid') })
    .int()
    .positive(),
});
export type DeviceTokenBody = z.infer<typeof DeviceTokenBody>;

/** What the browser needs to know of the server's configuration before sign-in. */
export const AppConfig = z.object({
  /** SUPPORT_PHONE; empty when none (support entries hidden). */
  support_phone: z.string(),
  /** Web Push application server key (VAPID public key, base64url); null when push is not configured. */
  push_public_key: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfig>;
