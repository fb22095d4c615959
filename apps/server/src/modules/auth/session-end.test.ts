import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const garages = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (s: Session, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/g/refresh_token', headers: { user: String(s.userId) }, payload: { token } });

// The clock never moves in these tests (but past a refresh token's grace period): the session must end
// within the same second it was used.
describe('an ended session refuses its access tokens at once', () => {
  it('after logout the old access token is 401; the same user on another device stays signed in', async () => {
    const mobile = freshMobile();
    const phone = await signIn(t, mobile);
    const laptop = await signIn(t, mobile);
    expect((await garages(phone.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/auth/g/logout?token=${phone.refreshToken}&userId=${phone.userId}`,
    });
    expect(out.statusCode).toBe(200);
    const after = await garages(phone.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_NOT_FOUND');
    expect((await garages(laptop.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token after the grace period ends its family: every access token of that family is 401 at once', async () => {
    const mobile = freshMobile();
    const s = await signIn(t, mobile);
    const other = await signIn(t, mobile);
    const rotated = await refresh(s, s.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newAccess = rotated.json().access_token as string;
    t.clock.advance(t.config.refreshReuseGraceSeconds * 1000);
    expect((await garages(newAccess)).statusCode).toBe(200);

    const reuse = await refresh(s, s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    for (const token of [s.accessToken, newAccess]) {
      const res = await garages(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_NOT_FOUND');
    }
    expect((await refresh(s, rotated.json().token)).statusCode).toBe(401);
    expect((await garages(other.accessToken)).statusCode).toBe(200);
  });

  it('the fifth wrong passcode ends every session of the user at once; a new sign-in works', async () => {
    const mobile = freshMobile();
    const s = await signIn(t, mobile);
    const other = await signIn(t, mobile);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user_passcode',
      headers: s.headers(),
      payload: { user_id: s.userId, passcode: b64('2468') },
    });
    expect(set.statusCode).toBe(200);
    const wrong = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user_passcode/validate?user_id=${s.userId}&pass_code=${b64('1111')}`,
        headers: s.headers(),
      });
    for (let i = 0; i < 4; i++) expect((await wrong()).json().valid).toBe(false);
    expect((await wrong()).json().code).toBe('PASSCODE_LOCKED');
    for (const token of [s.accessToken, other.accessToken]) expect((await garages(token)).statusCode).toBe(401);
    const again = await signIn(t, mobile);
    expect((await garages(again.accessToken)).statusCode).toBe(200);
  });

  it('an access token issued before sessions had ids answers TOKEN_EXPIRED, so the browser refreshes', async () => {
    const s = await signIn(t, freshMobile());
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.userId))
      .setIssuer('garage-workshop')
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await garages(legacy);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    const rotated = await refresh(s, s.refreshToken);
    expect((await garages(rotated.json().access_token)).statusCode).toBe(200);
  });

  it('a token naming a session of another user is refused', async () => {
    const a = await signIn(t, freshMobile());
    const b = await signIn(t, freshMobile());
    const [, payloadA] = a.accessToken.split('.');
    const sid = JSON.parse(Buffer.from(payloadA ?? '', 'base64url').toString()).sid as string;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // Only a holder of the signing secret could make this token; the check still must not trust the pairing.
    const forged = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(b.userId))
      .setIssuer('garage-workshop')
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await garages(forged)).statusCode).toBe(401);
  });
});
