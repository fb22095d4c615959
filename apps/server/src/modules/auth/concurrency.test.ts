import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garageUser, otpCode, refreshToken } from '../../db/schema.ts';
import { createTestApp, nextIp, signIn, type TestApp } from '../../test/harness.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the requests serialise.
let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const statuses = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((tally, r) => {
    tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
    return tally;
  }, {});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendOtp = (mobile: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/g/otp',
    payload: { mobile_number: mobile, country_phone_code: '91' },
    remoteAddress,
  });

describe('under concurrency', () => {
  it('a code signs in once even when validated 8 times at once', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile, nextIp());
    const code = t.sender.lastCode(`+91${mobile}`);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: `/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=91` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('a refresh token rotates exactly once even when presented 6 times at once: every answer is its one successor', async () => {
    const s = await signIn(t, freshMobile());
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/g/refresh_token', headers: { user: String(s.userId) }, payload: { token } });
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh(s.refreshToken)));
    expect(statuses(results)).toEqual({ 200: 6 });
    const successors = new Set(results.map((r) => r.json().token as string));
    expect(successors.size).toBe(1);
    const [family] = await t.db
      .select({ familyId: refreshToken.familyId })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, createHash('sha256').update(s.refreshToken).digest('hex')));
    const [stored] = await t.db
      .select({ n: count() })
      .from(refreshToken)
      .where(eq(refreshToken.familyId, family?.familyId ?? ''));
    expect(stored?.n).toBe(2);
    const [successor] = successors;
    expect((await refresh(successor ?? '')).statusCode).toBe(200);
  });

  it('10 concurrent registrations with one Idempotency-Key create one garage and answer the same', async () => {
    const s = await signIn(t, freshMobile());
    const body = { garage_name: 'Race Garage', country_code: 'IN', time_zone: 'Asia/Kolkata', owner_first_name: 'Ravi' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/customer/garage',
          headers: { ...s.headers(), 'idempotency-key': 'one-press' },
          payload: body,
        }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(201);
    expect(new Set(results.map((r) => r.json().garage_id)).size).toBe(1);
    const [owned] = await t.db.select({ n: count() }).from(garageUser).where(eq(garageUser.userId, s.userId));
    expect(owned?.n).toBe(1);
  });
});

// The caps were a count read before the insert: 20 simultaneous sends to one number sent 20 codes.
describe.skipIf(!process.env.DATABASE_URL)('code caps under concurrency (PostgreSQL)', () => {
  it('50 simultaneous sends to one number from 50 addresses send exactly OTP_SENDS_PER_NUMBER codes', async () => {
    const mobile = freshMobile();
    const phone = `+91${mobile}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => sendOtp(mobile, nextIp())));
    const cap = t.config.otpSendsPerNumber;
    expect(statuses(results)).toEqual({ 200: cap, 429: 50 - cap });
    expect(t.sender.sent.filter((m) => m.to === phone)).toHaveLength(cap);
    const [rows] = await t.db.select({ n: count() }).from(otpCode).where(eq(otpCode.phone, phone));
    expect(rows?.n).toBe(cap);
  });

  it('50 simultaneous sends from one address to 50 numbers send exactly OTP_SENDS_PER_IP codes', async () => {
    const ip = nextIp();
    const mobiles = Array.from({ length: 50 }, () => freshMobile());
    const before = t.sender.sent.length;
    const results = await Promise.all(mobiles.map((mobile) => sendOtp(mobile, ip)));
    const cap = t.config.otpSendsPerIp;
    expect(cap).toBe(30);
    expect(statuses(results)).toEqual({ 200: cap, 429: 50 - cap });
    expect(t.sender.sent.length - before).toBe(cap);
    const [rows] = await t.db.select({ n: count() }).from(otpCode).where(eq(otpCode.ip, ip));
    expect(rows?.n).toBe(cap);
  });

  it('50 simultaneous wrong codes from one address across 50 numbers count exactly OTP_WRONG_PER_IP, then the address is shut out', async () => {
    const mobiles = Array.from({ length: 50 }, () => freshMobile());
    for (const mobile of mobiles) expect((await sendOtp(mobile, nextIp())).statusCode).toBe(200);
    const ip = nextIp();
    const results = await Promise.all(
      mobiles.map((mobile) =>
        t.app.inject({
          method: 'POST',
          url: `/api/auth/g/otp/${mobile}/validate?OTP=${wrong(t.sender.lastCode(`+91${mobile}`))}&country_phone_code=91`,
          remoteAddress: ip,
        }),
      ),
    );
    const cap = t.config.otpWrongPerIp;
    expect(statuses(results)).toEqual({ 401: cap, 429: 50 - cap });
    const [first] = mobiles;
    const right = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/otp/${first}/validate?OTP=${t.sender.lastCode(`+91${first}`)}&country_phone_code=91`,
      remoteAddress: ip,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong codes from this network. Please try again in a few minutes.');
  });
});
