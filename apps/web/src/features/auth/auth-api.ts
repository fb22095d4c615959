import { languageFromCode } from '@garage/domain';
import type { QueryClient } from '@tanstack/react-query';
import { saveLanguage } from '../../lib/api/auth.ts';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { userInfoQuery } from '../../lib/api/session-data.ts';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { forgetLanguageChoice, languageChosenBeforeSignIn } from '../../lib/use-language-switch.ts';

export type OtpSent = RouteAnswer<typeof routes.sendOtp>;
type AuthInfo = RouteAnswer<typeof routes.validateOtp>;

export function sendOtp(countryPhoneCode: string, mobileNumber: string) {
  return call(routes.sendOtp, {
    body: { mobile_number: mobileNumber, country_phone_code: countryPhoneCode },
    auth: false,
    raw: true,
  });
}

export function sendEmailOtp(countryPhoneCode: string, mobileNumber: string, email: string) {
  return call(routes.sendEmailOtp, {
    auth: false,
    raw: true,
    query: { mobile_number: mobileNumber, email, country_code: countryPhoneCode },
  });
}

export function validateOtp(countryPhoneCode: string, mobileNumber: string, otp: string) {
  return call(routes.validateOtp, {
    params: { mobile: mobileNumber },
    auth: false,
    query: { OTP: otp, country_phone_code: countryPhoneCode },
  });
}

/**
 * Stores the session and settles the language: a choice made on the sign-in page, or the language a new
 * person signed up in (the browser's, e.g. Spanish in Mexico), is saved to the user; otherwise the user's
 * saved language applies. Garage selection is left to the root route.
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
    if (languageChosenBeforeSignIn() || auth.created) {
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
