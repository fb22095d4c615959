import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../../db/schema.ts';
import { createUser } from '../../db/seed/factories.ts';
import { OutboxSender } from '../../platform/outbox.ts';
import { createTestApp, nextIp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const freshMobile = () => `98${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

async function send(mobile: string, ip = nextIp(), code = '91') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/g/otp',
    payload: { mobile_number: mobile, country_phone_code: code },
    remoteAddress: ip,
  });
}
async function validate(mobile: string, otp: string, ip = nextIp(), code = '91') {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/g/otp/${mobile}/validate?OTP=${otp}&country_phone_code=${code}`,
    remoteAddress: ip,
  });
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('platform', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('gives the server time in UTC with a trailing Z', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/date/current' });
    expect(res.json().current_date_time).toBe('2026-11-21T06:00:00.000Z');
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/g/otp');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('sending a one-time code', () => {
  it('writes one JSON line per message to DATA_DIR/outbox.jsonl', async () => {
    const outbox = new OutboxSender(t.config.dataDir, t.app.log);
    await outbox.send({ channel: 'sms', to: '+919800000001', text: '123456 is your code' });
    await outbox.send({ channel: 'sms', to: '+919800000002', text: '654321 is your code' });
    const lines = readFileSync(path.join(t.config.dataDir, 'outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ channel: 'sms', to: '+919800000001', text: '123456 is your code' });
    expect(lines[0].created_at).toMatch(/Z$/);
  });

  it('sends a 6-digit code by SMS to +<code><number>', async () => {
    const mobile = freshMobile();
    const res = await send(mobile);
    expect(res.statusCode).toBe(200);
    const last = t.sender.sent.at(-1)!;
    expect(last.channel).toBe('sms');
    expect(last.to).toBe(`+91${mobile}`);
    expect(last.text).toMatch(/\b\d{6}\b/);
  });

  it('answers the same for a known and an unknown number', async () => {
    const known = await createUser(t.db, { mobileNumber: freshMobile() });
    const a = await send(known.mobileNumber);
    const b = await send(freshMobile());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
  });

  it('refuses a malformed number with a clear 400', async () => {
    const res = await send('12');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enter a valid mobile number', code: 'VALIDATION' });
  });

  it('refuses a Saudi number that does not start with 5', async () => {
    const res = await send('412345678', nextIp(), '966');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A Saudi mobile number has 9 digits and starts with 5');
  });

  it('says a missing field is required, in Spanish when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/otp',
      headers: { 'accept-language': 'es' },
      payload: { country_phone_code: '91' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Número de móvil es obligatorio');
  });

  it('allows 3 sends per number per 10 minutes, then 429 with a message', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) expect((await send(mobile)).statusCode).toBe(200);
    const fourth = await send(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      message: 'Too many codes requested for this number. Please try again in a few minutes.',
      code: 'RATE_LIMITED',
    });
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('caps sends per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.otpSendsPerIp; i++) expect((await send(freshMobile(), ip)).statusCode).toBe(200);
    const over = await send(freshMobile(), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many requests from this network/);
  });

  it('refuses an e-mail with HTML in it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/g/otp/email?mobile_number=9812345678&email=${encodeURIComponent('<b>x</b>@example.com')}&country_code=91`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('validating a one-time code', () => {
  it('signs up a new number and signs in a known one', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const first = await validate(mobile, t.sender.lastCode(`+91${mobile}`));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ created: true, phone: `+91${mobile}` });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    await send(mobile);
    const again = await validate(mobile, t.sender.lastCode(`+91${mobile}`));
    expect(again.json()).toMatchObject({ created: false, user_id: body.user_id });
  });

  it('answers a wrong code with 401 OTP not matched', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const res = await validate(mobile, wrong(t.sender.lastCode(`+91${mobile}`)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'OTP not matched', code: 'OTP_NOT_MATCHED' });
  });

  it('keeps OTP not matched in English whatever the language (the browser matches it)', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/otp/${mobile}/validate?OTP=${wrong(t.sender.lastCode(`+91${mobile}`))}&country_phone_code=91`,
      headers: { 'accept-language': 'es' },
    });
    expect(res.json().message).toBe('OTP not matched');
  });

  it('caps wrong codes per client address across numbers (OTP_WRONG_PER_IP), then refuses even a right code from it', async () => {
    const ip = nextIp();
    const cap = t.config.otpWrongPerIp;
    const mobiles = Array.from({ length: cap + 1 }, () => freshMobile());
    for (const mobile of mobiles) expect((await send(mobile)).statusCode).toBe(200);
    for (const mobile of mobiles.slice(0, cap)) {
      expect((await validate(mobile, wrong(t.sender.lastCode(`+91${mobile}`)), ip)).statusCode).toBe(401);
    }
    const last = mobiles[cap] as string;
    const over = await validate(last, wrong(t.sender.lastCode(`+91${last}`)), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'Too many wrong codes from this network. Please try again in a few minutes.',
      code: 'RATE_LIMITED',
    });
    expect((await validate(last, t.sender.lastCode(`+91${last}`), ip)).statusCode).toBe(429);
    expect((await validate(last, t.sender.lastCode(`+91${last}`), nextIp())).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = t.sender.lastCode(`+91${mobile}`);
    for (let i = 0; i < 5; i++) expect((await validate(mobile, wrong(code))).statusCode).toBe(401);
    const right = await validate(mobile, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('accepts a code once only', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = t.sender.lastCode(`+91${mobile}`);
    expect((await validate(mobile, code)).statusCode).toBe(200);
    const replay = await validate(mobile, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('OTP_EXPIRED');
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = t.sender.lastCode(`+91${mobile}`);
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await validate(mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The code has expired. Please request a new one.', code: 'OTP_EXPIRED' });
  });

  it('only the newest code works', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const older = t.sender.lastCode(`+91${mobile}`);
    // Codes are random: the same six digits twice (one chance in a million) would prove nothing, so a third
    // send (still within the cap of 3) makes the newest code differ from the older one.
    let newer = older;
    for (let sends = 0; newer === older && sends < 2; sends++) {
      await send(mobile);
      newer = t.sender.lastCode(`+91${mobile}`);
    }
    expect(newer).not.toBe(older);
    expect((await validate(mobile, older)).statusCode).toBe(401);
    expect((await validate(mobile, newer)).statusCode).toBe(200);
  });

  it('refuses a code that is not 6 digits with 400', async () => {
    const res = await validate('9812345678', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('One-time code is not valid');
  });

  it('answers an inactive user with 403 Inactive User', async () => {
    const user = await createUser(t.db, { mobileNumber: freshMobile(), active: false });
    await send(user.mobileNumber);
    const res = await validate(user.mobileNumber, t.sender.lastCode(`+91${user.mobileNumber}`));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Inactive User', code: 'INACTIVE_USER' });
  });
});

describe('access and refresh tokens', () => {
  it('refuses a call without a token, with a bad token, and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/customer/garage' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('TOKEN_NOT_FOUND');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/customer/garage',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.json().code).toBe('TOKEN_NOT_FOUND');
    const s = await signIn(t, freshMobile());
    // Used once first, so the second use meets the server's memory of a verified token.
    const fresh = await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() });
    expect(fresh.statusCode).toBe(200);
    t.clock.advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Token expired', code: 'TOKEN_EXPIRED' });
  });

  it('pins the algorithm: an unsigned token or another algorithm is refused', async () => {
    const s = await signIn(t, freshMobile());
    const [, payload] = s.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/garage',
      headers: { authorization: `Bearer ${unsigned}` },
    });
    expect(res.statusCode).toBe(401);
    const hs512 = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(s.userId))
      .setIssuer('garage-workshop')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/customer/garage',
      headers: { authorization: `Bearer ${hs512}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('answers 403 Inactive User when an active session belongs to a user made inactive', async () => {
    const s = await signIn(t, freshMobile());
    await t.db.update(appUser).set({ active: false }).where(eq(appUser.id, s.userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Inactive User');
  });

  it('rotates the refresh token and the new access token works', async () => {
    const s = await signIn(t, freshMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/refresh_token',
      headers: { user: String(s.userId) },
      payload: { token: s.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    const { access_token, token } = res.json();
    expect(token).not.toBe(s.refreshToken);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/customer/garage',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again after the grace period', async () => {
    const s = await signIn(t, freshMobile());
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/g/refresh_token', headers: { user: String(s.userId) }, payload: { token } });
    const first = await refresh(s.refreshToken);
    const next = first.json().token as string;
    t.clock.advance(t.config.refreshReuseGraceSeconds * 1000);
    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_INVALID');
    const afterTheft = await refresh(next);
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses a refresh token presented for another user', async () => {
    const s = await signIn(t, freshMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/refresh_token',
      headers: { user: String(s.userId + 1000) },
      payload: { token: s.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs the user header and a token body (400 otherwise)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/g/refresh_token', payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('logout revokes the refresh token', async () => {
    const s = await signIn(t, freshMobile());
    const out = await t.app.inject({ method: 'POST', url: `/api/auth/g/logout?token=${s.refreshToken}&userId=${s.userId}` });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/refresh_token',
      headers: { user: String(s.userId) },
      payload: { token: s.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('request bodies', () => {
  it('a JSON content type with an empty body counts as no body', async () => {
    const s = await signIn(t, freshMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/logout?token=${s.refreshToken}&userId=${s.userId}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('broken JSON is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_number":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is not valid', code: 'BAD_REQUEST' });
  });
});
