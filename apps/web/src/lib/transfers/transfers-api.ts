import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';

/**
 * Inter-branch transfers and head-office stock (decision 058): keys, reads and writes. Every transfer call
 * names the outlet acting (`{id}`), which is the selected garage.
 */

export type Branch = RouteAnswer<typeof routes.transferBranches>[number];
export type BranchStockPage = RouteAnswer<typeof routes.branchStocks>;
export type BranchStockRow = BranchStockPage['content'][number];
export type TransferRequest = RouteAnswer<typeof routes.getTransferRequest>;
export type TransferRequestSummary = RouteAnswer<typeof routes.listTransferRequests>['content'][number];
export type TransferDelivery = RouteAnswer<typeof routes.getTransferDelivery>;
export type DeliverySummary = RouteAnswer<typeof routes.listTransferDeliveries>['content'][number];
export type TransferRequestBody = RouteBody<typeof routes.createTransferRequest>;
export type DirectDeliveryBody = RouteBody<typeof routes.createDirectDelivery>;
export type StockInformation = RouteAnswer<typeof routes.hoStockInformation>;
export type HoOutlet = RouteAnswer<typeof routes.hoOutlets>[number];
type ListQuery = NonNullable<CallInput<typeof routes.listTransferRequests>['query']>;
type StocksQuery = NonNullable<CallInput<typeof routes.branchStocks>['query']>;
type StockInfoQuery = NonNullable<CallInput<typeof routes.hoStockInformation>['query']>;
type HoPurchaseOrderQuery = NonNullable<CallInput<typeof routes.hoPurchaseOrders>['query']>;

/** Rows per page of the head office's purchase orders. */
export const HO_PO_PAGE_SIZE = 20;

export const transferKeys = {
  all: ['transfers'] as const,
  branches: (garageId: number) => [...transferKeys.all, garageId, 'branches'] as const,
  stocks: (garageId: number, query: StocksQuery) => [...transferKeys.all, garageId, 'stocks', query] as const,
  requests: (garageId: number, query: ListQuery) => [...transferKeys.all, garageId, 'requests', query] as const,
  request: (garageId: number, id: number) => [...transferKeys.all, garageId, 'request', id] as const,
  deliveries: (garageId: number, query: ListQuery) => [...transferKeys.all, garageId, 'deliveries', query] as const,
  delivery: (garageId: number, id: number) => [...transferKeys.all, garageId, 'delivery', id] as const,
  hoStock: (garageId: number, query: StockInfoQuery) => [...transferKeys.all, garageId, 'ho-stock', query] as const,
  hoOutlets: (garageId: number) => [...transferKeys.all, garageId, 'ho-outlets'] as const,
  hoPurchaseOrders: (garageId: number, query: HoPurchaseOrderQuery) =>
    [...transferKeys.all, garageId, 'ho-purchase-orders', query] as const,
};

/** Spec routes of the area. */
export const TRANSFERS_HREF = '/tabs/inter-branch-stock-transfer';
export const requestHref = (id: number) => `/tabs/order-details-ibt/${id}`;
export const deliveryHref = (id: number) => `/tabs/show-garageparts-delivery/${id}`;

export const branchesQuery = (garageId: number) =>
  queryOptions({
    queryKey: transferKeys.branches(garageId),
    queryFn: ({ signal }) => call(routes.transferBranches, { params: { id: garageId }, signal }),
    staleTime: 60_000,
  });

export const branchStocksQuery = (garageId: number, query: StocksQuery) =>
  queryOptions({
    queryKey: transferKeys.stocks(garageId, query),
    queryFn: ({ signal }) => call(routes.branchStocks, { params: { id: garageId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const requestsQuery = (garageId: number, query: ListQuery) =>
  queryOptions({
    queryKey: transferKeys.requests(garageId, query),
    queryFn: ({ signal }) => call(routes.listTransferRequests, { params: { id: garageId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const deliveriesQuery = (garageId: number, query: ListQuery) =>
  queryOptions({
    queryKey: transferKeys.deliveries(garageId, query),
    queryFn: ({ signal }) => call(routes.listTransferDeliveries, { params: { id: garageId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const requestQuery = (garageId: number, id: number) =>
  queryOptions({
    queryKey: transferKeys.request(garageId, id),
    queryFn: ({ signal }) => call(routes.getTransferRequest, { params: { id: garageId, request_id: id }, signal, quiet: [404] }),
  });

export const deliveryQuery = (garageId: number, id: number) =>
  queryOptions({
    queryKey: transferKeys.delivery(garageId, id),
    queryFn: ({ signal }) =>
      call(routes.getTransferDelivery, { params: { id: garageId, delivery_id: id }, signal, quiet: [404] }),
  });

export const hoStockQuery = (garageId: number, query: StockInfoQuery) =>
  queryOptions({
    queryKey: transferKeys.hoStock(garageId, query),
    queryFn: ({ signal }) => call(routes.hoStockInformation, { query, signal, quiet: [403] }),
    placeholderData: keepPreviousData,
  });

export const hoOutletsQuery = (garageId: number) =>
  queryOptions({
    queryKey: transferKeys.hoOutlets(garageId),
    queryFn: ({ signal }) => call(routes.hoOutlets, { signal, quiet: [403] }),
  });

export const hoPurchaseOrdersQuery = (garageId: number, query: HoPurchaseOrderQuery) =>
  queryOptions({
    queryKey: transferKeys.hoPurchaseOrders(garageId, query),
    queryFn: ({ signal }) => call(routes.hoPurchaseOrders, { signal, query, quiet: [403] }),
  });

// Writes: refusals (400, 403, 404, 409) are shown by the screen, so they go `raw`.

export const createTransferRequest = (garageId: number, body: TransferRequestBody, key: string) =>
  call(routes.createTransferRequest, { params: { id: garageId }, body, raw: true, idempotencyKey: key });

export const submitTransferRequest = (garageId: number, id: number) =>
  call(routes.submitTransferRequest, { params: { id: garageId, request_id: id }, raw: true });

export const reserveDelivery = (
  garageId: number,
  requestId: number,
  body: RouteBody<typeof routes.reserveTransferDelivery>,
  key: string,
) =>
  call(routes.reserveTransferDelivery, { params: { id: garageId, request_id: requestId }, body, raw: true, idempotencyKey: key });

export const createDirectDelivery = (garageId: number, body: DirectDeliveryBody, key: string) =>
  call(routes.createDirectDelivery, { params: { id: garageId }, body, raw: true, idempotencyKey: key });

/** Dispatches every reserved quantity; serial-tracked lines name the serial numbers that leave. */
export const dispatchDelivery = (garageId: number, id: number, body: RouteBody<typeof routes.dispatchTransferDelivery> = {}) =>
  call(routes.dispatchTransferDelivery, { params: { id: garageId, delivery_id: id }, body, raw: true });

export const receiveDelivery = (garageId: number, id: number, body: RouteBody<typeof routes.receiveTransferDelivery>) =>
  call(routes.receiveTransferDelivery, { params: { id: garageId, delivery_id: id }, body, raw: true });

export const cancelDelivery = (garageId: number, id: number, reason: string) =>
  call(routes.cancelTransferDelivery, { params: { id: garageId, delivery_id: id }, body: { reason }, raw: true });

/** After any transfer write: lists, documents and stocks of every outlet are stale (stock moved). */
export function refreshTransfers(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: transferKeys.all });
}
