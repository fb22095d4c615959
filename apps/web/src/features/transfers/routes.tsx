import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';
import { stockSearch, transferFormSearch, transferListSearch } from './transfer-search.ts';

const lazy = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazyRouteComponent(() => withCatalogue('transfers', load()), name);

/**
 * Inter-branch transfers and the head-office stock screens (decision 058) under /tabs, on the spec's route
 * names: inter-branch-stock-transfer (the lists), create-inter-branch-transfer-request,
 * create-inter-branch-delivery-request, order-details-ibt, show-garageparts-delivery, view-branch-stocks,
 * and the Head Office Management entries ho-stock-information and ho-purchase-order.
 */
export function transferRoutes<TParent extends AnyRoute>(parent: TParent) {
  const requestForm = createRoute({
    getParentRoute: () => parent,
    path: '/create-inter-branch-transfer-request',
    validateSearch: transferFormSearch,
    component: lazyRouteComponent(
      () =>
        withCatalogue(
          'transfers',
          import('./transfer-form-page.tsx').then((m) => ({
            default: () => <m.TransferFormPage mode="request" search={requestForm.useSearch()} />,
          })),
        ),
      'default',
    ),
  });
  const deliveryForm = createRoute({
    getParentRoute: () => parent,
    path: '/create-inter-branch-delivery-request',
    validateSearch: transferFormSearch,
    component: lazyRouteComponent(
      () =>
        withCatalogue(
          'transfers',
          import('./transfer-form-page.tsx').then((m) => ({
            default: () => <m.TransferFormPage mode="delivery" search={deliveryForm.useSearch()} />,
          })),
        ),
      'default',
    ),
  });
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/inter-branch-stock-transfer',
      validateSearch: transferListSearch,
      component: lazy(() => import('./transfers-page.tsx'), 'TransfersPage'),
    }),
    requestForm,
    deliveryForm,
    createRoute({
      getParentRoute: () => parent,
      path: '/order-details-ibt/$requestId',
      component: lazy(() => import('./request-page.tsx'), 'RequestPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/show-garageparts-delivery/$deliveryId',
      component: lazy(() => import('./delivery-page.tsx'), 'DeliveryPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/view-branch-stocks',
      validateSearch: stockSearch,
      component: lazy(() => import('./branch-stocks-page.tsx'), 'BranchStocksPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/ho-stock-information',
      component: lazy(() => import('./ho-stock-page.tsx'), 'HoStockPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/ho-purchase-order',
      // The purchasing strings too: the outlets' purchase orders are listed here.
      component: lazy(() => withCatalogue('purchasing', import('./ho-outlets-page.tsx')), 'HoOutletsPage'),
    }),
  ] as const;
}
