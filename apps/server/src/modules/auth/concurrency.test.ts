import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garageUser } from '../../db/schema.ts';
import { createTestApp, nextIp, signIn, type TestApp } from '../../test/harness.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the requests serialise.
let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('under concurrency', () => {
  it('a code signs in once even when validated 8 times at once', async () => {
    const mobile = freshMobile();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/otp',
      payload: { mobile_number: mobile, country_phone_code: '91' },
      remoteAddress: nextIp(),
    });
    const code = t.sender.lastCode(`+91${mobile}`);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: `/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=91` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('a refresh token rotates once even when presented 6 times at once', async () => {
    const s = await signIn(t, freshMobile());
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/g/refresh_token',
          headers: { user: String(s.userId) },
          payload: { token: s.refreshToken },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('10 concurrent registrations with one Idempotency-Key create one garage and answer the same', async () => {
    const s = await signIn(t, freshMobile());
    const body = { garage_name: 'Race Garage', country_code: 'IN', time_zone: 'Asia/Kolkata' };
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
