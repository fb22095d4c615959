import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { deviceTokensOf } from './device-tokens.ts';
import { encryptPayload, pushToUser, type VapidKeys, vapidAuthorization } from './web-push.ts';

/** A browser's side of a subscription: its key pair and auth secret. */
function subscriber() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url'), authBytes: auth, publicKey };
}

/** What the browser does with a push body (RFC 8291), to prove the server's encryption. */
function decrypt(body: Buffer, sub: ReturnType<typeof subscriber>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.authBytes, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  expect(plain.at(-1)).toBe(2);
  return plain.subarray(0, -1).toString('utf8');
}

function vapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return {
    publicKey: publicKey.toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    subject: 'mailto:support@garage.example',
  };
}

const now = new Date('2026-11-21T06:00:00.000Z');

describe('Web Push encryption and VAPID', () => {
  it('encrypts a payload that the subscriber can read (aes128gcm, 4096-byte records)', () => {
    const sub = subscriber();
    const body = encryptPayload(Buffer.from('{"title":"Order ready"}'), sub.p256dh, sub.auth);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(decrypt(body, sub)).toBe('{"title":"Order ready"}');
  });

  it('signs a VAPID token for the push service origin that verifies with the public key', async () => {
    const keys = vapidKeys();
    const header = vapidAuthorization('https://push.example.net/send/abc', keys, now);
    const match = header.match(/^vapid t=([^,]+), k=(.+)$/);
    expect(match?.[2]).toBe(keys.publicKey);
    const raw = Buffer.from(keys.publicKey, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      'ES256',
    );
    const { payload } = await jwtVerify(match?.[1] ?? '', key, { currentDate: now });
    expect(payload.aud).toBe('https://push.example.net');
    expect(payload.sub).toBe('mailto:support@garage.example');
    expect(payload.exp).toBe(now.getTime() / 1000 + 12 * 3600);
  });
});

describe('pushing to a user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("delivers to each of the user's browsers and forgets a subscription the push service says is gone", async () => {
    const s = await signIn(t, `92${String(Date.now()).slice(-8)}`);
    const live = subscriber();
    const expired = subscriber();
    for (const [name, sub] of [
      ['live', live],
      ['expired', expired],
    ] as const) {
      const deviceToken = JSON.stringify({
        endpoint: `https://push.example.net/${name}`,
        keys: { p256dh: sub.p256dh, auth: sub.auth },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user_token/register',
        headers: s.headers(),
        payload: { deviceToken, userId: s.userId },
      });
      expect(res.statusCode).toBe(200);
    }
    const received: string[] = [];
    const fakePushService = (async (url: string | URL | Request, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>;
      expect(headers['Content-Encoding']).toBe('aes128gcm');
      expect(headers.Authorization).toMatch(/^vapid t=/);
      if (String(url).endsWith('/expired')) return new Response(null, { status: 410 });
      received.push(decrypt(Buffer.from(init?.body as Uint8Array), live));
      return new Response(null, { status: 201 });
    }) as typeof fetch;

    const counts = await pushToUser(
      t.db,
      vapidKeys(),
      s.userId,
      { title: 'Vehicle ready', body: 'KA 01 AB 1234 is ready', url: '/tabs/dashboard' },
      now,
      fakePushService,
    );
    expect(counts).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(received.map((r) => JSON.parse(r))).toEqual([
      { title: 'Vehicle ready', body: 'KA 01 AB 1234 is ready', url: '/tabs/dashboard' },
    ]);
    const left = await deviceTokensOf(t.db, s.userId);
    expect(left.map((r) => JSON.parse(r.token).endpoint)).toEqual(['https://push.example.net/live']);
  });
});
