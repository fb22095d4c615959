import type {
  CancelReason,
  CancelReasonInput,
  Order,
  OrderActivityEntry as OrderActivityEntrySchema,
  OrderProgress,
  OrderSummary,
} from '@garage/contract';
import type { OrderTab, QuoteStatus } from '@garage/domain';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../lib/api/masters.ts';
import { http } from '../../lib/http.ts';

type Out<S extends { _zod: { output: unknown } }> = S['_zod']['output'];

export type { CancelReason, Order, OrderSummary };
export type OrderActivityEntry = Out<typeof OrderActivityEntrySchema>;
export type CancelReasonType = CancelReason['type'];

export const LIST_PAGE_SIZE = 20;

// ---- orders -----------------------------------------------------------------------------------------------

/** Counts per list tab (the tab badges). */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: ['orders', 'counts'] as const,
    queryFn: ({ signal }) => http.get<Record<string, number>>('/api/oms/order/count', { signal }),
    staleTime: 10_000,
  });

export const orderTabQuery = (tab: OrderTab, page: number) =>
  queryOptions({
    queryKey: ['orders', 'tab', tab, page] as const,
    queryFn: ({ signal }) =>
      http.get<Page<OrderSummary>>('/api/oms/order/search', {
        query: { tab, page_number: page, page_size: LIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const orderSearchQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['orders', 'search', query] as const,
    queryFn: ({ signal }) => http.get<Page<OrderSummary>>('/api/oms/order/search', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'one', id] as const,
    // The page says "not found" itself.
    queryFn: ({ signal }) => http.get<Order>('/api/oms/order/data', { query: { order_id: id }, signal, quiet: [404] }),
  });

/** The activity log of an order or a quotation (same path for both). */
export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'activity', id] as const,
    queryFn: ({ signal }) => http.get<OrderActivityEntry[]>(`/api/oms/order/${id}/activity`, { signal }),
  });

/** Raw: the page shows refusals (409: someone else moved it first) itself. */
export const progressOrder = (id: number, body: OrderProgress) =>
  http.put<Order>(`/api/oms/order/${id}/progress`, body, { raw: true });

// ---- quotations -------------------------------------------------------------------------------------------

export const quoteListQuery = (status: QuoteStatus, q: string, page: number) =>
  queryOptions({
    queryKey: ['quotes', 'list', status, q, page] as const,
    queryFn: ({ signal }) =>
      http.get<Page<OrderSummary>>('/api/oms/quotes/search', {
        query: { status, page_number: page, page_size: LIST_PAGE_SIZE, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The newest orders or quotations of a customer or a vehicle (their pages), under the list's own key. */
export const relatedDocumentsQuery = (document: 'ORDER' | 'QUOTE', query: Record<string, string | number>) =>
  queryOptions({
    queryKey: [document === 'QUOTE' ? 'quotes' : 'orders', 'related', query] as const,
    queryFn: ({ signal }) =>
      http.get<Page<OrderSummary>>(document === 'QUOTE' ? '/api/oms/quotes/search' : '/api/oms/order/search', {
        query,
        signal,
      }),
  });

export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: ['quotes', 'one', id] as const,
    queryFn: ({ signal }) => http.get<Order>(`/api/oms/quotes/${id}`, { signal, quiet: [404] }),
  });

export const moveQuote = (
  id: number,
  body: { status: 'APPROVED' | 'CANCELLED'; cancel_reason_id?: number | null; note?: string | null },
) => http.put<Order>(`/api/oms/quotes/${id}/status`, body, { raw: true });

/** Sent once per Idempotency-Key: a retry of an attempt whose answer was lost gets the same order back. */
export const convertQuote = (id: number, key: string) =>
  http.post<Order>(`/api/oms/quotes/${id}/convert`, undefined, { raw: true, headers: { 'Idempotency-Key': key } });

// ---- cancel reasons ---------------------------------------------------------------------------------------

export const cancelReasonsQuery = (type: CancelReasonType, includeInactive = false) =>
  queryOptions({
    queryKey: ['cancel-reasons', type, includeInactive] as const,
    queryFn: ({ signal }) =>
      http.get<CancelReason[]>('/api/oms/cancel_reason', {
        query: { type, ...(includeInactive ? { include_inactive: true } : {}) },
        signal,
      }),
    staleTime: 30_000,
  });

export const createCancelReason = (body: CancelReasonInput, key: string) =>
  http.post<CancelReason>('/api/oms/cancel_reason', body, { raw: true, headers: { 'Idempotency-Key': key } });

export const updateCancelReason = (id: number, body: CancelReasonInput) =>
  http.put<CancelReason>(`/api/oms/cancel_reason/${id}`, body, { raw: true });

/** After a move: the document, its log, every list and the tab counts. */
export function refreshAfterMove(queryClient: QueryClient, updated?: Order): void {
  if (updated) {
    const key = updated.document === 'QUOTE' ? quoteQuery(updated.order_id).queryKey : orderQuery(updated.order_id).queryKey;
    queryClient.setQueryData(key, updated);
  }
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: ['quotes'] });
}
