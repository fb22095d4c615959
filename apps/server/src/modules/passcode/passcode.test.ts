import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const b64 = (v: string) => Buffer.from(v).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const check = (s: Session) =>
  t.app.inject({ method: 'GET', url: `/api/user_passcode/check?user_id=${s.userId}`, headers: s.headers() });
const set = (s: Session, passcode: string, userId = s.userId) =>
  t.app.inject({ method: 'POST', url: '/api/user_passcode', headers: s.headers(), payload: { user_id: userId, passcode } });
const change = (s: Session, current: string, passcode: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user_passcode',
    headers: { ...s.headers(), 'accept-language': language },
    payload: { user_id: s.userId, passcode, current_passcode: current },
  });
const failedTries = async (userId: number) =>
  (await t.db.query.userPasscode.findFirst({ where: (p, { eq }) => eq(p.userId, userId) }))?.failedAttempts;
const validate = (s: Session, code: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user_passcode/validate?user_id=${s.userId}&pass_code=${encodeURIComponent(code)}`,
    headers: s.headers(),
  });

describe('screen-lock passcode', () => {
  it('is created base64-encoded, stored hashed, and validated', async () => {
    const s = await signIn(t, freshMobile());
    expect((await check(s)).json()).toEqual({ has_passcode: false });
    expect((await set(s, b64('0000'))).statusCode).toBe(200);
    expect((await check(s)).json()).toEqual({ has_passcode: true });
    const row = await t.db.query.userPasscode.findFirst({ where: (p, { eq }) => eq(p.userId, s.userId) });
    expect(row?.passcodeHash).toMatch(/^scrypt\$/);
    expect(row?.passcodeHash).not.toContain('0000');
    expect((await validate(s, b64('0000'))).json()).toEqual({ valid: true, attempts_left: 5 });
    expect((await validate(s, b64('1234'))).json()).toEqual({ valid: false, attempts_left: 4 });
  });

  it.each(['123', '12345', 'abcd', '12a4'])('refuses a passcode that is not exactly 4 digits (%s)', async (code) => {
    const s = await signIn(t, freshMobile());
    const res = await set(s, b64(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The passcode must be exactly 4 digits');
  });

  it("refuses another user's passcode calls", async () => {
    const s = await signIn(t, freshMobile());
    expect((await set(s, b64('1111'), s.userId + 1)).statusCode).toBe(403);
    const other = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/user_passcode/${path}&user_id=${s.userId + 1}`, headers: s.headers() });
    expect((await other('check?x=1')).statusCode).toBe(403);
    expect((await other(`validate?pass_code=${encodeURIComponent(b64('1111'))}`)).statusCode).toBe(403);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user_passcode/check?user_id=1' });
    expect(res.statusCode).toBe(401);
  });

  it('validating without a passcode is a 400 the lock reads as "create one"; malformed entries are 400 and not counted', async () => {
    const s = await signIn(t, freshMobile());
    const none = await validate(s, b64('1234'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No passcode has been set yet');
    await set(s, b64('9753'));
    for (const bad of [b64('12'), b64('abcd'), '%%%', b64('12345')]) {
      const res = await validate(s, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The passcode must be exactly 4 digits');
    }
    // The malformed tries above did not use up any of the five.
    expect((await validate(s, b64('0000'))).json()).toEqual({ valid: false, attempts_left: 4 });
  });

  it('a right passcode resets the count of wrong tries; changing the passcode does too', async () => {
    const s = await signIn(t, freshMobile());
    await set(s, b64('1111'));
    for (let i = 0; i < 4; i++) await validate(s, b64('2222'));
    expect((await validate(s, b64('1111'))).json()).toEqual({ valid: true, attempts_left: 5 });
    expect((await validate(s, b64('2222'))).json()).toEqual({ valid: false, attempts_left: 4 });
    expect((await change(s, b64('1111'), b64('3333'))).statusCode).toBe(200);
    expect((await validate(s, b64('2222'))).json()).toEqual({ valid: false, attempts_left: 4 });
    expect((await validate(s, b64('3333'))).json().valid).toBe(true);
  });

  describe('changing an existing passcode', () => {
    it('a first passcode needs no current one; a change without it is 400 and leaves the passcode as it was', async () => {
      const s = await signIn(t, freshMobile());
      expect((await set(s, b64('1357'))).statusCode).toBe(200);
      const missing = await set(s, b64('2468'));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'Enter your current passcode to change it', code: 'BAD_REQUEST' });
      const es = await t.app.inject({
        method: 'POST',
        url: '/api/user_passcode',
        headers: { ...s.headers(), 'accept-language': 'es' },
        payload: { user_id: s.userId, passcode: b64('2468') },
      });
      expect(es.json().message).toBe('Introduzca su código actual para cambiarlo');
      // Not a guess at the passcode, so not counted.
      expect(await failedTries(s.userId)).toBe(0);
      expect((await validate(s, b64('2468'))).json().valid).toBe(false);
      expect((await validate(s, b64('1357'))).json().valid).toBe(true);
    });

    it('a wrong current passcode is refused, leaves the passcode as it was and counts as a wrong try', async () => {
      const s = await signIn(t, freshMobile());
      await set(s, b64('1357'));
      const wrong = await change(s, b64('0000'), b64('2468'));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'The current passcode is not right (4 tries left)', code: 'BAD_REQUEST' });
      expect((await change(s, b64('0000'), b64('2468'), 'es')).json().message).toBe(
        'El código actual no es correcto (quedan 3 intentos)',
      );
      expect(await failedTries(s.userId)).toBe(2);
      // The change route and the lock share one count of wrong tries.
      expect((await validate(s, b64('0000'))).json()).toEqual({ valid: false, attempts_left: 2 });
      expect((await validate(s, b64('1357'))).json()).toEqual({ valid: true, attempts_left: 5 });
    });

    it('a malformed current passcode is 400 and not counted', async () => {
      const s = await signIn(t, freshMobile());
      await set(s, b64('1357'));
      const res = await change(s, b64('12'), b64('2468'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The passcode must be exactly 4 digits');
      expect(await failedTries(s.userId)).toBe(0);
    });

    it('the fifth wrong try in a row, mixing the lock and the change route, ends every session', async () => {
      const mobile = freshMobile();
      const s = await signIn(t, mobile);
      await set(s, b64('1357'));
      t.clock.advance(1000);
      for (let i = 0; i < 2; i++) expect((await validate(s, b64('0000'))).json().valid).toBe(false);
      for (let i = 0; i < 2; i++) expect((await change(s, b64('0000'), b64('2468'))).statusCode).toBe(400);
      const fifth = await change(s, b64('0000'), b64('2468'));
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json()).toEqual({
        message: 'Too many wrong passcodes. Please sign in again with a one-time code.',
        code: 'PASSCODE_LOCKED',
      });
      expect((await check(s)).statusCode).toBe(401);
      // Signing in again works, and the passcode was never replaced.
      t.clock.advance(1000);
      const again = await signIn(t, mobile);
      expect((await validate(again, b64('2468'))).json().valid).toBe(false);
      expect((await validate(again, b64('1357'))).json().valid).toBe(true);
    });

    it('the right current passcode changes it; another user’s passcode is never touched', async () => {
      const s = await signIn(t, freshMobile());
      const other = await signIn(t, freshMobile());
      await set(s, b64('1357'));
      await set(other, b64('1357'));
      // The other user has one wrong try of their own on record.
      expect((await validate(other, b64('0000'))).json().attempts_left).toBe(4);
      const otherRow = () => t.db.query.userPasscode.findFirst({ where: (p, { eq }) => eq(p.userId, other.userId) });
      const before = await otherRow();

      // Wrong and right changes by s: only s's row moves.
      expect((await change(s, b64('0000'), b64('2468'))).statusCode).toBe(400);
      const right = await change(s, b64('1357'), b64('2468'));
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ message: 'Passcode saved' });
      expect((await validate(s, b64('1357'))).json().valid).toBe(false);
      expect((await validate(s, b64('2468'))).json()).toEqual({ valid: true, attempts_left: 5 });

      // Naming the other user is refused before any check, and counts nothing for either.
      const cross = await t.app.inject({
        method: 'POST',
        url: '/api/user_passcode',
        headers: s.headers(),
        payload: { user_id: other.userId, passcode: b64('9999'), current_passcode: b64('1357') },
      });
      expect(cross.statusCode).toBe(403);
      expect(before?.failedAttempts).toBe(1);
      expect(await otherRow()).toEqual(before);
      expect((await validate(other, b64('1357'))).json()).toEqual({ valid: true, attempts_left: 5 });
    });
  });

  it('answers in Spanish when asked', async () => {
    const s = await signIn(t, freshMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user_passcode',
      headers: { ...s.headers(), 'accept-language': 'es' },
      payload: { user_id: s.userId, passcode: b64('12') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El código debe tener exactamente 4 dígitos');
  });

  it('ends every session after 5 wrong tries: refresh token revoked, access token refused', async () => {
    const s = await signIn(t, freshMobile());
    await set(s, b64('2468'));
    t.clock.advance(1000);
    for (let i = 0; i < 4; i++) expect((await validate(s, b64('1111'))).json().valid).toBe(false);
    const fifth = await validate(s, b64('1111'));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      message: 'Too many wrong passcodes. Please sign in again with a one-time code.',
      code: 'PASSCODE_LOCKED',
    });
    expect((await check(s)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/refresh_token',
      headers: { user: String(s.userId) },
      payload: { token: s.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // Signing in again with a one-time code works, and the passcode is still the same.
    t.clock.advance(1000);
    const again = await signIn(
      t,
      (await t.db.query.appUser.findFirst({ where: (u, { eq }) => eq(u.id, s.userId) }))!.mobileNumber,
    );
    expect((await validate(again, b64('2468'))).json().valid).toBe(true);
  });

  it('an owner resets another member’s passcode, never their own; other groups’ users are 404', async () => {
    const owner = await createUser(t.db, { mobileNumber: freshMobile() });
    const shop = await createGarage(t, { ownerId: owner.id });
    const staff = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, staff.id, ['TECHNICIAN']);
    const os = await signIn(t, owner.mobileNumber);
    const ss = await signIn(t, staff.mobileNumber);
    await set(ss, b64('1357'));
    const reset = (s: Session, userId: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/user_passcode/reset?user_id=${userId}`, headers: s.headers(shop.garageId) });
    expect((await reset(ss, owner.id)).statusCode).toBe(403);
    expect((await reset(os, owner.id)).json().message).toBe('You cannot reset your own passcode');
    expect((await reset(os, staff.id)).statusCode).toBe(200);
    expect((await check(ss)).json()).toEqual({ has_passcode: false });
    // After a reset the member sets a new one as a first passcode: no current one to give.
    expect((await set(ss, b64('2468'))).statusCode).toBe(200);
    const stranger = await createUser(t.db, { mobileNumber: freshMobile() });
    await createGarage(t, { ownerId: stranger.id });
    expect((await reset(os, stranger.id)).statusCode).toBe(404);
  });
});
