import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { CapturingSender, createTestApp, type Session, signIn, type TestApp } from '../test/harness.ts';

// Low limits so they trip within a test; the defaults are far above what the suites send (decision 022).
const LIMITS = {
  rateLimitWindowSeconds: 60,
  rateLimitWritesPerIp: 5,
  rateLimitWritesPerUser: 4,
  rateLimitSignInPerIp: 4,
  rateLimitRefreshPerIp: 3,
  rateLimitPasscodePerUser: 3,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
let address = 0;
/** Addresses of their own (TEST-NET-1), apart from the harness's nextIp() range. */
const ownIp = () => `192.0.2.${++address}`;

const setLanguage = (app: FastifyInstance, s: Session, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: '/api/customer/user/language',
    headers: { ...s.headers(), ...headers },
    payload: { language_code: 'en' },
    remoteAddress,
  });
const sendOtp = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/g/otp',
    payload: { mobile_number: freshMobile(), country_phone_code: '91' },
    remoteAddress,
  });

describe('general rate limits', () => {
  it('counts concurrent writes of one address one by one: exactly the limit gets through', async () => {
    const ip = ownIp();
    const sessions = await Promise.all(Array.from({ length: 3 }, () => signIn(t, freshMobile())));
    // 8 at once over 3 users (at most 3 each, under the per-user 4): the address's 5 is the only limit in play.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => setLanguage(t.app, sessions[i % 3] as Session, ip)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('limits writes per client address, with the message in the caller language and Retry-After', async () => {
    const ip = ownIp();
    const sessions = await Promise.all(Array.from({ length: 3 }, () => signIn(t, freshMobile())));
    // Spread over users so only the per-address limit (5) is in play, not the per-user one (4).
    for (let i = 0; i < 5; i++) expect((await setLanguage(t.app, sessions[i % 3] as Session, ip)).statusCode).toBe(200);
    const over = await setLanguage(t.app, sessions[0] as Session, ip, { 'accept-language': 'es' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'Demasiadas solicitudes. Espere 60 segundos e inténtelo de nuevo.',
      code: 'RATE_LIMITED',
    });
    expect(over.headers['retry-after']).toBe('60');
    // Another address is not affected; the same address is served again once the window has passed.
    expect((await setLanguage(t.app, sessions[1] as Session, ownIp())).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await setLanguage(t.app, sessions[1] as Session, ip)).statusCode).toBe(200);
  });

  it('does not count reads against the write limits', async () => {
    const s = await signIn(t, freshMobile());
    const ip = ownIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: s.headers(), remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits writes per signed-in user across addresses', async () => {
    const s = await signIn(t, freshMobile());
    for (let i = 0; i < 4; i++) expect((await setLanguage(t.app, s, ownIp())).statusCode).toBe(200);
    const over = await setLanguage(t.app, s, ownIp());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please wait 60 seconds and try again.');
  });

  it('limits sign-in requests per address more strictly than the code caps', async () => {
    const ip = ownIp();
    for (let i = 0; i < 4; i++) expect((await sendOtp(ip)).statusCode).toBe(200);
    const over = await sendOtp(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please wait 60 seconds and try again.');
    const validate = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/otp/${freshMobile()}/validate?OTP=123456&country_phone_code=91`,
      remoteAddress: ip,
    });
    expect(validate.statusCode).toBe(429);
  });

  it('limits refresh-token rotations per address', async () => {
    const ip = ownIp();
    let s = await signIn(t, freshMobile());
    let token = s.refreshToken;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/g/refresh_token',
        headers: { user: String(s.userId) },
        payload: { token },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
      token = res.json().token;
    }
    s = await signIn(t, freshMobile());
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/refresh_token',
      headers: { user: String(s.userId) },
      payload: { token: s.refreshToken },
      remoteAddress: ip,
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits passcode checks per user, reads included', async () => {
    const s = await signIn(t, freshMobile());
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user_passcode/check?user_id=${s.userId}`,
        headers: s.headers(),
        remoteAddress: ownIp(),
      });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});

describe('shared by every server process', () => {
  let second: { app: FastifyInstance; database: Database } | undefined;
  afterAll(async () => {
    await second?.app.close();
    // On PGlite the second app shares the first one's database object, closed by the harness.
    if (process.env.DATABASE_URL) await second?.database.close();
  });

  it('two app instances on one database share one counter', async () => {
    // PostgreSQL: a second pool on the same database, as a second process would open. PGlite is one process
    // per data folder by design, so there the second app shares the embedded database instance.
    let database: Database = t.database;
    if (process.env.DATABASE_URL) {
      const rows = await t.db.execute(sql`select current_database() as name`);
      const [row] = (Array.isArray(rows) ? rows : (rows as { rows: { name: string }[] }).rows) as { name: string }[];
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${row?.name}`;
      database = await openDatabase({ url: url.toString(), poolSize: 5 });
    }
    const built = await buildApp({ config: t.config, database, clock: t.clock, sender: new CapturingSender(), logger: false });
    second = { app: built.app, database };
    await built.app.ready();

    const ip = ownIp();
    const sessions = await Promise.all(Array.from({ length: 3 }, () => signIn(t, freshMobile())));
    const apps = [t.app, built.app, t.app, built.app, built.app];
    for (const [i, app] of apps.entries()) expect((await setLanguage(app, sessions[i % 3] as Session, ip)).statusCode).toBe(200);
    expect((await setLanguage(t.app, sessions[0] as Session, ip)).statusCode).toBe(429);
    expect((await setLanguage(built.app, sessions[1] as Session, ip)).statusCode).toBe(429);
  });
});
