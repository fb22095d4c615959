import type { AuthInfo } from '@garage/contract';
import { languageFromCode } from '@garage/domain';
import type { QueryClient } from '@tanstack/react-query';
import { saveLanguage } from '../../lib/api/auth.ts';
import { userInfoQuery } from '../../lib/api/session-data.ts';
import { http } from '../../lib/http.ts';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { forgetLanguageChoice, languageChosenBeforeSignIn } from '../../lib/use-language-switch.ts';

export interface OtpSent {
  message: string;
  resend_after_seconds: number;
}

export function sendOtp(countryPhoneCode: string, mobileNumber: string): Promise<OtpSent> {
  return http.post<OtpSent>(
    '/api/auth/g/otp',
    { mobile_number: mobileNumber, country_phone_code: countryPhoneCode },
    { auth: false, raw: true },
  );
}

export function sendEmailOtp(countryPhoneCode: string, mobileNumber: string, email: string): Promise<OtpSent> {
  return http.get<OtpSent>('/api/auth/g/otp/email', {
    auth: false,
    raw: true,
    query: { mobile_number: mobileNumber, email, country_code: countryPhoneCode },
  });
}

export function validateOtp(countryPhoneCode: string, mobileNumber: string, otp: string): Promise<AuthInfo> {
  return http.post<AuthInfo>(`/api/auth/g/otp/${encodeURIComponent(mobileNumber)}/validate`, undefined, {
    auth: false,
    query: { OTP: otp, country_phone_code: countryPhoneCode },
  });
}

/**
 * Stores the session and settles the language: a choice made on the sign-in page is saved to the user,
 * otherwise the user's saved language applies. Garage selection is left to the root route.
 */
export async function completeSignIn(auth: AuthInfo, queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  session.signIn({
    access_token: auth.access_token,
    refresh_token: auth.refresh_token,
    user_id: auth.user_id,
    phone: auth.phone,
    created: auth.created,
  });
  try {
    if (languageChosenBeforeSignIn()) {
      await saveLanguage(currentLanguage(), { raw: true });
      forgetLanguageChoice();
    } else {
      const info = await queryClient.fetchQuery(userInfoQuery(null));
      setLanguage(languageFromCode(info.language_code));
    }
  } catch {
    // Language is cosmetic here; the shell retries user info when it loads.
  }
}
