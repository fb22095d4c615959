import { refreshTokens } from './http.ts';
import { expiresWithin } from './jwt.ts';
import { session } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

/** Spec 9: refresh at start when the access token expires within an hour. */
export const STARTUP_REFRESH_WITHIN_MS = 3_600_000;
/** Between start-ups the token is renewed shortly before it runs out, so calls rarely meet a 401. */
const RENEW_BEFORE_MS = 120_000;
const CHECK_EVERY_MS = 60_000;

function renewIfNeeded(withinMs: number): Promise<boolean> | undefined {
  const token = session.get().auth?.access_token;
  if (!token || !expiresWithin(token, withinMs)) return undefined;
  return refreshTokens();
}

/** Refreshes at start if due; resolves when done (failures are swallowed). */
export async function refreshAtStartup(): Promise<void> {
  await renewIfNeeded(STARTUP_REFRESH_WITHIN_MS);
}

/**
 * Keeps the session alive while the app is open: a periodic check while the tab is visible, a check on
 * tab return, and a reload of the session when another tab changes it.
 */
export function keepTokensFresh(): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void renewIfNeeded(RENEW_BEFORE_MS);
  }, CHECK_EVERY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void renewIfNeeded(RENEW_BEFORE_MS);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.auth || event.key === STORAGE_KEYS.garageId) session.reload();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
  };
}
