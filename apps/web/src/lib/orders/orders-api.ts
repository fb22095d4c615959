import { queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer } from '../api/call.ts';
import { routes } from '../api/routes.ts';

/**
 * What the order editor and the order lists both need from the API: the query keys of orders and
 * quotations (every save and move invalidates them), one document, the related documents of a customer or
 * a vehicle, and the open orders of a vehicle.
 */

export type Order = RouteAnswer<typeof routes.getOrderData>;
export type OrderSummary = RouteAnswer<typeof routes.searchOrders>['content'][number];
export type OrderSummaryPage = RouteAnswer<typeof routes.searchOrders>;

export const LIST_PAGE_SIZE = 20;

/** The query of an order search or list page, as the address and the lists build it. */
export type OrderListQuery = Record<string, string | number>;
/** The same query as the search route takes it on the wire. */
export type SearchQuery = NonNullable<CallInput<typeof routes.searchOrders>['query']>;

/** Keys of orders: every key starts with ['orders'] (the editor and the moves refresh them all). */
export const orderKeys = {
  all: ['orders'] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  tab: (tab: string, page: number) => [...orderKeys.all, 'tab', tab, page] as const,
  search: (query: OrderListQuery) => [...orderKeys.all, 'search', query] as const,
  related: (query: OrderListQuery) => [...orderKeys.all, 'related', query] as const,
  /** Open orders of a vehicle (the existing job card check). */
  active: (vehicleId: number) => [...orderKeys.all, 'active', vehicleId] as const,
  /** The activity log of an order or a quotation (one path for both). */
  activity: (id: number) => [...orderKeys.all, 'activity', id] as const,
};

/** Keys of quotations: every key starts with ['quotes']. */
export const quoteKeys = {
  all: ['quotes'] as const,
  one: (id: number) => [...quoteKeys.all, 'one', id] as const,
  list: (status: string, q: string, page: number) => [...quoteKeys.all, 'list', status, q, page] as const,
  related: (query: OrderListQuery) => [...quoteKeys.all, 'related', query] as const,
  counts: () => [...quoteKeys.all, 'counts'] as const,
};

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    // The page says "not found" itself.
    queryFn: ({ signal }) => call(routes.getOrderData, { query: { order_id: id }, signal, quiet: [404] }),
  });

export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: quoteKeys.one(id),
    queryFn: ({ signal }) => call(routes.getQuote, { params: { id }, signal, quiet: [404] }),
  });

/** The newest orders or quotations of a customer or a vehicle (their pages), under the list's own key. */
export const relatedDocumentsQuery = (document: 'ORDER' | 'QUOTE', query: OrderListQuery) =>
  queryOptions({
    queryKey: document === 'QUOTE' ? quoteKeys.related(query) : orderKeys.related(query),
    queryFn: ({ signal }) =>
      call(document === 'QUOTE' ? routes.searchQuotes : routes.searchOrders, { query: query as SearchQuery, signal }),
  });

/** Open orders of a vehicle: the existing job card check before a new order (raw: the caller reacts). */
export const activeOrdersOfVehicle = (vehicleId: number) =>
  call(routes.activeOrdersByVehicle, { params: { id: vehicleId }, raw: true });

export const activeOrdersQuery = (vehicleId: number) =>
  queryOptions({ queryKey: orderKeys.active(vehicleId), queryFn: () => activeOrdersOfVehicle(vehicleId) });
