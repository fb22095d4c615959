import { refreshTokens } from './http.ts';
import { tokenExpiresAt } from './jwt.ts';
import { session } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';
import { type RefreshTrigger, shouldRefresh, TOKEN_CHECK_EVERY_MS } from './token-rules.ts';

/** Refreshes the tokens when the rule of the trigger says so; failures are swallowed (spec 7). */
export async function checkTokens(trigger: RefreshTrigger, now = Date.now()): Promise<void> {
  const auth = session.get().auth;
  const due = shouldRefresh({
    trigger,
    expiresAt: auth ? tokenExpiresAt(auth.access_token) : null,
    signedIn: auth !== null,
    pathname: globalThis.location?.pathname ?? '/',
    now,
  });
  if (due) await refreshTokens().catch(() => false);
}

/** Refreshes at start if due; resolves when done. */
export function refreshAtStartup(): Promise<void> {
  return checkTokens('startup');
}

/**
 * Keeps the session alive while the app is open (spec 4 "Other"): an hourly check, a check on tab return
 * (refresh if expired), and a reload of the session when another tab changes it. Calls made in between
 * refresh an expired token themselves (HTTP client).
 */
export function keepTokensFresh(): () => void {
  const timer = setInterval(() => void checkTokens('hourly'), TOKEN_CHECK_EVERY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkTokens('tab-return');
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
