import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { orderKeys } from '../orders/orders-api.ts';

/** Parts on orders (decision 056): the Parts Approval queue, part requests, lost sales and part inquiry. */

export type PartApprovalLine = RouteAnswer<typeof routes.partApprovalQueue>[number];
export type LostSale = RouteAnswer<typeof routes.createLostSale>;
export type LostSaleBody = RouteBody<typeof routes.createLostSale>;
export type PartInquiry = RouteAnswer<typeof routes.partInquiry>;
export type ProcureSuggestion = RouteAnswer<typeof routes.procureSuggestion>;
export type ProcureBody = RouteBody<typeof routes.procurePartLines>;
export type ProcureResult = RouteAnswer<typeof routes.procurePartLines>;
export type LostSaleQuery = NonNullable<CallInput<typeof routes.listLostSales>['query']>;

export const partKeys = {
  all: ['parts-on-orders'] as const,
  queue: (view: 'QUEUE' | 'ISSUED') => [...partKeys.all, 'queue', view] as const,
  lostSales: (query: LostSaleQuery) => [...partKeys.all, 'lost-sales', query] as const,
  inquiry: (partId: number) => [...partKeys.all, 'inquiry', partId] as const,
  procure: (orderId: number, lineId: number) => [...partKeys.all, 'procure', orderId, lineId] as const,
};

/** What the Procure dialog starts with for one line (vendor and quantity short; decision 056 addendum). */
export const procureSuggestionQuery = (orderId: number, lineId: number) =>
  queryOptions({
    queryKey: partKeys.procure(orderId, lineId),
    queryFn: ({ signal }) => call(routes.procureSuggestion, { params: { id: orderId }, query: { line_id: lineId }, signal }),
    staleTime: 0,
  });

/** Procure: the lines become PROCURED and their parts go onto the vendor's draft purchase order; refusals raw. */
export const procurePartLines = (orderId: number, body: ProcureBody, key: string) =>
  call(routes.procurePartLines, { params: { id: orderId }, body, raw: true, idempotencyKey: key });

export const partApprovalQuery = (view: 'QUEUE' | 'ISSUED') =>
  queryOptions({
    queryKey: partKeys.queue(view),
    queryFn: ({ signal }) => call(routes.partApprovalQueue, { query: { view }, signal }),
  });

export const lostSalesQuery = (query: LostSaleQuery) =>
  queryOptions({
    queryKey: partKeys.lostSales(query),
    queryFn: ({ signal }) => call(routes.listLostSales, { query, signal }),
  });

export const partInquiryQuery = (partId: number) =>
  queryOptions({
    queryKey: partKeys.inquiry(partId),
    queryFn: ({ signal }) => call(routes.partInquiry, { params: { id: partId }, signal, quiet: [404] }),
  });

/** The parts desk moves lines; refusals (stock, machine) are shown by the caller (raw). */
export const approvePartLines = (
  orderId: number,
  lines: Array<{ line_id: number; status: PartApprovalLine['allowed_moves'][number]; serials?: string[] }>,
) => call(routes.approvePartLines, { params: { id: orderId }, body: { lines }, raw: true });

export const requestParts = (orderId: number, lineIds?: number[]) =>
  call(routes.requestParts, { params: { id: orderId }, body: lineIds ? { line_ids: lineIds } : {}, raw: true });

export const createLostSale = (body: LostSaleBody, key: string) =>
  call(routes.createLostSale, { body, raw: true, idempotencyKey: key });

/** After a part moves: the queue, inquiries, orders (their lines' statuses) and stock figures. */
export function refreshAfterPartMove(queryClient: QueryClient): void {
  for (const queryKey of [partKeys.all, orderKeys.all, ['stock']]) void queryClient.invalidateQueries({ queryKey });
}
