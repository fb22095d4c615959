import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { deviceToken } from '../../db/schema.ts';

/**
 * Web Push sender, the optional push provider of decision 016, on the `web-push` package (decision 034): it
 * encrypts the payload (RFC 8291, aes128gcm), signs the VAPID token (RFC 8292, valid 12 hours) and delivers
 * (RFC 8030). Nothing in the product sends pushes yet; `pushToUser` is the way to.
 */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes). */
  publicKey: string;
  /** P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
  /** mailto: or https: contact of the sender. */
  subject: string;
}

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  body: string;
  /** Address of this app the notification click opens; the dashboard when absent. */
  url?: string;
}

export interface DeliveryOptions {
  /** The HTTPS agent for the push services (a test's trusted local certificate). */
  agent?: Agent;
  /** Told why a delivery failed (for the caller's log); a failure is still counted, never thrown. */
  onFailure?: (error: unknown) => void;
}

export type SendResult = 'sent' | 'gone' | 'failed';

/** Sends one message to one subscription. 404/410 mean the subscription is gone for good. */
export async function sendWebPush(
  subscription: PushSubscriptionJson,
  message: PushMessage,
  keys: VapidKeys,
  options: DeliveryOptions = {},
): Promise<SendResult> {
  try {
    await webpush.sendNotification(subscription, JSON.stringify(message), {
      vapidDetails: {
        subject: keys.subject || 'mailto:support@localhost',
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      contentEncoding: 'aes128gcm',
      TTL: 86_400,
      urgency: 'normal',
      timeout: 10_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    options.onFailure?.(error);
    return 'failed';
  }
}

/** Pushes a message to every Web Push device of a user; forgets subscriptions the push service says are gone. */
export async function pushToUser(
  db: Db,
  keys: VapidKeys,
  userId: number,
  message: PushMessage,
  options: DeliveryOptions = {},
): Promise<{ sent: number; gone: number; failed: number }> {
  const rows = await db
    .select({ id: deviceToken.id, token: deviceToken.token })
    .from(deviceToken)
    .where(and(eq(deviceToken.userId, userId), eq(deviceToken.provider, 'webpush')));
  const counts = { sent: 0, gone: 0, failed: 0 };
  for (const row of rows) {
    const result = await sendWebPush(JSON.parse(row.token) as PushSubscriptionJson, message, keys, options);
    counts[result] += 1;
    if (result === 'gone') await db.delete(deviceToken).where(eq(deviceToken.id, row.id));
  }
  return counts;
}
