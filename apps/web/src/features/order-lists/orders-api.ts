import type { OrderTab, QuoteStatus } from '@garage/domain';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import {
  LIST_PAGE_SIZE,
  type Order,
  type OrderListQuery,
  orderKeys,
  orderQuery,
  quoteKeys,
  quoteQuery,
  type SearchQuery,
} from '../../lib/orders/orders-api.ts';

export type CancelReason = RouteAnswer<typeof routes.createCancelReason>;
export type CancelReasonType = CancelReason['type'];
export type OrderActivityEntry = RouteAnswer<typeof routes.orderActivity>[number];

/** Keys of cancel reasons (settings page and the cancel dialogs). */
export const cancelReasonKeys = {
  all: ['cancel-reasons'] as const,
  list: (type: CancelReasonType, includeInactive: boolean) => [...cancelReasonKeys.all, type, includeInactive] as const,
};

// ---- orders -----------------------------------------------------------------------------------------------

/** Counts per list tab (the tab badges). */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    queryFn: ({ signal }) => call(routes.countOrders, { signal }),
    staleTime: 10_000,
  });

/** Quotations per status (the quotation tab badges); under the quotes' keys, so every move refreshes it. */
export const quoteCountsQuery = () =>
  queryOptions({
    queryKey: quoteKeys.counts(),
    queryFn: ({ signal }) => call(routes.countQuotes, { signal }),
    staleTime: 10_000,
  });

export const orderTabQuery = (tab: OrderTab, page: number) =>
  queryOptions({
    queryKey: orderKeys.tab(tab, page),
    queryFn: ({ signal }) => call(routes.searchOrders, { query: { tab, page_number: page, page_size: LIST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const orderSearchQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.search(query),
    queryFn: ({ signal }) => call(routes.searchOrders, { query: query as SearchQuery, signal }),
    placeholderData: keepPreviousData,
  });

/** The activity log of an order or a quotation (same path for both). */
export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.activity(id),
    queryFn: ({ signal }) => call(routes.orderActivity, { params: { id }, signal }),
  });

/** Raw: the page shows refusals (409: someone else moved it first) itself. */
export const progressOrder = (id: number, body: RouteBody<typeof routes.progressOrder>) =>
  call(routes.progressOrder, { params: { id }, body, raw: true });

// ---- quotations -------------------------------------------------------------------------------------------

export const quoteListQuery = (status: QuoteStatus, q: string, page: number) =>
  queryOptions({
    queryKey: quoteKeys.list(status, q, page),
    queryFn: ({ signal }) =>
      call(routes.searchQuotes, {
        query: { status, page_number: page, page_size: LIST_PAGE_SIZE, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const moveQuote = (id: number, body: RouteBody<typeof routes.moveQuote>) =>
  call(routes.moveQuote, { params: { id }, body, raw: true });

/** Sent once per Idempotency-Key: a retry of an attempt whose answer was lost gets the same order back. */
export const convertQuote = (id: number, key: string) =>
  call(routes.convertQuote, { params: { id }, raw: true, idempotencyKey: key });

// ---- cancel reasons ---------------------------------------------------------------------------------------

export const cancelReasonsQuery = (type: CancelReasonType, includeInactive = false) =>
  queryOptions({
    queryKey: cancelReasonKeys.list(type, includeInactive),
    queryFn: ({ signal }) =>
      call(routes.listCancelReasons, { query: { type, ...(includeInactive ? { include_inactive: 'true' } : {}) }, signal }),
    staleTime: 30_000,
  });

export const createCancelReason = (body: RouteBody<typeof routes.createCancelReason>, key: string) =>
  call(routes.createCancelReason, { body, raw: true, idempotencyKey: key });

export const updateCancelReason = (id: number, body: RouteBody<typeof routes.updateCancelReason>) =>
  call(routes.updateCancelReason, { params: { id }, body, raw: true });

/** After a move: the document, its log, every list and the tab counts. */
export function refreshAfterMove(queryClient: QueryClient, updated?: Order): void {
  if (updated) {
    const key = updated.document === 'QUOTE' ? quoteQuery(updated.order_id).queryKey : orderQuery(updated.order_id).queryKey;
    queryClient.setQueryData(key, updated);
  }
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
}
