import { randomInt } from 'node:crypto';
import { e164 } from '@garage/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { appUser, otpCode } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { takeUnit } from '../../platform/rate-counter.ts';
import type { Services } from '../../platform/services.ts';
import { hashOtp } from './send-otp.ts';

/** The HMAC subject of an e-mail verification code: bound to the number and the address it went to. */
export const verificationSubject = (phone: string, email: string) => `${phone}|verify-email:${email.trim().toLowerCase()}`;

/**
 * Sends a code to the e-mail address stored on the user's own profile. The recipient comes from the
 * stored row only, so a caller can never direct a code to an address of their choosing.
 */
export async function sendEmailVerification(services: Services, userId: number): Promise<void> {
  const { config, db, clock } = services;
  const now = clock.now();
  const [user] = await db
    .select({ email: appUser.email, countryPhoneCode: appUser.countryPhoneCode, mobileNumber: appUser.mobileNumber })
    .from(appUser)
    .where(eq(appUser.id, userId))
    .limit(1);
  if (!user?.email) throw badRequest('auth.noEmailOnAccount');
  const email = user.email;
  const phone = e164(user.countryPhoneCode, user.mobileNumber);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    const windowMs = config.otpWindowSeconds * 1000;
    if (!(await takeUnit(tx, `email-verify:${userId}`, config.otpSendsPerNumber, windowMs, now))) {
      throw new AppError('RATE_LIMITED', 'auth.otpSendLimit');
    }
    await tx
      .update(otpCode)
      .set({ consumedAt: now })
      .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, 'verify_email'), isNull(otpCode.consumedAt)));
    await tx.insert(otpCode).values({
      phone,
      channel: 'email',
      purpose: 'verify_email',
      email,
      codeHash: hashOtp(config.jwtSecret, verificationSubject(phone, email), code),
      ip: 'user',
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.otpTtlSeconds * 1000),
    });
  });
  const minutes = Math.round(config.otpTtlSeconds / 60);
  await services.sender.send({
    channel: 'email',
    to: email,
    subject: 'Confirm your e-mail address',
    text: `${code} confirms this e-mail address for your garage account. It expires in ${minutes} minutes.`,
  });
}
