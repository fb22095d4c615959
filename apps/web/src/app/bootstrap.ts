import type { UserInfo } from '@garage/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isTrialOver } from '../features/subscription/trial.ts';
import { endSession } from '../lib/api/auth.ts';
import { garagesQuery, sessionKeys } from '../lib/api/session-data.ts';
import { configureHttp, loadRolesMap } from '../lib/http.ts';
import { currentLanguage, loadStartLanguage } from '../lib/i18n.ts';
import { isPhoneLike } from '../lib/platform.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { keepTokensFresh, refreshAtStartup } from '../lib/token-keeper.ts';
import { whenLanguageSaved } from '../lib/use-language-switch.ts';
import { signInPathFor } from './guards.ts';
import { isSubscriptionExpired, reactionTo } from './http-error-handler.ts';
import type { createAppRouter } from './start-router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Connects the HTTP client to the central error handler, the router and the toasts. */
export function wireHttp(router: AppRouter, queryClient: QueryClient): void {
  const toSignIn = () => {
    endSession(queryClient);
    void router.navigate({ to: signInPathFor(isPhoneLike()), replace: true });
  };
  // A business call refused for an ended subscription: a TRIAL that is over shows the trial-expired screen.
  const showTrialExpired = () => {
    const { garageId } = session.get();
    const garage = queryClient.getQueryData(garagesQuery().queryKey)?.find((g) => g.garage_id === garageId);
    if (!garage || !isTrialOver(garage, new Date()) || router.state.location.pathname === '/subscription') return;
    void router.navigate({ to: '/subscription', replace: true });
  };
  configureHttp({
    language: currentLanguage,
    onRoleDenied: (text) => toast(text),
    onSessionLost: toSignIn,
    onError: (error) => {
      const reaction = reactionTo(error, currentLanguage());
      if (reaction.text) toast(reaction.text);
      if (reaction.signOut) toSignIn();
      if (isSubscriptionExpired(error)) showTrialExpired();
    },
  });
}

/** A language saved to the user (the language switches) updates the user info the app holds. */
export function wireLanguageSaves(queryClient: QueryClient): void {
  whenLanguageSaved((languageCode) =>
    queryClient.setQueriesData<UserInfo>({ queryKey: sessionKeys.userInfoAll }, (old) =>
      old ? { ...old, language_code: languageCode } : old,
    ),
  );
}

/**
 * Work done once before the first render: the roles map, if due a token refresh (spec 7, 9), and the
 * catalogue of the language when it is not the built-in English.
 */
export async function prepare(): Promise<void> {
  // The roles map only lets the browser refuse a call early; until it is there the server alone decides
  // (lib/http.ts), so the first page does not wait for it.
  void loadRolesMap();
  await Promise.all([refreshAtStartup(), loadStartLanguage().catch(() => undefined)]);
  keepTokensFresh();
  // Connectivity notices (spec 4 "Other", 8): app/connectivity-notice.tsx.
}

/** An app started without a connection shows the no-internet screen, which returns to the address asked for. */
export function startOfflineAware(router: AppRouter): void {
  // The router's own location: the address after `#` in hash mode.
  const { pathname, search, hash } = router.history.location;
  if (navigator.onLine || pathname.startsWith('/no-internet-screen')) return;
  void router.navigate({ to: '/no-internet-screen', search: { redirect: pathname + search + hash }, replace: true });
}

/** The service worker asks the running window to open a notification's address (spec 2.2). */
export function followServiceWorker(router: AppRouter): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== 'navigate' || typeof data.url !== 'string') return;
    const url = new URL(data.url, window.location.origin);
    if (url.origin === window.location.origin) router.history.push(url.pathname + url.search + url.hash);
  });
}
