import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshToken } from '../../db/schema.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

// A browser that reloads (or loses its connection) while its refresh call is in flight never stores the
// successor the server has already issued; at its next start it presents the token just rotated. Within
// the grace period that answers the same successor; later it is a replay and ends the session (decision 051).
let t: TestApp;
let n = 0;
const freshMobile = () => `96${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (app: TestApp, s: Session, token: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/g/refresh_token', headers: { user: String(s.userId) }, payload: { token } });
const garages = (app: TestApp, accessToken: string) =>
  app.app.inject({ method: 'GET', url: '/api/customer/garage', headers: { authorization: `Bearer ${accessToken}` } });
const familySize = async (app: TestApp, token: string) => {
  const [row] = await app.db
    .select({ familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, createHash('sha256').update(token).digest('hex')));
  const [stored] = await app.db
    .select({ n: count() })
    .from(refreshToken)
    .where(eq(refreshToken.familyId, row?.familyId ?? ''));
  return stored?.n;
};
const graceMs = () => t.config.refreshReuseGraceSeconds * 1000;

describe('a just-rotated refresh token within the grace period', () => {
  it('the default grace period is 20 seconds', () => {
    expect(t.config.refreshReuseGraceSeconds).toBe(20);
  });

  it('presented again (the answer was lost) answers the same successor and a working access token; the session goes on', async () => {
    const s = await signIn(t, freshMobile());
    const first = await refresh(t, s, s.refreshToken);
    expect(first.statusCode).toBe(200);
    const successor = first.json().token as string;

    t.clock.advance(3000);
    const again = await refresh(t, s, s.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(successor);
    expect(again.json().access_token).not.toBe(s.accessToken);
    for (const access of [s.accessToken, first.json().access_token, again.json().access_token]) {
      expect((await garages(t, access)).statusCode).toBe(200);
    }
    // Nothing new was stored: the family still has one live token, the successor, which rotates as usual.
    expect(await familySize(t, s.refreshToken)).toBe(2);
    const next = await refresh(t, s, successor);
    expect(next.statusCode).toBe(200);
    expect(next.json().token).not.toBe(successor);
  });

  it('answers up to the last millisecond of the grace period', async () => {
    const s = await signIn(t, freshMobile());
    const first = await refresh(t, s, s.refreshToken);
    t.clock.advance(graceMs() - 1);
    const again = await refresh(t, s, s.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(first.json().token);
  });

  it('follows a chain of rotations: each token of it answers its own successor', async () => {
    const s = await signIn(t, freshMobile());
    const one = (await refresh(t, s, s.refreshToken)).json().token as string;
    t.clock.advance(1000);
    const two = (await refresh(t, s, one)).json().token as string;
    t.clock.advance(1000);
    const replay = await refresh(t, s, s.refreshToken);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().token).toBe(one);
    const replayOne = await refresh(t, s, one);
    expect(replayOne.statusCode).toBe(200);
    expect(replayOne.json().token).toBe(two);
    expect((await refresh(t, s, two)).statusCode).toBe(200);
  });

  it('does not reopen an ended session: after logout the rotated token is refused', async () => {
    const s = await signIn(t, freshMobile());
    const first = await refresh(t, s, s.refreshToken);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/logout?token=${first.json().token}&userId=${s.userId}`,
    });
    expect(out.statusCode).toBe(200);
    t.clock.advance(1000);
    const again = await refresh(t, s, s.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('REFRESH_INVALID');
  });

  it('is refused for another user, and the owner keeps the session', async () => {
    const s = await signIn(t, freshMobile());
    const intruder = await signIn(t, freshMobile());
    const first = await refresh(t, s, s.refreshToken);
    t.clock.advance(1000);
    const stolen = await refresh(t, intruder, s.refreshToken);
    expect(stolen.statusCode).toBe(401);
    expect((await refresh(t, s, first.json().token)).statusCode).toBe(200);
  });
});

describe('a rotated refresh token presented after the grace period', () => {
  it('is a replay: the whole session ends, successor and access tokens included; other sessions stay', async () => {
    const mobile = freshMobile();
    const s = await signIn(t, mobile);
    const other = await signIn(t, mobile);
    const first = await refresh(t, s, s.refreshToken);
    const successor = first.json().token as string;
    t.clock.advance(graceMs());
    const reuse = await refresh(t, s, s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_INVALID');
    for (const access of [s.accessToken, first.json().access_token]) {
      const res = await garages(t, access);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_NOT_FOUND');
    }
    expect((await refresh(t, s, successor)).statusCode).toBe(401);
    expect((await garages(t, other.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, other, other.refreshToken)).statusCode).toBe(200);
  });

  it('a replay answered within the grace period does not extend it', async () => {
    const s = await signIn(t, freshMobile());
    await refresh(t, s, s.refreshToken);
    t.clock.advance(graceMs() - 1000);
    expect((await refresh(t, s, s.refreshToken)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await refresh(t, s, s.refreshToken)).statusCode).toBe(401);
  });
});

describe('with the grace period set to 0 (REFRESH_REUSE_GRACE_SECONDS=0)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ refreshReuseGraceSeconds: 0 });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('any second use of a rotated token ends the session at once', async () => {
    const s = await signIn(strict, freshMobile());
    const first = await refresh(strict, s, s.refreshToken);
    expect(first.statusCode).toBe(200);
    expect((await refresh(strict, s, s.refreshToken)).statusCode).toBe(401);
    expect((await refresh(strict, s, first.json().token)).statusCode).toBe(401);
  });
});

describe('under concurrency', () => {
  it('two refreshes of one token at once (a reload racing the startup refresh) both answer the one successor', async () => {
    const s = await signIn(t, freshMobile());
    const both = await Promise.all([refresh(t, s, s.refreshToken), refresh(t, s, s.refreshToken)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]?.json().token).toBe(both[1]?.json().token);
    expect(await familySize(t, s.refreshToken)).toBe(2);
    for (const r of both) expect((await garages(t, r.json().access_token)).statusCode).toBe(200);
    expect((await refresh(t, s, both[0]?.json().token)).statusCode).toBe(200);
  });

  it('12 refreshes at once after the grace period all fail and end the session once', async () => {
    const s = await signIn(t, freshMobile());
    const first = await refresh(t, s, s.refreshToken);
    t.clock.advance(graceMs());
    const results = await Promise.all(Array.from({ length: 12 }, () => refresh(t, s, s.refreshToken)));
    expect(results.every((r) => r.statusCode === 401)).toBe(true);
    expect((await refresh(t, s, first.json().token)).statusCode).toBe(401);
  });
});
