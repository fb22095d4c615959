import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { CancelReasonsPage } from './cancel-reasons-page.tsx';
import { OrderDeepLinkPage, OrderQueryDetailsPage } from './order-details-page.tsx';
import { CancelledOrdersPage, OrderListPage } from './order-list-page.tsx';
import {
  orderSearchParams,
  parseOrderListSearch,
  parseOrderQuery,
  parsePageSearch,
  parseQuoteListSearch,
} from './order-rules.ts';
import { OrderSearchPage } from './order-search-page.tsx';
import { QuoteDetailsPage } from './quote-details-page.tsx';
import { QuoteListPage } from './quote-list-page.tsx';

/** The order lists, order details, quotations and cancel reasons, under the /tabs route. */
export function orderListRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/orders',
      validateSearch: parseOrderListSearch,
      component: OrderListPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/cancelled-orders',
      validateSearch: parsePageSearch,
      component: CancelledOrdersPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-search',
      validateSearch: orderSearchParams,
      component: OrderSearchPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-details',
      validateSearch: parseOrderQuery,
      component: OrderQueryDetailsPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/order-details/$orderId/$random',
      component: OrderDeepLinkPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/quotation',
      validateSearch: parseQuoteListSearch,
      component: QuoteListPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/quotation-detail/$quoteId',
      component: QuoteDetailsPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/cancel-rejection',
      validateSearch: (search: Record<string, unknown>): { type?: 'QUOTE' } => (search.type === 'QUOTE' ? { type: 'QUOTE' } : {}),
      component: CancelReasonsPage,
    }),
  ] as const;
}
