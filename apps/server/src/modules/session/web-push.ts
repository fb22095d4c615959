import { createCipheriv, createECDH, createPrivateKey, hkdfSync, randomBytes, sign } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceToken } from '../../db/schema.ts';

/**
 * Web Push sender (RFC 8030 delivery, RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID), the optional
 * push provider of decision 016. Nothing in the product sends pushes yet; `pushToUser` is the way to.
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

const b64url = (buf: Buffer) => buf.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

const RECORD_SIZE = 4096;

/** Encrypts a payload for one subscription (RFC 8291): the request body with its aes128gcm header. */
export function encryptPayload(payload: Buffer, p256dh: string, authSecret: string, salt = randomBytes(16)): Buffer {
  const uaPublic = fromB64url(p256dh);
  const auth = fromB64url(authSecret);
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const ecdhSecret = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // One record: the payload, then the last-record delimiter 0x02 (no padding).
  const encrypted = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, encrypted]);
}

/** The VAPID Authorization header for an endpoint (RFC 8292), valid 12 hours. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now: Date): string {
  const publicKey = fromB64url(keys.publicKey);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: keys.privateKey,
    x: b64url(publicKey.subarray(1, 33)),
    y: b64url(publicKey.subarray(33, 65)),
  };
  const header = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = b64url(
    Buffer.from(
      JSON.stringify({
        aud: new URL(endpoint).origin,
        exp: Math.floor(now.getTime() / 1000) + 12 * 3600,
        sub: keys.subject || 'mailto:support@localhost',
      }),
    ),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key: createPrivateKey({ key: jwk, format: 'jwk' }),
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${header}.${claims}.${b64url(signature)}, k=${keys.publicKey}`;
}

export type SendResult = 'sent' | 'gone' | 'failed';

/** Sends one message to one subscription. 404/410 mean the subscription is gone for good. */
export async function sendWebPush(
  subscription: PushSubscriptionJson,
  message: PushMessage,
  keys: VapidKeys,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const body = encryptPayload(Buffer.from(JSON.stringify(message)), subscription.keys.p256dh, subscription.keys.auth);
  try {
    const res = await fetchImpl(subscription.endpoint, {
      method: 'POST',
      headers: {
        Authorization: vapidAuthorization(subscription.endpoint, keys, now),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: '86400',
        Urgency: 'normal',
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Pushes a message to every Web Push device of a user; forgets subscriptions the push service says are gone. */
export async function pushToUser(
  db: Db,
  keys: VapidKeys,
  userId: number,
  message: PushMessage,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<{ sent: number; gone: number; failed: number }> {
  const rows = await db
    .select({ id: deviceToken.id, token: deviceToken.token })
    .from(deviceToken)
    .where(and(eq(deviceToken.userId, userId), eq(deviceToken.provider, 'webpush')));
  const counts = { sent: 0, gone: 0, failed: 0 };
  for (const row of rows) {
    const result = await sendWebPush(JSON.parse(row.token) as PushSubscriptionJson, message, keys, now, fetchImpl);
    counts[result] += 1;
    if (result === 'gone') await db.delete(deviceToken).where(eq(deviceToken.id, row.id));
  }
  return counts;
}
