import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactVerify, decodeJwt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { deviceTokensOf } from './device-tokens.ts';
import { pushToUser, sendWebPush, type VapidKeys } from './web-push.ts';

/**
 * The `web-push` package against a push service of our own: a local HTTPS server with a test certificate that
 * decrypts what it receives as a browser would and checks the VAPID signature.
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const cert = readFileSync(path.join(fixtures, 'push-service.cert.pem'));
const key = readFileSync(path.join(fixtures, 'push-service.key.pem'));
const agent = new Agent({ ca: cert });

interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: answers 410 for paths ending in /expired, 500 for /broken, else 201; keeps what it got. */
let pushService: Server;
let origin: string;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  pushService = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.endsWith('/expired') ? 410 : req.url?.endsWith('/broken') ? 500 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  // The address itself (the certificate names 127.0.0.1 too): `localhost` may try ::1 first, and on a busy
  // machine the fallback to IPv4 can miss its 250 ms window.
  origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => pushService.close(resolve));
});

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

/** The VAPID token of a delivery, checked with the sender's public key (signature only: no clock is read). */
async function vapidToken(delivery: Delivery, keys: VapidKeys) {
  const match = String(delivery.headers.authorization).match(/^vapid t=([^,]+), k=(.+)$/);
  expect(match?.[2]).toBe(keys.publicKey);
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const publicKey = await importJWK(
    { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    'ES256',
  );
  await compactVerify(match?.[1] ?? '', publicKey);
  return decodeJwt(match?.[1] ?? '');
}

describe('Web Push encryption and VAPID', () => {
  it('delivers a payload the subscriber can read (aes128gcm, 4096-byte records) with a VAPID token for the service', async () => {
    const sub = subscriber();
    const keys = vapidKeys();
    const result = await sendWebPush(
      { endpoint: `${origin}/send/abc`, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      { title: 'Order ready', body: 'RO-00007' },
      keys,
      { agent },
    );
    expect(result).toBe('sent');
    const delivery = deliveries.find((d) => d.path === '/send/abc');
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery?.headers.ttl).toBe('86400');
    expect(delivery?.headers.urgency).toBe('normal');
    expect(delivery?.body.readUInt32BE(16)).toBe(4096);
    expect(JSON.parse(decrypt(delivery?.body ?? Buffer.alloc(0), sub))).toEqual({ title: 'Order ready', body: 'RO-00007' });
    const claims = await vapidToken(delivery!, keys);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe('mailto:support@garage.example');
    expect(claims.exp).toBeTypeOf('number');
  });

  it('a push service that fails is a failure, not a thrown error; an unreachable one too', async () => {
    const sub = subscriber();
    const keys = { p256dh: sub.p256dh, auth: sub.auth };
    expect(await sendWebPush({ endpoint: `${origin}/broken`, keys }, { title: 't', body: 'b' }, vapidKeys(), { agent })).toBe(
      'failed',
    );
    // Our test certificate is not trusted without the test's agent.
    expect(await sendWebPush({ endpoint: `${origin}/untrusted`, keys }, { title: 't', body: 'b' }, vapidKeys())).toBe('failed');
    expect(deliveries.some((d) => d.path === '/untrusted')).toBe(false);
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
        endpoint: `${origin}/user/${name}`,
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
    const keys = vapidKeys();
    const failures: unknown[] = [];
    const counts = await pushToUser(
      t.db,
      keys,
      s.userId,
      { title: 'Vehicle ready', body: 'KA 01 AB 1234 is ready', url: '/tabs/dashboard' },
      { agent, onFailure: (error) => failures.push(error) },
    );
    expect(counts, String(failures)).toEqual({ sent: 1, gone: 1, failed: 0 });
    const received = deliveries.filter((d) => d.path === '/user/live');
    expect(received.map((d) => JSON.parse(decrypt(d.body, live)))).toEqual([
      { title: 'Vehicle ready', body: 'KA 01 AB 1234 is ready', url: '/tabs/dashboard' },
    ]);
    const left = await deviceTokensOf(t.db, s.userId);
    expect(left.map((r) => JSON.parse(r.token).endpoint)).toEqual([`${origin}/user/live`]);
  });
});
