export type GuardKind = 'public-only' | 'signed-in' | 'garage';
export type SignInPath = '/global-signin' | '/intro';

export interface GuardState {
  signedIn: boolean;
  hasGarage: boolean;
  /** Small touch screen or installed app: the intro page is the way in. */
  phoneLike: boolean;
}

export function signInPathFor(phoneLike: boolean): SignInPath {
  return phoneLike ? '/intro' : '/global-signin';
}

/**
 * Where a navigation must go instead, or null to let it through (spec 2.2, 2.8):
 * - sign-in and intro only without a session, otherwise the root;
 * - everything else needs a session; garage pages also need a selected garage (the root then decides
 *   between registration, the chooser and the last garage).
 */
export function guardRedirect(kind: GuardKind, state: GuardState): SignInPath | '/' | null {
  if (kind === 'public-only') return state.signedIn ? '/' : null;
  if (!state.signedIn) return signInPathFor(state.phoneLike);
  if (kind === 'garage' && !state.hasGarage) return '/';
  return null;
}

/** Pages a visitor without a session may see. */
export const PUBLIC_PATHS: readonly string[] = [
  '/global-signin',
  '/intro',
  '/cookie-policy',
  '/no-internet-screen',
  '/update-available',
  // The payer returns from the checkout without signing in (features/online-payments).
  '/payment-success',
  '/payment-cancelled',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}
