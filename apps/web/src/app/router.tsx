import { INVENTORY_READ } from '@garage/contract/meta';
import { hasAnyRole, parseRoles } from '@garage/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
  rootRouteId,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useEffect, useMemo } from 'react';
import { accountRoutes } from '../features/accounts/routes.tsx';
import type { ItemsTab } from '../features/catalogue/garage-items-page.tsx';
import { creditNoteRoutes } from '../features/credit-notes/routes.tsx';
import { csvImportRoutes } from '../features/csv-import/routes.tsx';
import { dueRoutes } from '../features/dues/routes.tsx';
import { insurancePartnerRoutes } from '../features/insurance-partners/routes.tsx';
import { summaryQuery } from '../features/inventory/inventory-api.ts';
import { inventoryRoutes } from '../features/inventory/routes.tsx';
import { invoiceRoutes } from '../features/invoices/routes.tsx';
import { onlinePaymentTabRoutes, paymentReturnRoutes } from '../features/online-payments/routes.tsx';
import { orderEditorRoutes } from '../features/order-editor/editor-routes.tsx';
import { orderListRoutes } from '../features/order-lists/routes.tsx';
import { outsourceRoutes } from '../features/outsource/routes.tsx';
import { panelRoutes } from '../features/panel/routes.tsx';
import { partsOnOrdersRoutes } from '../features/parts-on-orders/routes.tsx';
import { paymentMethodRoutes } from '../features/payment-methods/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { purchasingRoutes } from '../features/purchasing/routes.tsx';
import { appConfigQuery } from '../features/session/app-config.ts';
import { NoInternetPage } from '../features/session/no-internet-page.tsx';
import { SessionCare } from '../features/session/session-care.tsx';
import { accessProfileQuery, subscriptionDetailsQuery } from '../features/subscription/api.ts';
import { isTrialOver } from '../features/subscription/trial.ts';
import { transferRoutes } from '../features/transfers/routes.tsx';
import type { VehicleListSearch } from '../features/vehicles/vehicle-list-page.tsx';
import { vendorRoutes } from '../features/vendors/routes.tsx';
import type { VehicleSearchBy } from '../lib/api/masters.ts';
import { garagesQuery, invitationsQuery, propertiesQuery, roleListOf, userInfoQuery } from '../lib/api/session-data.ts';
import { isFeatureSlug } from '../lib/feature-registry.ts';
import { chooseGarage } from '../lib/garage-choice.ts';
import { withCatalogue } from '../lib/i18n.ts';
import { VEHICLE_SEARCH_BY } from '../lib/masters/vehicle-search-by.ts';
import { type AppNavigation, NavigationProvider } from '../lib/navigation.tsx';
import { nextTask } from '../lib/next-task.ts';
import { onlinePaymentCheckQuery } from '../lib/online-payments/online-payments-api.ts';
import { isPhoneLike } from '../lib/platform.ts';
import { session, useSession } from '../lib/session.ts';
import { DESKTOP_QUERY } from '../lib/ui/responsive.ts';
import { type GuardKind, guardRedirect, isPublicPath } from './guards.ts';
import { ROUTE_FORMS, routeFormTarget, routerMode } from './route-forms.ts';
import { loadDesktopParts } from './shell/desktop-parts.ts';
import { LoadErrorPage, NotFoundPage, PendingPage } from './status-pages.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

function guard(kind: GuardKind): void {
  const { auth, garageId } = session.get();
  const to = guardRedirect(kind, { signedIn: auth !== null, hasGarage: garageId !== null, phoneLike: isPhoneLike() });
  if (to) throw redirect({ to, replace: true });
}

// ---- search params ---------------------------------------------------------------------------------------

function optionalId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

function pageNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : 0;
}

/** Optional ids of a search, left out when absent so links stay short. */
function ids<K extends string>(search: Record<string, unknown>, ...keys: K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const id = optionalId(search[key]);
    if (id !== undefined) out[key] = id;
  }
  return out;
}

/** A list's search text and page; left out of the address when empty / the first page. */
type ListSearch = { q?: string; page?: number };
const listSearch = (search: Record<string, unknown>): ListSearch => {
  const q = text(search.q).trim();
  const page = pageNumber(search.page);
  return { ...(q ? { q } : {}), ...(page > 0 ? { page } : {}) };
};

const vehicleListSearch = (search: Record<string, unknown>): Partial<VehicleListSearch> => {
  const by = VEHICLE_SEARCH_BY.find((b) => b === search.by);
  return { ...(by && by !== 'reg_number' ? { by } : {}), ...listSearch(search) };
};

/** `outlet_of`: the garage (owned by the user) whose group a newly registered garage joins. */
type OutletSearch = { outlet_of?: number };
const outletSearch = (search: Record<string, unknown>): OutletSearch => {
  const outlet = optionalId(search.outlet_of);
  return outlet === undefined ? {} : { outlet_of: outlet };
};

// ---- lazily loaded screens -------------------------------------------------------------------------------
// Every screen is its own chunk, loaded when its route is first opened (the router waits for it while it
// loads the route, so no blank frame): the first page loads only what it shows (decision 029).

/** A screen of a lazily loaded module, wrapped by `wrap` (e.g. to hand it the route's search). */
function lazyWith<M extends Record<string, unknown>>(load: () => Promise<M>, wrap: (module: M) => ComponentType) {
  return lazyRouteComponent(() => load().then((module) => ({ default: wrap(module) })));
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

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** The empty path decides: sign-in, the dashboard, the chooser or registration (spec 2.2). */
const indexRoute = createRoute({
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

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global-signin',
  beforeLoad: () => guard('public-only'),
  component: lazyRouteComponent(() => loadSignIn(), 'SignInRoutePage'),
});

const introRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/intro',
  beforeLoad: () => guard('public-only'),
  component: lazyRouteComponent(() => loadIntro(), 'IntroPage'),
});

/** Open to everyone, signed in or not (linked from the cookie banner). */
const cookiePolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cookie-policy',
  component: lazyRouteComponent(() => import('../features/session/cookie-policy-page.tsx'), 'CookiePolicyPage'),
});

/** Shown when the app starts without a connection; Retry returns to `redirect`. */
const noInternetRoute = createRoute({
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

/** A new version of the app waits (spec 2.8 "update-available"); open to everyone, like the prompt. */
const updateAvailableRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/update-available',
  component: lazyRouteComponent(() => import('./update-available-page.tsx'), 'UpdateAvailablePage'),
});

/** The spec's `{referesh}` suffix routes and route names of screens found under another path (route-forms.ts). */
const routeFormRoutes = ROUTE_FORMS.flatMap((form) =>
  [`/${form.name}/$referesh`, ...(form.plain ? [`/${form.name}`] : [])].map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      beforeLoad: ({ location }) => {
        const target = routeFormTarget(location.pathname, location.searchStr);
        if (target === null) throw notFound();
        throw redirect({ href: target, replace: true });
      },
    }),
  ),
);

const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: () => guard('signed-in'),
  component: lazyRouteComponent(() => import('./onboarding-layout.tsx'), 'OnboardingLayout'),
});

const selectCountryRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/select-country',
  validateSearch: outletSearch,
  component: lazyWith(
    () => import('../features/registration/select-country-page.tsx'),
    ({ SelectCountryPage }) =>
      function SelectCountryRoute(): ReactNode {
        const { outlet_of } = selectCountryRoute.useSearch();
        return <SelectCountryPage outletOf={outlet_of} />;
      },
  ),
});

const selectTimezoneRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/select-timezone',
  validateSearch: (search: Record<string, unknown>): OutletSearch & { country: string } => ({
    country: text(search.country).toUpperCase(),
    ...outletSearch(search),
  }),
  component: lazyWith(
    () => import('../features/registration/select-timezone-page.tsx'),
    ({ SelectTimezonePage }) =>
      function SelectTimezoneRoute(): ReactNode {
        const { country, outlet_of } = selectTimezoneRoute.useSearch();
        return <SelectTimezonePage countryCode={country} outletOf={outlet_of} />;
      },
  ),
});

const garageRegisterRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/global-garage-register',
  validateSearch: (search: Record<string, unknown>): OutletSearch & { country: string; tz: string } => ({
    country: text(search.country).toUpperCase(),
    tz: text(search.tz),
    ...outletSearch(search),
  }),
  component: lazyWith(
    () => import('../features/registration/garage-register-page.tsx'),
    ({ GarageRegisterPage }) =>
      function GarageRegisterRoute(): ReactNode {
        const { country, tz, outlet_of } = garageRegisterRoute.useSearch();
        return <GarageRegisterPage countryCode={country} timeZone={tz} outletOf={outlet_of} />;
      },
  ),
});

const extraInformationRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/extra-information',
  beforeLoad: () => guard('garage'),
  component: lazyWith(
    () => import('../features/registration/extra-information-page.tsx'),
    ({ ExtraInformationStep }) =>
      function ExtraInformationRoute(): ReactNode {
        const { garageId } = useSession();
        return garageId === null ? null : <ExtraInformationStep garageId={garageId} />;
      },
  ),
});

const chooseGarageRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/choose-garage',
  component: lazyRouteComponent(() => import('../features/garages/choose-garage-page.tsx'), 'ChooseGaragePage'),
});

// The shell's strings (sidebar, right panel, screen lock…) load with it: not on the sign-in page (decision 042).
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
const tabsRoute = createRoute({
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

const tabsIndexRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/tabs/dashboard', replace: true });
  },
});

const dashboardRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/dashboard',
  loader: async ({ context }) => {
    await dashboardData(context.queryClient, session.get().garageId ?? 0);
  },
  component: lazyRouteComponent(loadDashboard, 'DashboardScreen'),
});

// ---- master data (customers, vehicles, catalogue) ------------------------------------------------------

const customerListRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/customer',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../features/customers/customer-list-page.tsx'), 'CustomerListPage'),
});

const createCustomerRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/create-customer',
  validateSearch: (search: Record<string, unknown>) => ids(search, 'customer_id'),
  component: lazyRouteComponent(() => import('../features/customers/customer-form-page.tsx'), 'CustomerFormPage'),
});

const customerDetailsRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/customer-details/$customerId',
  component: lazyRouteComponent(
    () => withCatalogue('dues', withCatalogue('invoices', import('../features/customers/customer-details-page.tsx'))),
    'CustomerDetailsPage',
  ),
});

const selectCustomerRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/select-customer',
  component: lazyRouteComponent(() => import('../features/customers/select-customer-page.tsx'), 'SelectCustomerPage'),
});

const addVehicleRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/add-vehicle',
  validateSearch: (search: Record<string, unknown>) => ids(search, 'customer_id', 'user_car_id'),
  component: lazyRouteComponent(() => import('../features/vehicles/vehicle-form-page.tsx'), 'VehicleFormPage'),
});

function withListDefaults(search: Partial<VehicleListSearch>): VehicleListSearch {
  return { by: search.by ?? ('reg_number' satisfies VehicleSearchBy), q: search.q ?? '', page: search.page ?? 0 };
}

const vehicleListRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/customer-vehicles',
  validateSearch: vehicleListSearch,
  component: lazyWith(
    () => import('../features/vehicles/vehicle-list-page.tsx'),
    ({ VehicleListPage }) =>
      function VehicleListRoute(): ReactNode {
        return <VehicleListPage path="/tabs/customer-vehicles" search={withListDefaults(vehicleListRoute.useSearch())} />;
      },
  ),
});

const searchVehicleRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/search-vehicle',
  validateSearch: vehicleListSearch,
  component: lazyWith(
    () => import('../features/vehicles/vehicle-list-page.tsx'),
    ({ VehicleListPage }) =>
      function SearchVehicleRoute(): ReactNode {
        return <VehicleListPage path="/tabs/search-vehicle" search={withListDefaults(searchVehicleRoute.useSearch())} />;
      },
  ),
});

const vehicleHistoryRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/vehicle-history/$userCarId',
  component: lazyRouteComponent(() => import('../features/vehicles/vehicle-history-page.tsx'), 'VehicleHistoryPage'),
});

const ITEM_TABS: readonly ItemsTab[] = ['services', 'parts', 'packages'];
const garageItemsRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/garage-items',
  validateSearch: (search: Record<string, unknown>): { tab?: ItemsTab } => {
    const tab = ITEM_TABS.find((x) => x === search.tab);
    return tab && tab !== 'services' ? { tab } : {};
  },
  component: lazyRouteComponent(() => import('../features/catalogue/garage-items-page.tsx'), 'GarageItemsPage'),
});

const servicePackageRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/create-service-package',
  validateSearch: (search: Record<string, unknown>) => ids(search, 'service_package_id'),
  component: lazyRouteComponent(() => import('../features/catalogue/package-form-page.tsx'), 'PackageFormPage'),
});

const taxCategoriesRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/tax-categories',
  component: lazyRouteComponent(() => import('../features/catalogue/tax-categories-page.tsx'), 'TaxCategoriesPage'),
});

// ---- subscription (issue 5) --------------------------------------------------------------------------------

/** The trial-expired screen: outside the shell, reachable only while the selected garage's trial is over. */
const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription',
  beforeLoad: () => guard('garage'),
  loader: async ({ context }) => {
    const garageId = session.get().garageId ?? 0;
    // Fresh: the provider may have extended the trial since the list was read.
    await context.queryClient.invalidateQueries({ queryKey: garagesQuery().queryKey });
    const garages = await context.queryClient.fetchQuery(garagesQuery());
    const current = garages.find((g) => g.garage_id === garageId);
    if (!current || !isTrialOver(current, new Date())) throw redirect({ to: '/tabs/dashboard', replace: true });
  },
  component: lazyRouteComponent(() => import('../features/subscription/subscription-page.tsx'), 'SubscriptionPage'),
  errorComponent: ({ reset }) => <LoadErrorPage reset={reset} />,
});

const pricingRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/pricing',
  component: lazyRouteComponent(() => import('../features/subscription/pricing-page.tsx'), 'PricingPage'),
});

/** A head-office report or BI dashboard of the access profile (spec 2.3; "tableau" in the route list). */
const reportRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/tableau',
  validateSearch: (search: Record<string, unknown>): { report: string } => ({ report: text(search.report) }),
  component: lazyWith(
    () => import('../features/subscription/report-page.tsx'),
    ({ ReportPage }) =>
      function ReportRoute(): ReactNode {
        const { report } = reportRoute.useSearch();
        return <ReportPage name={report} />;
      },
  ),
});

const featureRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/$feature',
  beforeLoad: ({ params }) => {
    if (!isFeatureSlug(params.feature)) throw notFound();
  },
  component: lazyWith(
    () => import('../features/coming-soon/coming-soon-page.tsx'),
    ({ ComingSoonPage }) =>
      function FeatureRoute(): ReactNode {
        const { feature } = featureRoute.useParams();
        return isFeatureSlug(feature) ? <ComingSoonPage slug={feature} /> : <NotFoundPage />;
      },
  ),
  notFoundComponent: NotFoundPage,
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  introRoute,
  cookiePolicyRoute,
  noInternetRoute,
  updateAvailableRoute,
  subscriptionRoute,
  ...routeFormRoutes,
  ...paymentReturnRoutes(rootRoute),
  onboardingRoute.addChildren([
    selectCountryRoute,
    selectTimezoneRoute,
    garageRegisterRoute,
    extraInformationRoute,
    chooseGarageRoute,
  ]),
  tabsRoute.addChildren([
    tabsIndexRoute,
    dashboardRoute,
    customerListRoute,
    createCustomerRoute,
    customerDetailsRoute,
    selectCustomerRoute,
    addVehicleRoute,
    vehicleListRoute,
    searchVehicleRoute,
    vehicleHistoryRoute,
    garageItemsRoute,
    servicePackageRoute,
    taxCategoriesRoute,
    ...orderListRoutes(tabsRoute),
    ...orderEditorRoutes(tabsRoute),
    ...invoiceRoutes(tabsRoute),
    ...dueRoutes(tabsRoute),
    ...partsOnOrdersRoutes(tabsRoute),
    ...insurancePartnerRoutes(tabsRoute),
    ...paymentMethodRoutes(tabsRoute),
    ...vendorRoutes(tabsRoute),
    ...purchasingRoutes(tabsRoute),
    ...outsourceRoutes(tabsRoute),
    ...csvImportRoutes(tabsRoute),
    ...creditNoteRoutes(tabsRoute),
    ...accountRoutes(tabsRoute),
    ...inventoryRoutes(tabsRoute),
    ...transferRoutes(tabsRoute),
    ...onlinePaymentTabRoutes(tabsRoute),
    pricingRoute,
    reportRoute,
    ...panelRoutes(tabsRoute),
    ...profileRoutes(tabsRoute),
    featureRoute,
  ]),
]);

/** Browser addresses by default; `VITE_ROUTER_MODE=hash` at build time keeps them after `#` (README). */
export const ROUTER_MODE = routerMode(import.meta.env.VITE_ROUTER_MODE);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    ...(ROUTER_MODE === 'hash' ? { history: createHashHistory() } : {}),
    context: { queryClient },
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    defaultPreload: false,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
