import { createHmac, randomInt } from 'node:crypto';
import { e164 } from '@garage/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser, otpCode } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { takeUnit } from '../../platform/rate-counter.ts';
import type { Services } from '../../platform/services.ts';

export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface SendOtpInput {
  countryPhoneCode: string;
  mobileNumber: string;
  ip: string;
  /** When set, the code goes to this e-mail address instead of the phone, if it is the user's verified one. */
  email?: string;
}

/** The user's verified address, or null: unknown number, no address, or an address changed since verified. */
async function verifiedEmailOf(db: Db, countryPhoneCode: string, mobileNumber: string): Promise<string | null> {
  const [user] = await db
    .select({ email: appUser.email, verifiedEmail: appUser.verifiedEmail })
    .from(appUser)
    .where(and(eq(appUser.countryPhoneCode, countryPhoneCode), eq(appUser.mobileNumber, mobileNumber)))
    .limit(1);
  if (!user?.email || !user.verifiedEmail || !sameEmail(user.email, user.verifiedEmail)) return null;
  return user.email;
}

/**
 * Sends a fresh 6-digit code for a mobile number. Earlier unused codes of the number stop working.
 * The SMS answer never says whether the number belongs to a user. The e-mail variant sends only to the
 * address verified on that user's account (decision 021).
 */
export async function sendOtp(
  services: Services,
  input: SendOtpInput,
): Promise<{ message: string; resend_after_seconds: number }> {
  const { config, db, clock } = services;
  const phone = e164(input.countryPhoneCode, input.mobileNumber);
  const now = clock.now();

  let emailTo: string | null = null;
  if (input.email !== undefined) {
    const verified = await verifiedEmailOf(db, input.countryPhoneCode, input.mobileNumber);
    // One answer for an unknown number, no verified address and a different address: it tells a caller
    // nothing about the number or its address beyond "this pair does not work".
    if (!verified || !sameEmail(verified, input.email)) throw badRequest('auth.emailNotVerified');
    emailTo = verified;
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const windowMs = config.otpWindowSeconds * 1000;
  await db.transaction(async (tx) => {
    // Each cap is one conditional upsert on its counter row; a refusal rolls back the units already taken.
    if (!(await takeUnit(tx, `otp-ip:${input.ip}`, config.otpSendsPerIp, windowMs, now))) {
      throw new AppError('RATE_LIMITED', 'auth.ipLimit');
    }
    if (!(await takeUnit(tx, `otp-number:${phone}`, config.otpSendsPerNumber, windowMs, now))) {
      throw new AppError('RATE_LIMITED', 'auth.otpSendLimit');
    }
    await tx
      .update(otpCode)
      .set({ consumedAt: now })
      .where(and(eq(otpCode.phone, phone), eq(otpCode.purpose, 'sign_in'), isNull(otpCode.consumedAt)));
    await tx.insert(otpCode).values({
      phone,
      channel: emailTo ? 'email' : 'sms',
      purpose: 'sign_in',
      codeHash: hashOtp(config.jwtSecret, phone, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.otpTtlSeconds * 1000),
    });
  });
  const minutes = Math.round(config.otpTtlSeconds / 60);
  const text = `${code} is your garage sign-in code. It expires in ${minutes} minutes. Do not share it.`;
  if (emailTo) {
    await services.sender.send({ channel: 'email', to: emailTo, subject: 'Your sign-in code', text });
  } else {
    await services.sender.send({ channel: 'sms', to: phone, text });
  }
  return { message: 'auth.otpSent', resend_after_seconds: config.otpResendSeconds };
}
