import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export interface PurchaseOrderFormSearch {
  /** A draft to edit. */
  id?: number;
  /** The vendor to start with (from its vendor-info page). */
  vendor?: number;
}

/**
 * Purchasing (spec routes show-purchase-order, create-purchase-order, purchase-order-approval,
 * cancelled-purchase-order, inventory-stock-in, stokin-list, purchase-price-history, vendor-due-amount;
 * decisions 053 and 054), under the /tabs route.
 */
export function purchasingRoutes<TParent extends AnyRoute>(parent: TParent) {
  const page = (load: () => Promise<Record<string, unknown>>, name: string) =>
    lazyRouteComponent(() => withCatalogue('purchasing', load()), name);
  const orders = () => import('./purchase-orders-page.tsx');
  const stockIns = () => import('./stock-in-pages.tsx');
  const returns = () => import('./vendor-return-pages.tsx');
  return [
    createRoute({ getParentRoute: () => parent, path: '/show-purchase-order', component: page(orders, 'PurchaseOrdersPage') }),
    createRoute({
      getParentRoute: () => parent,
      path: '/purchase-order-approval',
      component: page(orders, 'PurchaseApprovalPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/cancelled-purchase-order',
      component: page(orders, 'CancelledPurchaseOrdersPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/create-purchase-order',
      validateSearch: (search: Record<string, unknown>): PurchaseOrderFormSearch => {
        const id = positive(search.id);
        const vendor = positive(search.vendor);
        return { ...(id ? { id } : {}), ...(vendor ? { vendor } : {}) };
      },
      component: page(() => import('./purchase-order-form-page.tsx'), 'PurchaseOrderFormPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/purchase-order/$orderId',
      component: page(() => import('./purchase-order-page.tsx'), 'PurchaseOrderPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/inventory-stock-in',
      validateSearch: (search: Record<string, unknown>): { po?: number } => {
        const po = positive(search.po);
        return po ? { po } : {};
      },
      component: page(() => import('./stock-in-form-page.tsx'), 'StockInFormPage'),
    }),
    createRoute({ getParentRoute: () => parent, path: '/stokin-list', component: page(stockIns, 'StockInListPage') }),
    createRoute({ getParentRoute: () => parent, path: '/stock-in/$stockInId', component: page(stockIns, 'StockInPage') }),
    createRoute({
      getParentRoute: () => parent,
      path: '/purchase-price-history/$partId',
      component: page(stockIns, 'PriceHistoryPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/vendor-due-amount',
      component: lazyRouteComponent(
        () => withCatalogue('outsource', withCatalogue('purchasing', import('./vendor-dues-page.tsx'))),
        'VendorDuesPage',
      ),
    }),
    // Vendor returns, credit notes and refunds (decision 062).
    createRoute({
      getParentRoute: () => parent,
      path: '/vendor-part-return',
      validateSearch: (search: Record<string, unknown>): { vendor?: number } => {
        const vendor = positive(search.vendor);
        return vendor ? { vendor } : {};
      },
      component: page(returns, 'VendorReturnPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/vendor-credit-note/$creditNoteId',
      component: page(returns, 'VendorCreditNotePage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/vendor-refund-history',
      validateSearch: (search: Record<string, unknown>): { vendor?: number } => {
        const vendor = positive(search.vendor);
        return vendor ? { vendor } : {};
      },
      component: page(returns, 'VendorRefundHistoryPage'),
    }),
  ] as const;
}
