import { timingSafeEqual } from 'node:crypto';
import { e164 } from '@garage/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { appUser, otpCode } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { verificationSubject } from './send-email-verification.ts';
import { hashOtp } from './send-otp.ts';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks the user's latest e-mail verification code. The address becomes verified only if it is still
 * the one on the profile: a code sent before the address changed verifies nothing.
 */
export async function confirmEmailVerification(services: Services, userId: number, code: string): Promise<void> {
  const { config, db, clock } = services;
  const now = clock.now();
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'http.notFound');
  const phone = e164(user.countryPhoneCode, user.mobileNumber);
  const [latest] = await db
    .select()
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, 'verify_email'), isNull(otpCode.consumedAt)))
    .orderBy(desc(otpCode.createdAt), desc(otpCode.id))
    .limit(1);
  if (!latest?.email || latest.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED', 'auth.otpExpired');
  if (latest.attempts >= config.otpMaxAttempts) throw new AppError('RATE_LIMITED', 'auth.otpTooManyTries');

  if (!same(latest.codeHash, hashOtp(config.jwtSecret, verificationSubject(phone, latest.email), code))) {
    const counted = await db
      .update(otpCode)
      .set({ attempts: sql`${otpCode.attempts} + 1` })
      .where(and(eq(otpCode.id, latest.id), lt(otpCode.attempts, config.otpMaxAttempts)))
      .returning({ id: otpCode.id });
    if (counted.length === 0) throw new AppError('RATE_LIMITED', 'auth.otpTooManyTries');
    // 400, not 401: the caller is signed in, and a 401 would end their session in the browser.
    throw badRequest('auth.otpNotMatched');
  }

  await db.transaction(async (tx) => {
    const consumed = await tx
      .update(otpCode)
      .set({ consumedAt: now })
      .where(and(eq(otpCode.id, latest.id), isNull(otpCode.consumedAt), lt(otpCode.attempts, config.otpMaxAttempts)))
      .returning({ id: otpCode.id });
    if (consumed.length === 0) throw new AppError('OTP_EXPIRED', 'auth.otpExpired');
    const verified = await tx
      .update(appUser)
      .set({ verifiedEmail: latest.email, emailVerifiedAt: now })
      .where(and(eq(appUser.id, userId), sql`lower(trim(${appUser.email})) = lower(trim(${latest.email}))`))
      .returning({ id: appUser.id });
    if (verified.length === 0) throw new AppError('OTP_EXPIRED', 'auth.otpExpired');
  });
}
