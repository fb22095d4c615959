import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { accountRoutes } from '../features/accounts/routes.tsx';
import type { ItemsTab } from '../features/catalogue/garage-items-page.tsx';
import { creditNoteRoutes } from '../features/credit-notes/routes.tsx';
import { csvImportRoutes } from '../features/csv-import/routes.tsx';
import { dueRoutes } from '../features/dues/routes.tsx';
import { insurancePartnerRoutes } from '../features/insurance-partners/routes.tsx';
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
import { isTrialOver } from '../features/subscription/trial.ts';
import { transferRoutes } from '../features/transfers/routes.tsx';
import type { VehicleListSearch } from '../features/vehicles/vehicle-list-page.tsx';
import { vendorRoutes } from '../features/vendors/routes.tsx';
import type { VehicleSearchBy } from '../lib/api/masters.ts';
import { garagesQuery } from '../lib/api/session-data.ts';
import { isFeatureSlug } from '../lib/feature-registry.ts';
import { withCatalogue } from '../lib/i18n.ts';
import { VEHICLE_SEARCH_BY } from '../lib/masters/vehicle-search-by.ts';
import { session, useSession } from '../lib/session.ts';
import { ROUTE_FORMS, routeFormTarget } from './route-forms.ts';
import {
  dashboardRoute,
  guard,
  indexRoute,
  introRoute,
  noInternetRoute,
  rootRoute,
  signInRoute,
  tabsIndexRoute,
  tabsRoute,
} from './start-router.tsx';
import { LoadErrorPage, NotFoundPage } from './status-pages.tsx';

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

/** Open to everyone, signed in or not (linked from the cookie banner). */
const cookiePolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cookie-policy',
  component: lazyRouteComponent(
    () => withCatalogue('cookiePolicy', import('../features/session/cookie-policy-page.tsx')),
    'CookiePolicyPage',
  ),
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
  component: lazyRouteComponent(
    () => withCatalogue('subscriptionPages', import('../features/subscription/pricing-page.tsx')),
    'PricingPage',
  ),
});

/** A head-office report or BI dashboard of the access profile (spec 2.3; "tableau" in the route list). */
const reportRoute = createRoute({
  getParentRoute: () => tabsRoute,
  path: '/tableau',
  validateSearch: (search: Record<string, unknown>): { report: string } => ({ report: text(search.report) }),
  component: lazyWith(
    () => withCatalogue('subscriptionPages', import('../features/subscription/report-page.tsx')),
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
