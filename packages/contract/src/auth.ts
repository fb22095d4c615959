import { checkMobile } from '@garage/domain';
import { z } from 'zod';
import { digits, email } from './common.ts';

const mobilePair = z.object({ mobile_number: digits, country_phone_code: digits }).superRefine((value, ctx) => {
  const check = checkMobile(value.country_phone_code, value.mobile_number);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.error ?? 'phone.numberInvalid', path: ['mobile_number'] });
});

export const OtpRequest = mobilePair;
export type OtpRequest = z.infer<typeof OtpRequest>;

export const OtpSentResponse = z.object({ message: z.string(), resend_after_seconds: z.number() });

export const OtpValidateParams = z.object({ mobile: digits });
export const OtpValidateQuery = z.object({
  OTP: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'field.invalid' }),
  country_phone_code: digits,
});

export const AuthInfo = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    user_id: z.number(),
    /** True when this sign-in created the user (sign-up); the user then registers a garage. */
    created: z.boolean(),
    phone: z.string(),
  })
  .meta({ id: 'AuthInfo' });
export type AuthInfo = z.infer<typeof AuthInfo>;

export const EmailOtpQuery = z.object({
  mobile_number: digits,
  email,
  country_code: digits,
  recaptcha: z.string().trim().max(4000).optional(),
});

/** The code that proves the signed-in user reads the e-mail address on their profile. */
export const EmailVerifyBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'field.invalid' }),
});
export type EmailVerifyBody = z.infer<typeof EmailVerifyBody>;

export const RefreshBody = z.object({ token: z.string().min(10).max(200) });
export const RefreshHeaders = z.object({ user: z.coerce.number().int().positive() });
export const RefreshResponse = z.object({ access_token: z.string(), token: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const LogoutQuery = z.object({
  token: z.string().min(10).max(200),
  userId: z.coerce.number().int().positive().optional(),
});

export const CurrentDate = z.object({ current_date_time: z.string() });

export { mobilePair as MobilePair };
