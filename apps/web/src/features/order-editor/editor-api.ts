import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { customerKeys, type Part, type Service, vehicleKeys } from '../../lib/api/masters.ts';
import { routes } from '../../lib/api/routes.ts';
import { orderKeys, quoteKeys } from '../../lib/orders/orders-api.ts';
import { partSerialsKeys } from '../../lib/stock/serial-picker.tsx';

/** The order editor's calls: its reads (stock, AMC items, the document it starts from) and its saves. */

export type StockInfo = RouteAnswer<typeof routes.stockInfo>;
export type AmcItem = RouteAnswer<typeof routes.amcItems>[number];
export type UploadedImage = RouteAnswer<typeof routes.uploadImage>;
type OrderBody = RouteBody<typeof routes.createOrder>;
type UpdateBody = RouteBody<typeof routes.updateOrder>;

export const stockKeys = {
  all: ['stock'] as const,
  garageInfo: () => [...stockKeys.all, 'garage-info'] as const,
};

export const amcKeys = {
  all: ['amc'] as const,
  customer: (customerId: number) => [...amcKeys.all, 'customer', customerId] as const,
};

/** The editor's start (document, customer, masters): loaded once per address, never refetched behind the user's back. */
export const editorKeys = {
  all: ['order-editor'] as const,
  init: (...address: ReadonlyArray<string | number | undefined>) => [...editorKeys.all, 'init', ...address] as const,
};

/** Running stock of every part of the garage (shown on part lines); quiet when it fails. */
export const stockQuery = () =>
  queryOptions({
    queryKey: stockKeys.garageInfo(),
    queryFn: ({ signal }) => call(routes.stockInfo, { signal, raw: true }),
    staleTime: 30_000,
  });

/** The customer's maintenance contract items (AMC orders). */
export const amcItemsQuery = (customerId: number) =>
  queryOptions({
    queryKey: amcKeys.customer(customerId),
    queryFn: ({ signal }) => call(routes.amcItems, { params: { id: customerId }, signal, raw: true }),
  });

/** The order or quotation the editor starts from. */
export const loadDocument = (document: 'ORDER' | 'QUOTE', id: number) =>
  document === 'ORDER' ? call(routes.getOrderData, { query: { order_id: id } }) : call(routes.getQuote, { params: { id } });

export const loadCustomer = (id: number) => call(routes.getCustomer, { params: { id } });

export const loadService = (id: number, raw = false) => call(routes.getService, { params: { id }, raw });
export const loadPart = (id: number, raw = false) => call(routes.getPart, { params: { id }, raw });

/** Creates carry one Idempotency-Key per submit; the editor shows refusals itself (raw). */
export const createOrder = (body: OrderBody, key: string) =>
  call(routes.createOrder, { body, query: { is_notification_required: 'true' }, raw: true, idempotencyKey: key });

export const updateOrder = (id: number, body: UpdateBody) =>
  call(routes.updateOrder, { params: { id }, body, query: { is_notification_required: 'true' }, raw: true });

export const createQuote = (body: OrderBody, key: string) =>
  call(routes.createQuote, { body, query: { is_notification_required: 'true' }, raw: true, idempotencyKey: key });

export const updateQuote = (id: number, body: UpdateBody) => call(routes.updateQuote, { params: { id }, body, raw: true });

export const uploadImage = (body: RouteBody<typeof routes.uploadImage>) => call(routes.uploadImage, { body, raw: true });

/** Masters of prefilled lines (edit, copy): the price roles need the catalogue price. Missing ones are null. */
export async function loadMasters(
  serviceIds: readonly number[],
  partIds: readonly number[],
): Promise<{ services: Map<number, Service>; parts: Map<number, Part> }> {
  const quiet = <T>(p: Promise<T>) => p.catch(() => null);
  const [services, parts] = await Promise.all([
    Promise.all([...new Set(serviceIds)].map((id) => quiet(loadService(id, true)))),
    Promise.all([...new Set(partIds)].map((id) => quiet(loadPart(id, true)))),
  ]);
  return {
    services: new Map(services.filter((s): s is Service => s !== null).map((s) => [s.service_id, s])),
    parts: new Map(parts.filter((p): p is Part => p !== null).map((p) => [p.part_id, p])),
  };
}

/**
 * After a save: every order and quotation list, stock and AMC balances, and the customer's and the
 * vehicle's pages (the vehicle's history lists the odometer reading the order recorded).
 */
export function refreshAfterSave(queryClient: QueryClient): void {
  for (const queryKey of [
    orderKeys.all,
    quoteKeys.all,
    stockKeys.all,
    amcKeys.all,
    customerKeys.all,
    vehicleKeys.all,
    partSerialsKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
