import type { QueryClient } from '@tanstack/react-query';
import { deregisterPush } from '../push-support.ts';
import { session } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { call } from './call.ts';
import { routes } from './routes.ts';
import { propertyKeys } from './session-data.ts';

/**
 * Storage kept by the logout reset (spec 4 "Logout": the view type and the new-garage flag). The UI
 * language is a setting of the device, not of the user, and stays too (decision 016); so do the sign-in
 * country code and each user's last garage, which make the next sign-in on this device quick (decision 035).
 */
export const KEPT_BY_LOGOUT: readonly string[] = [
  STORAGE_KEYS.viewType,
  STORAGE_KEYS.newGarage,
  STORAGE_KEYS.language,
  STORAGE_KEYS.lastGarage,
  STORAGE_KEYS.lastPhoneCode,
];

/** Empties a storage area except the kept keys. */
export function logoutReset(storage: Storage | undefined, keep: readonly string[] = KEPT_BY_LOGOUT): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (!keep.includes(key)) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing stored to clear.
  }
}

/**
 * Logout (spec 4): deregisters the push token, clears storage (logout reset), revokes the refresh token on
 * the server (auth/g/logout), clears the cached garage and group properties. The caller goes to sign-in.
 * Server failures are ignored: the device forgets the session regardless.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const auth = session.get().auth;
  await deregisterPush().catch(() => undefined);
  logoutReset(globalThis.localStorage);
  logoutReset(globalThis.sessionStorage, []);
  session.clear();
  if (auth) {
    await call(routes.logout, {
      auth: false,
      raw: true,
      query: { token: auth.refresh_token, userId: auth.user_id },
    }).catch(() => undefined);
  }
  queryClient.removeQueries({ queryKey: propertyKeys.all });
  endSession(queryClient);
}

/** Re-checks whether the user has a passcode (logout dialog's Cancel, spec 4); the screen lock reads it. */
export async function recheckPasscode(): Promise<boolean | null> {
  const auth = session.get().auth;
  if (!auth) return null;
  try {
    const answer = await call(routes.checkPasscode, { query: { user_id: auth.user_id }, raw: true });
    window.dispatchEvent(new CustomEvent(PASSCODE_CHECKED_EVENT, { detail: answer.has_passcode }));
    return answer.has_passcode;
  } catch {
    return null;
  }
}

/** Fired on window with `detail: boolean` (has a passcode) after `recheckPasscode`. */
export const PASSCODE_CHECKED_EVENT = 'garage:passcode-checked';

/** Clears stored data and cached answers; the caller navigates to sign-in. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  queryClient.clear();
}
