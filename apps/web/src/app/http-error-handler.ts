import type { Language, MessageKey } from '@garage/domain';
import { message } from '../lib/messages.ts';

export interface HttpErrorLike {
  status: number;
  code: string;
  serverMessage: string | null;
  detail: string | null;
}

export interface ErrorReaction {
  /** Toast text, or null for nothing shown. */
  text: string | null;
  /** Clear the stored session and go to sign-in. */
  signOut: boolean;
}

/** Whether the server's text is `key`'s, in English or in the language the app asked it in. */
const says = (serverMessage: string | null, key: MessageKey, language: Language): boolean =>
  serverMessage !== null && (serverMessage === message(key, 'en') || serverMessage === message(key, language));

/**
 * The one mapping from a failed call to what the user sees (spec 8). Our decisions beyond the spec: a 403
 * FORBIDDEN is a permission problem, not an expired subscription; 429 and 409 show the server's (already
 * localised) message; an expired code is said so rather than asking to log in again.
 */
export function reactionTo(error: HttpErrorLike, language: Language): ErrorReaction {
  const say = (key: MessageKey): ErrorReaction => ({ text: message(key, language), signOut: false });
  const { status, code, serverMessage } = error;
  switch (status) {
    case 403:
      if (code === 'INACTIVE_USER' || says(serverMessage, 'auth.inactiveUser', language)) {
        return say('auth.inactiveToast');
      }
      if (code === 'FORBIDDEN') return say('perm.accessDenied');
      return say('http.subscriptionExpired');
    case 401:
      if (code === 'OTP_NOT_MATCHED' || says(serverMessage, 'auth.otpNotMatched', language)) {
        return say('auth.otpInvalidToast');
      }
      // The refresh logic owns these; when it gives up it signs out quietly.
      if (code === 'TOKEN_EXPIRED' || code === 'TOKEN_NOT_FOUND') return { text: null, signOut: false };
      if (code === 'OTP_EXPIRED') return say('auth.otpExpired');
      return { text: message('auth.pleaseLogin', language), signOut: true };
    case 404:
    case 500:
      return say('http.somethingWrong');
    case 400:
      return { text: serverMessage ?? error.detail ?? message('http.generic400', language), signOut: false };
    case 503:
      // The server is up but its database is not reachable for the moment (decision 026): try again shortly.
      return say('http.databaseUnavailable');
    case 409:
    case 429:
      return { text: serverMessage ?? error.detail ?? message('http.generic400', language), signOut: false };
    default:
      return say('http.network');
  }
}

/** The server refused a business call because the garage's subscription has ended (spec 8, decision 017). */
export function isSubscriptionExpired(error: HttpErrorLike): boolean {
  return error.status === 403 && error.code === 'SUBSCRIPTION_EXPIRED';
}
