import { createHmac, randomInt } from 'node:crypto';
import { e164 } from '@garage/domain';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { otpCode } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export interface SendOtpInput {
  countryPhoneCode: string;
  mobileNumber: string;
  ip: string;
  /** When set, the code goes to this e-mail address instead of the phone. */
  email?: string;
}

/**
 * Sends a fresh 6-digit code for a mobile number. Earlier unused codes of the number stop working.
 * The answer never says whether the number belongs to a user.
 */
export async function sendOtp(
  services: Services,
  input: SendOtpInput,
): Promise<{ message: string; resend_after_seconds: number }> {
  const { config, db, clock } = services;
  const phone = e164(input.countryPhoneCode, input.mobileNumber);
  const now = clock.now();
  const windowStart = new Date(now.getTime() - config.otpWindowSeconds * 1000);

  const [perIp] = await db
    .select({ n: count() })
    .from(otpCode)
    .where(and(eq(otpCode.ip, input.ip), gt(otpCode.createdAt, windowStart)));
  if ((perIp?.n ?? 0) >= config.otpSendsPerIp) throw new AppError('RATE_LIMITED', 'auth.ipLimit');
  const [perNumber] = await db
    .select({ n: count() })
    .from(otpCode)
    .where(and(eq(otpCode.phone, phone), gt(otpCode.createdAt, windowStart)));
  if ((perNumber?.n ?? 0) >= config.otpSendsPerNumber) throw new AppError('RATE_LIMITED', 'auth.otpSendLimit');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(otpCode)
      .set({ consumedAt: now })
      .where(and(eq(otpCode.phone, phone), isNull(otpCode.consumedAt)));
    await tx.insert(otpCode).values({
      phone,
      channel: input.email ? 'email' : 'sms',
      codeHash: hashOtp(config.jwtSecret, phone, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.otpTtlSeconds * 1000),
    });
  });
  const minutes = Math.round(config.otpTtlSeconds / 60);
  const text = `${code} is your garage sign-in code. It expires in ${minutes} minutes. Do not share it.`;
  if (input.email) {
    await services.sender.send({ channel: 'email', to: input.email, subject: 'Your sign-in code', text });
  } else {
    await services.sender.send({ channel: 'sms', to: phone, text });
  }
  return { message: 'auth.otpSent', resend_after_seconds: config.otpResendSeconds };
}
