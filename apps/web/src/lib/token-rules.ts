/**
 * When the access token is refreshed outside of a call (spec 7 "Auth and session", 4 "Other", 9).
 * Calls themselves refresh an expired token in the HTTP client; these are the timed checks around them.
 */

/** Refresh at start, and at each hourly check, when the access token expires within an hour. */
export const REFRESH_WITHIN_MS = 3_600_000;
/** The token is checked every hour while the app is open. */
export const TOKEN_CHECK_EVERY_MS = 3_600_000;

export type RefreshTrigger = 'startup' | 'hourly' | 'tab-return';

/** Pages where no refresh happens: the user is signing in or has just signed in there. */
const EXCLUDED_PAGES = ['/global-signin', '/intro', '/global-garage-register', '/choose-garage'];

export function isRefreshExcludedPage(pathname: string): boolean {
  return EXCLUDED_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export interface RefreshInput {
  trigger: RefreshTrigger;
  /** Expiry of the access token in ms since the epoch; null when there is no readable token. */
  expiresAt: number | null;
  /** There is a stored session (a refresh token to present). */
  signedIn: boolean;
  pathname: string;
  now: number;
}

/**
 * - startup and hourly: when the token expires within an hour;
 * - tab return: only when it has already expired;
 * - never without a session, and never on the sign-in, garage-register and choose-garage pages.
 * An unreadable token counts as expired.
 */
export function shouldRefresh({ trigger, expiresAt, signedIn, pathname, now }: RefreshInput): boolean {
  if (!signedIn || isRefreshExcludedPage(pathname)) return false;
  if (expiresAt === null) return true;
  const left = expiresAt - now;
  if (trigger === 'tab-return') return left <= 0;
  return left <= REFRESH_WITHIN_MS;
}
