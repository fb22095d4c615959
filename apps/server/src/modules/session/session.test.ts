import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';
import { deviceTokensOf } from './device-tokens.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `93${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

const webPush = (id: string) =>
  JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

beforeAll(async () => {
  t = await createTestApp({
    supportPhone: '+91 80 4567 8900',
    vapidPublicKey: 'BPublicKey_base64url-1',
    vapidPrivateKey: 'priv',
  });
});
afterAll(async () => {
  await t.close();
});

const register = (s: Session | null, payload: unknown, path = 'register', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user_token/${path}`,
    headers: { ...(s ? s.headers() : {}), 'accept-language': language },
    payload: payload as object,
  });

describe('app configuration', () => {
  it('tells the browser the support phone and the Web Push key without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ support_phone: '+91 80 4567 8900', push_public_key: 'BPublicKey_base64url-1' });
  });

  it('answers a null key when push is not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/app/config' });
      expect(res.json()).toEqual({ support_phone: '', push_public_key: null });
    } finally {
      await bare.close();
    }
  });
});

describe('push device tokens', () => {
  it('registers a Web Push subscription and a native token, once each, and deregisters them', async () => {
    const s = await signIn(t, freshMobile());
    const sub = webPush(`a${n}`);
    expect((await register(s, { deviceToken: sub, userId: s.userId })).statusCode).toBe(200);
    // Registering again (another sign-in on the same device) keeps one row.
    expect((await register(s, { deviceToken: sub, userId: s.userId })).statusCode).toBe(200);
    const native = `fcm:APA91b${'x'.repeat(140)}`;
    expect((await register(s, { deviceToken: native, userId: s.userId })).statusCode).toBe(200);
    const rows = await deviceTokensOf(t.db, s.userId);
    expect(rows.map((r) => r.provider).sort()).toEqual(['native', 'webpush']);

    expect((await register(s, { deviceToken: sub, userId: s.userId }, 'deRegister')).statusCode).toBe(200);
    expect((await deviceTokensOf(t.db, s.userId)).map((r) => r.provider)).toEqual(['native']);
    // An unknown token is fine (a second logout, a token the server never got).
    expect((await register(s, { deviceToken: sub, userId: s.userId }, 'deRegister')).statusCode).toBe(200);
  });

  it('moves a device to the user who registers it last', async () => {
    const a = await signIn(t, freshMobile());
    const b = await signIn(t, freshMobile());
    const sub = webPush(`shared${n}`);
    await register(a, { deviceToken: sub, userId: a.userId });
    await register(b, { deviceToken: sub, userId: b.userId });
    expect(await deviceTokensOf(t.db, a.userId)).toEqual([]);
    expect(await deviceTokensOf(t.db, b.userId)).toHaveLength(1);
  });

  it("lets nobody register or remove another user's device", async () => {
    const a = await signIn(t, freshMobile());
    const b = await signIn(t, freshMobile());
    const sub = webPush(`own${n}`);
    await register(a, { deviceToken: sub, userId: a.userId });
    const res = await register(b, { deviceToken: sub, userId: a.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only register or remove your own devices');
    expect((await register(b, { deviceToken: sub, userId: a.userId }, 'deRegister')).statusCode).toBe(403);
    // b removing the token under its own id does not touch a's registration.
    expect((await register(b, { deviceToken: sub, userId: b.userId }, 'deRegister')).statusCode).toBe(200);
    expect(await deviceTokensOf(t.db, a.userId)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const res = await register(null, { deviceToken: webPush('anon'), userId: 1 });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ deviceToken: undefined }, 'Device token is required'],
    [{ deviceToken: '' }, 'Device token is required'],
    [
      { deviceToken: '{"endpoint":"http://insecure.example/x","keys":{"p256dh":"a","auth":"b"}}' },
      'The device token is not a valid push subscription',
    ],
    [{ deviceToken: '{"endpoint":"https://push.example/x"}' }, 'The device token is not a valid push subscription'],
    [{ deviceToken: '{not json' }, 'The device token is not a valid push subscription'],
    [{ deviceToken: 'short' }, 'The device token is not a valid push subscription'],
    [{ deviceToken: '<script>alert(1)</script>xxxxxxxxxxxx' }, 'The device token is not a valid push subscription'],
    [{ deviceToken: 'a'.repeat(4097) }, 'Device token must be at most 4096 characters'],
    [{ deviceToken: 'valid-token-0123456789', userId: 'me' }, 'User is not valid'],
  ])('refuses %j with a clear message, storing nothing', async (change, text) => {
    const s = await signIn(t, freshMobile());
    const res = await register(s, Object.assign({ deviceToken: webPush(`v${n}`), userId: s.userId }, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
    expect(await deviceTokensOf(t.db, s.userId)).toEqual([]);
  });

  it('answers validation messages in Spanish', async () => {
    const s = await signIn(t, freshMobile());
    const res = await register(s, { deviceToken: '{}', userId: s.userId }, 'register', 'es');
    expect(res.json().message).toBe('El token del dispositivo no es una suscripción push válida');
  });
});
