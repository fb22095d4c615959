import { languageFromCode } from '@garage/domain';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { saveLanguage } from '../../lib/api/language.ts';
import { routes } from '../../lib/api/routes.ts';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { forgetLanguageChoice, languageChosenBeforeSignIn } from '../../lib/use-language-switch.ts';

export type OtpSent = RouteAnswer<typeof routes.sendOtp>;
export type AuthInfo = RouteAnswer<typeof routes.validateOtp>;
type UserInfo = RouteAnswer<typeof routes.userInfo>;

/**
 * What the single-page app keeps across a sign-in: its query cache, emptied of the signed-out visit, and the
 * user info read into it. The stand-alone sign-in page has no cache (the app it opens next starts empty) and
 * reads the user info directly (decision 042).
 */
export interface SignInCache {
  clear(): void;
  readUserInfo(): Promise<UserInfo>;
}

const noCache: SignInCache = {
  clear: () => undefined,
  readUserInfo: () => call(routes.userInfo, { garageId: null }),
};

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
export async function completeSignIn(auth: AuthInfo, cache: SignInCache = noCache): Promise<void> {
  cache.clear();
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
      const info = await cache.readUserInfo();
      setLanguage(languageFromCode(info.language_code));
    }
  } catch {
    // Language is cosmetic here; the shell retries user info when it loads.
  }
}
