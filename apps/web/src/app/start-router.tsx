import { INVENTORY_READ } from '@garage/contract/meta';
import { hasAnyRole, parseRoles } from '@garage/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
  redirect,
  rootRouteId,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { summaryQuery } from '../features/inventory/stock-summary-query.ts';
import { appConfigQuery } from '../features/session/app-config.ts';
import { NoInternetPage } from '../features/session/no-internet-page.tsx';
import { SessionCare } from '../features/session/session-care.tsx';
import { accessProfileQuery, subscriptionDetailsQuery } from '../features/subscription/api.ts';
import { isTrialOver } from '../features/subscription/trial.ts';
import { garagesQuery, invitationsQuery, propertiesQuery, roleListOf, userInfoQuery } from '../lib/api/session-data.ts';
import { chooseGarage } from '../lib/garage-choice.ts';
import { loadRouteTableTexts, withCatalogue } from '../lib/i18n.ts';
import { loadOnce } from '../lib/load-once.ts';
import { type AppNavigation, NavigationProvider } from '../lib/navigation.tsx';
import { nextTask } from '../lib/next-task.ts';
import { onlinePaymentCheckQuery } from '../lib/online-payments/online-payment-check.ts';
import { isPhoneLike } from '../lib/platform.ts';
import { session, useSession } from '../lib/session.ts';
import { DESKTOP_QUERY } from '../lib/ui/responsive.ts';
import { type GuardKind, guardRedirect, isPublicPath } from './guards.ts';
import { routerMode } from './route-forms.ts';
import { loadDesktopParts } from './shell/desktop-parts.ts';
import { LoadErrorPage, NotFoundPage, PendingPage } from './status-pages.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export function guard(kind: GuardKind): void {
  const { auth, garageId } = session.get();
  const to = guardRedirect(kind, { signedIn: auth !== null, hasGarage: garageId !== null, phoneLike: isPhoneLike() });
  if (to) throw redirect({ to, replace: true });
}

// ---- tree -------------------------------------------------------------------------------------------------

/** Sends the user back to sign-in when the session ends elsewhere (another tab, a failed refresh). */
function RootLayout() {
  const router = useRouter();
  const { auth } = useSession();
  // Matches, not the location: during a navigation the old screens are still rendered under the new address.
  const onlyPublic = useRouterState({
    select: (s) => s.matches.every((m) => m.routeId === rootRouteId || isPublicPath(m.routeId)),
  });
  useEffect(() => {
    if (!auth) void router.invalidate();
  }, [auth, router]);
  // Screens shared with the stand-alone sign-in page open addresses through the router here (lib/navigation.tsx).
  const navigation = useMemo<AppNavigation>(
    () => ({
      go: (to, options) => (options?.replace ? router.history.replace(to) : router.history.push(to)),
      href: (to) => router.history.createHref(to),
    }),
    [router],
  );
  // Signed-in screens unmount at once, so nothing refetches with a session that is gone.
  return (
    <NavigationProvider value={navigation}>
      {!auth && !onlyPublic ? null : <Outlet />}
      <SessionCare />
      <UpdatePrompt />
    </NavigationProvider>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // An address outside the first page's routes waits for the whole route table (see `loadRouteTable`), then is
  // opened again on it.
  beforeLoad: async ({ location }) => {
    if (!routeTableMissing || isStartPath(location.pathname)) return;
    await installRouteTable();
    throw redirect({ href: location.href, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** The empty path decides: sign-in, the dashboard, the chooser or registration (spec 2.2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    guard('signed-in');
    const { auth, garageId } = session.get();
    if (garageId !== null) throw redirect({ to: '/tabs/dashboard', replace: true });
    const [garages, invitations] = await Promise.all([
      context.queryClient.fetchQuery(garagesQuery()),
      // Invitations only add a stop at the chooser; failing to read them must not block the way in.
      context.queryClient.fetchQuery(invitationsQuery()).catch(() => []),
    ]);
    const choice = chooseGarage(garages, auth ? session.lastGarageOf(auth.user_id) : null, invitations.length);
    if (choice.kind === 'register') throw redirect({ to: '/select-country', replace: true });
    if (choice.kind === 'choose') throw redirect({ to: '/choose-garage', replace: true });
    session.selectGarage(choice.garage.garage_id, parseRoles(choice.garage.roles));
    throw redirect({ to: '/tabs/dashboard', replace: true });
  },
  errorComponent: ({ reset }) => <LoadErrorPage reset={reset} />,
});

const loadSignIn = () => import('../features/auth/sign-in-route.tsx');
const loadIntro = () => import('../features/auth/intro-page.tsx');

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global-signin',
  beforeLoad: () => guard('public-only'),
  component: lazyRouteComponent(() => loadSignIn(), 'SignInRoutePage'),
});

export const introRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/intro',
  beforeLoad: () => guard('public-only'),
  component: lazyRouteComponent(() => loadIntro(), 'IntroPage'),
});

/** Shown when the app starts without a connection; Retry returns to `redirect`. */
export const noInternetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/no-internet-screen',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect.slice(0, 500) } : {},
  // Not lazy: it must show without a connection (and the status pages load it anyway).
  component: function NoInternetRoute() {
    const { redirect } = noInternetRoute.useSearch();
    return <NoInternetPage redirect={redirect} />;
  },
});

const loadShell = () => withCatalogue('shell', import('./shell/shell-layout.tsx'));
const loadDashboard = () => import('./dashboard-screen.tsx');
/** The dashboard's address, or /tabs, which leads to it. */
const isDashboardPath = (pathname: string) => /^\/tabs\/?(dashboard\/?)?$/.test(pathname);

/**
 * Starts loading the chunks of the first page while the session is prepared, instead of once the router renders
 * after it (decision 042): the sign-in page and the intro for whoever is signed out, the shell and the dashboard's
 * screen under /tabs for whoever is signed in. The same modules the routes load, so nothing is fetched twice.
 */
export function preloadStartPage(pathname: string): void {
  const { auth, garageId } = session.get();
  if (auth === null) {
    if (/^\/global-signin\/?$/.test(pathname)) void loadSignIn().catch(() => undefined);
    else if (/^\/intro\/?$/.test(pathname)) void loadIntro().catch(() => undefined);
    return;
  }
  if (garageId === null || !/^\/tabs(\/|$)/.test(pathname)) return;
  void loadShell().catch(() => undefined);
  if (window.matchMedia(DESKTOP_QUERY).matches) void loadDesktopParts().catch(() => undefined);
  if (isDashboardPath(pathname)) void loadDashboard().catch(() => undefined);
}

/**
 * Asks for the data of the first page under /tabs as soon as the session is prepared, before the router renders
 * (decision 042): what the /tabs route loads (garages, user info, the garage's properties), what the shell asks for
 * and, on the dashboard, what the dashboard asks for. All in one wave instead of one per layer that renders; the
 * routes' loaders and the components then find the calls in flight or done (TanStack Query runs one fetch per key),
 * so each is made once.
 */
export async function prefetchStartData(queryClient: QueryClient, pathname: string): Promise<void> {
  const { auth, garageId } = session.get();
  // Offline, the app shows the no-internet screen instead (bootstrap.ts startOfflineAware).
  if (auth === null || garageId === null || !navigator.onLine || !/^\/tabs(\/|$)/.test(pathname)) return;
  void queryClient.prefetchQuery(garagesQuery());
  void queryClient.prefetchQuery(userInfoQuery(garageId));
  void queryClient.prefetchQuery(propertiesQuery(garageId));
  // Starting a call costs a few milliseconds (four times that on a slow phone): the wave is started in three tasks
  // rather than one long one. The answers come no later: the next group starts before the first could arrive.
  await nextTask();
  void shellData(queryClient, garageId, auth.user_id);
  if (!isDashboardPath(pathname)) return;
  await nextTask();
  void dashboardData(queryClient, garageId);
}

/**
 * The shell's calls besides the /tabs route's data: the access profile, the online-payment check and the server's
 * config. Each falls back by itself when it fails (no profile, no online payment, no support phone), so a failure
 * does not hold the shell.
 */
function shellData(queryClient: QueryClient, garageId: number, userId: number): Promise<unknown> {
  return Promise.all(
    [
      queryClient.ensureQueryData(accessProfileQuery(garageId, userId)),
      queryClient.ensureQueryData(onlinePaymentCheckQuery(garageId)),
      queryClient.ensureQueryData(appConfigQuery()),
    ].map((call) => call.catch(() => undefined)),
  );
}

/**
 * The dashboard's calls: its subscription line and, for the inventory roles only (as the hint would), the stock
 * summary. A failure shows as the components show it (they ask again).
 */
function dashboardData(queryClient: QueryClient, garageId: number): Promise<unknown> {
  const stock = Promise.all([
    queryClient.ensureQueryData(garagesQuery()),
    queryClient.ensureQueryData(userInfoQuery(garageId)),
  ]).then(([list, info]) => {
    const roles = parseRoles(
      roleListOf(
        info,
        list.find((g) => g.garage_id === garageId),
      ),
    );
    return hasAnyRole(roles, INVENTORY_READ) ? queryClient.ensureQueryData(summaryQuery()) : undefined;
  });
  return Promise.all(
    [queryClient.ensureQueryData(subscriptionDetailsQuery(garageId)), stock].map((call) => call.catch(() => undefined)),
  );
}

/** Everything under /tabs needs a garage; its data is loaded before the shell renders. */
export const tabsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tabs',
  beforeLoad: () => guard('garage'),
  loader: async ({ context }) => {
    const { garageId: selected, auth } = session.get();
    const garageId = selected ?? 0;
    const { queryClient } = context;
    // The shell's own calls too (decision 042): it then renders once, with its data, instead of again at once as
    // each answer arrives.
    const [garages] = await Promise.all([
      queryClient.ensureQueryData(garagesQuery()),
      queryClient.ensureQueryData(userInfoQuery(garageId)),
      queryClient.ensureQueryData(propertiesQuery(garageId)),
      shellData(queryClient, garageId, auth?.user_id ?? 0),
    ]);
    const current = garages.find((g) => g.garage_id === garageId);
    if (!current) {
      // The garage is no longer the user's (removed, or another user's leftover): choose again.
      session.selectGarage(null);
      throw redirect({ to: '/', replace: true });
    }
    // Spec 2.5: once the trial is over the shell gives way to the trial-expired screen.
    if (isTrialOver(current, new Date())) throw redirect({ to: '/subscription', replace: true });
  },
  component: lazyRouteComponent(loadShell, 'ShellLayout'),
  errorComponent: ({ reset }) => <LoadErrorPage reset={reset} />,
});

export const tabsIndexRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/tabs/dashboard', replace: true });
  },
});

export const dashboardRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/dashboard',
  loader: async ({ context }) => {
    await dashboardData(context.queryClient, session.get().garageId ?? 0);
  },
  component: lazyRouteComponent(loadDashboard, 'DashboardScreen'),
});

/** Browser addresses by default; `VITE_ROUTER_MODE=hash` at build time keeps them after `#` (README). */
export const ROUTER_MODE = routerMode(import.meta.env.VITE_ROUTER_MODE);

// ---- the route table in two parts ------------------------------------------------------------------------------
// The app has about 270 routes; their table (app/router.tsx, with the areas' routes.tsx) weighs about 12 KB gzipped
// and takes the longest part of the modules' evaluation. The page a signed-in user lands on needs a few of them: the
// app starts on those (below) and loads the rest when it is needed (decision 042): at the user's first input (a tap,
// a click, a key), at the first address outside them (the root's beforeLoad) or, when the app opens on such an
// address, before its first load (main.tsx).

/** The whole route table (app/router.tsx): the type every link and hook is checked against. */
type RouteTable = typeof import('./router.tsx').routeTree;

/** The addresses the first part serves: the empty path, sign-in, the no-internet screen and the dashboard. */
export const isStartPath = (pathname: string): boolean =>
  /^\/(global-signin|intro|no-internet-screen|tabs(\/dashboard)?)?\/?$/.test(pathname);

const startTable = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  introRoute,
  noInternetRoute,
  tabsRoute.addChildren([tabsIndexRoute, dashboardRoute]),
]);

let appRouter: ReturnType<typeof createAppRouter> | null = null;
/** True while the app's router runs on the first part only. */
let routeTableMissing = false;

/** Loads the rest of the route table, with the texts of the screens it leads to (once; again after a failure). */
export const loadRouteTable = loadOnce(() => Promise.all([import('./router.tsx'), loadRouteTableTexts()]).then(() => undefined));

/**
 * Loads the rest of the route table and gives it to the app's router. Its module adds the routes to the same root
 * route (addChildren), so the router only has to index its tree again.
 */
export async function installRouteTable(): Promise<void> {
  await loadRouteTable();
  if (!routeTableMissing || !appRouter) return;
  appRouter.setRoutes(appRouter.buildRouteTree());
  routeTableMissing = false;
}

/** Loads the rest of the route table at the user's first input, so a tap on a link rarely waits for it. */
export function installRouteTableOnInput(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const install = () => {
    for (const event of events) window.removeEventListener(event, install, true);
    void installRouteTable().catch(() => undefined);
  };
  for (const event of events) window.addEventListener(event, install, { capture: true, passive: true });
}

/**
 * The app's router, on the first part of the route table until the rest is installed. Created once, before the rest
 * is loaded (its module adds its routes to the same root). `history` is for tests; the app uses the browser's.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    // The whole table's type: the routes it does not hold yet are added before any address of theirs is loaded.
    routeTree: startTable as unknown as RouteTable,
    ...(history ? { history } : ROUTER_MODE === 'hash' ? { history: createHashHistory() } : {}),
    context: { queryClient },
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    defaultPreload: false,
    scrollRestoration: true,
  });
  appRouter = router;
  routeTableMissing = true;
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
