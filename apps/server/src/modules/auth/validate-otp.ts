import { timingSafeEqual } from 'node:crypto';
import type { AuthInfo } from '@garage/contract';
import { e164 } from '@garage/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { appUser, otpCode } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { capReached, takeUnit } from '../../platform/rate-counter.ts';
import type { Services } from '../../platform/services.ts';
import { hashOtp } from './send-otp.ts';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks the latest code of a number. A wrong code counts a try; the fifth wrong try voids the code.
 * A right code is consumed by a conditional update, so it signs in once even under concurrency.
 * An unknown number becomes a new user (sign-up). Wrong codes also count per client address across
 * numbers: past OTP_WRONG_PER_IP in the window the address may not check codes at all (429).
 */
export async function validateOtp(
  services: Services,
  countryPhoneCode: string,
  mobileNumber: string,
  code: string,
  ip: string,
): Promise<AuthInfo> {
  const { db, config, clock, tokens } = services;
  const phone = e164(countryPhoneCode, mobileNumber);
  const now = clock.now();
  const wrongKey = `otp-wrong-ip:${ip}`;
  if (await capReached(db, wrongKey, config.otpWrongPerIp, now)) throw new AppError('RATE_LIMITED', 'auth.wrongCodeIpLimit');
  const [latest] = await db
    .select()
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, 'sign_in'), isNull(otpCode.consumedAt)))
    .orderBy(desc(otpCode.createdAt), desc(otpCode.id))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED', 'auth.otpExpired');
  if (latest.attempts >= config.otpMaxAttempts) throw new AppError('RATE_LIMITED', 'auth.otpTooManyTries');

  if (!same(latest.codeHash, hashOtp(config.jwtSecret, phone, code))) {
    // The address's unit is taken first and atomically, so concurrent guesses cannot overrun the cap.
    const windowMs = config.otpWindowSeconds * 1000;
    if (!(await takeUnit(db, wrongKey, config.otpWrongPerIp, windowMs, now))) {
      throw new AppError('RATE_LIMITED', 'auth.wrongCodeIpLimit');
    }
    const counted = await db
      .update(otpCode)
      .set({ attempts: sql`${otpCode.attempts} + 1` })
      .where(and(eq(otpCode.id, latest.id), lt(otpCode.attempts, config.otpMaxAttempts)))
      .returning({ attempts: otpCode.attempts });
    if (counted.length === 0) throw new AppError('RATE_LIMITED', 'auth.otpTooManyTries');
    throw new AppError('OTP_NOT_MATCHED', 'auth.otpNotMatched');
  }

  const consumed = await db
    .update(otpCode)
    .set({ consumedAt: now })
    .where(and(eq(otpCode.id, latest.id), isNull(otpCode.consumedAt), lt(otpCode.attempts, config.otpMaxAttempts)))
    .returning({ id: otpCode.id });
  if (consumed.length === 0) throw new AppError('OTP_EXPIRED', 'auth.otpExpired');

  const inserted = await db
    .insert(appUser)
    .values({ countryPhoneCode, mobileNumber })
    .onConflictDoNothing()
    .returning({ id: appUser.id });
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.countryPhoneCode, countryPhoneCode), eq(appUser.mobileNumber, mobileNumber)))
    .limit(1);
  if (!user) throw new Error('user vanished after upsert');
  if (!user.active) throw new AppError('INACTIVE_USER', 'auth.inactiveUser');

  return {
    ...(await tokens.startSession(db, user.id)),
    user_id: user.id,
    created: inserted.length > 0,
    phone,
  };
}
