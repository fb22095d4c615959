import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, otpCode } from '../../db/schema.ts';
import { createUser } from '../../db/seed/factories.ts';
import { createTestApp, nextIp, type Session, signIn, type TestApp } from '../../test/harness.ts';

// Decision 021: a sign-in code goes to the number, or to the address verified on that user's account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const freshMobile = () => `93${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const NOT_VERIFIED = {
  message: 'This e-mail address is not verified for this number. Ask for the code by SMS.',
  code: 'BAD_REQUEST',
};

function emailOtp(mobile: string, email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/g/otp/email?mobile_number=${mobile}&email=${encodeURIComponent(email)}&country_code=91&recaptcha=token`,
    headers,
    remoteAddress: nextIp(),
  });
}
const validate = (mobile: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/g/otp/${mobile}/validate?OTP=${code}&country_phone_code=91`,
    remoteAddress: nextIp(),
  });
const sentTo = (to: string) => t.sender.sent.filter((m) => m.to === to);
const signInCodes = async (phone: string) =>
  t.db
    .select()
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, 'sign_in')));

/** A signed-in user whose profile address is verified through the verification routes. */
async function verifiedUser(email: string): Promise<{ mobile: string; session: Session }> {
  const mobile = freshMobile();
  const session = await signIn(t, mobile);
  await t.db.update(appUser).set({ email }).where(eq(appUser.id, session.userId));
  const sent = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: session.headers() });
  expect(sent.statusCode).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email/verification/confirm',
    headers: session.headers(),
    payload: { code: t.sender.lastCode(email) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { mobile, session };
}

describe('the e-mail variant of the sign-in code', () => {
  it("refuses to send a number's code to a stranger's address, and sends nothing (the reported attack)", async () => {
    const { mobile } = await verifiedUser('victim@example.com');
    const before = t.sender.sent.length;
    const rowsBefore = (await signInCodes(`+91${mobile}`)).length;
    const res = await emailOtp(mobile, 'attacker@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_VERIFIED);
    expect(sentTo('attacker@example.com')).toHaveLength(0);
    expect(t.sender.sent.length).toBe(before);
    expect((await signInCodes(`+91${mobile}`)).length).toBe(rowsBefore);
  });

  it('says so in Spanish when asked', async () => {
    const { mobile } = await verifiedUser('victim-es@example.com');
    const res = await emailOtp(mobile, 'atacante@example.com', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Esta dirección de correo no está verificada para este número. Pida el código por SMS.');
  });

  it("refuses the user's own address while it is not verified", async () => {
    const mobile = freshMobile();
    await createUser(t.db, { mobileNumber: mobile, email: 'own@example.com' });
    const res = await emailOtp(mobile, 'own@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_VERIFIED);
    expect(sentTo('own@example.com')).toHaveLength(0);
  });

  it('answers an unknown number exactly like a stranger address, so neither the number nor its address leaks', async () => {
    const { mobile } = await verifiedUser('hidden@example.com');
    const stranger = await emailOtp(mobile, 'guess@example.com');
    const unknown = await emailOtp(freshMobile(), 'guess@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(stranger.json());
    expect(stranger.body).not.toContain('hidden');
  });

  it('sends the code to the verified address (any letter case), and that code signs in as the user', async () => {
    const { mobile, session } = await verifiedUser('owner.verified@example.com');
    const res = await emailOtp(mobile, 'Owner.Verified@Example.com');
    expect(res.statusCode).toBe(200);
    expect(t.sender.sent.at(-1)).toMatchObject({ channel: 'email', to: 'owner.verified@example.com' });
    const ok = await validate(mobile, t.sender.lastCode('owner.verified@example.com'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user_id: session.userId, created: false });
  });

  it('un-verifies the address when the e-mail changes, whoever changes it', async () => {
    const { mobile, session } = await verifiedUser('before@example.com');
    await t.db.update(appUser).set({ email: 'after@example.com' }).where(eq(appUser.id, session.userId));
    expect((await emailOtp(mobile, 'after@example.com')).statusCode).toBe(400);
    expect((await emailOtp(mobile, 'before@example.com')).statusCode).toBe(400);
    expect(sentTo('after@example.com')).toHaveLength(0);
  });
});

describe('verifying the address on the own profile', () => {
  it('sends the code only to the stored address, whatever the request names', async () => {
    const mobile = freshMobile();
    const session = await signIn(t, mobile);
    await t.db.update(appUser).set({ email: 'stored@example.com' }).where(eq(appUser.id, session.userId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification?email=redirect@example.com',
      headers: session.headers(),
      payload: { email: 'redirect@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A code has been sent to the e-mail address on your profile.');
    expect(sentTo('redirect@example.com')).toHaveLength(0);
    expect(sentTo('stored@example.com')).toHaveLength(1);
    const [user] = await t.db.select().from(appUser).where(eq(appUser.id, session.userId));
    expect(user?.verifiedEmail).toBeNull();
  });

  it('refuses when the profile has no address, and sends nothing', async () => {
    const session = await signIn(t, freshMobile());
    const before = t.sender.sent.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: session.headers() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('There is no e-mail address on your profile to verify.');
    expect(t.sender.sent.length).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification' });
    expect(res.statusCode).toBe(401);
  });

  it('a wrong code verifies nothing (400, the session stays)', async () => {
    const session = await signIn(t, freshMobile());
    await t.db.update(appUser).set({ email: 'wrong@example.com' }).where(eq(appUser.id, session.userId));
    await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: session.headers() });
    const code = t.sender.lastCode('wrong@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification/confirm',
      headers: session.headers(),
      payload: { code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(res.statusCode).toBe(400);
    const [user] = await t.db.select().from(appUser).where(eq(appUser.id, session.userId));
    expect(user?.verifiedEmail).toBeNull();
  });

  it('a code sent before the address changed does not verify the new address', async () => {
    const session = await signIn(t, freshMobile());
    await t.db.update(appUser).set({ email: 'first@example.com' }).where(eq(appUser.id, session.userId));
    await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: session.headers() });
    await t.db.update(appUser).set({ email: 'second@example.com' }).where(eq(appUser.id, session.userId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification/confirm',
      headers: session.headers(),
      payload: { code: t.sender.lastCode('first@example.com') },
    });
    expect(res.statusCode).toBe(400);
    const [user] = await t.db.select().from(appUser).where(eq(appUser.id, session.userId));
    expect(user?.verifiedEmail).toBeNull();
  });

  it('a verification code does not sign in', async () => {
    const mobile = freshMobile();
    const session = await signIn(t, mobile);
    await t.db.update(appUser).set({ email: 'not-a-sign-in@example.com' }).where(eq(appUser.id, session.userId));
    await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: session.headers() });
    const res = await validate(mobile, t.sender.lastCode('not-a-sign-in@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });
});
