import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';
import {
  orderSearchParams,
  parseOrderListSearch,
  parseOrderQuery,
  parsePageSearch,
  parseQuoteListSearch,
} from './order-rules.ts';

/** The order lists, order details, quotations and cancel reasons, under the /tabs route. */
export function orderListRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/orders',
      validateSearch: parseOrderListSearch,
      component: lazyRouteComponent(() => import('./order-list-page.tsx'), 'OrderListPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/cancelled-orders',
      validateSearch: parsePageSearch,
      component: lazyRouteComponent(() => import('./order-list-page.tsx'), 'CancelledOrdersPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-search',
      validateSearch: orderSearchParams,
      component: lazyRouteComponent(() => import('./order-search-page.tsx'), 'OrderSearchPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-details',
      validateSearch: parseOrderQuery,
      component: lazyRouteComponent(
        () =>
          withCatalogue(
            'outsource',
            withCatalogue(
              'partsOnOrders',
              withCatalogue('orderEditor', withCatalogue('invoices', import('./order-details-page.tsx'))),
            ),
          ),
        'OrderQueryDetailsPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-details/$orderId/$random',
      component: lazyRouteComponent(
        () =>
          withCatalogue(
            'outsource',
            withCatalogue(
              'partsOnOrders',
              withCatalogue('orderEditor', withCatalogue('invoices', import('./order-details-page.tsx'))),
            ),
          ),
        'OrderDeepLinkPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/quotation',
      validateSearch: parseQuoteListSearch,
      component: lazyRouteComponent(() => import('./quote-list-page.tsx'), 'QuoteListPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/quotation-detail/$quoteId',
      component: lazyRouteComponent(() => withCatalogue('orderEditor', import('./quote-details-page.tsx')), 'QuoteDetailsPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/cancel-rejection',
      validateSearch: (search: Record<string, unknown>): { type?: 'QUOTE' } => (search.type === 'QUOTE' ? { type: 'QUOTE' } : {}),
      component: lazyRouteComponent(() => import('./cancel-reasons-page.tsx'), 'CancelReasonsPage'),
    }),
  ] as const;
}
