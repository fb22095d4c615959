import type {
  AmcItem,
  ImageUpload,
  Order,
  OrderCreate,
  OrderUpdate,
  StockInfo as StockInfoSchema,
  UploadedImage as UploadedImageSchema,
} from '@garage/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Part, Service } from '../../lib/api/masters.ts';
import { http } from '../../lib/http.ts';

type Out<S extends { _zod: { output: unknown } }> = S['_zod']['output'];
export type StockInfo = Out<typeof StockInfoSchema>;
export type UploadedImage = Out<typeof UploadedImageSchema>;
export type { AmcItem, Order };

/** Creates carry one Idempotency-Key per submit; the editor shows refusals itself. */
const idempotent = (key: string) => ({ raw: true, headers: { 'Idempotency-Key': key } });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'one', orderId] as const,
    queryFn: ({ signal }) => http.get<Order>('/api/oms/order/data', { query: { order_id: orderId }, signal }),
  });

export const quoteQuery = (quoteId: number) =>
  queryOptions({
    queryKey: ['quotes', 'one', quoteId] as const,
    queryFn: ({ signal }) => http.get<Order>(`/api/oms/quotes/${quoteId}`, { signal }),
  });

/** Running stock of every part of the garage (shown on part lines); quiet when it fails. */
export const stockQuery = () =>
  queryOptions({
    queryKey: ['stock', 'garage-info'] as const,
    queryFn: ({ signal }) => http.get<StockInfo>('/api/oms/stock/garage_info', { signal, raw: true }),
    staleTime: 30_000,
  });

/** The customer's maintenance contract items (AMC orders). */
export const amcItemsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['amc', 'customer', customerId] as const,
    queryFn: ({ signal }) => http.get<AmcItem[]>(`/api/oms/amc/customer/${customerId}`, { signal, raw: true }),
  });

/** Open orders of a vehicle: the existing job card check before a new order (raw: the caller reacts). */
export const activeOrdersOfVehicle = (vehicleId: number) =>
  http.get<Order[]>(`/api/oms/order/active/vehicle/${vehicleId}`, { raw: true });

export const createOrder = (body: OrderCreate, key: string) =>
  http.post<Order>('/api/oms/order/order', body, { ...idempotent(key), query: { is_notification_required: true } });

export const updateOrder = (id: number, body: OrderUpdate) =>
  http.put<Order>(`/api/oms/order/v1/${id}`, body, { raw: true, query: { is_notification_required: true } });

export const createQuote = (body: OrderCreate, key: string) =>
  http.post<Order>('/api/oms/quotes', body, { ...idempotent(key), query: { is_notification_required: true } });

export const updateQuote = (id: number, body: OrderUpdate) => http.put<Order>(`/api/oms/quotes/${id}`, body, { raw: true });

export const uploadImage = (body: ImageUpload) => http.post<UploadedImage>('/api/document/image/upload', body, { raw: true });

/** Masters of prefilled lines (edit, copy): the price roles need the catalogue price. Missing ones are null. */
export async function loadMasters(
  serviceIds: readonly number[],
  partIds: readonly number[],
): Promise<{ services: Map<number, Service>; parts: Map<number, Part> }> {
  const quiet = <T>(p: Promise<T>) => p.catch(() => null);
  const [services, parts] = await Promise.all([
    Promise.all([...new Set(serviceIds)].map((id) => quiet(http.get<Service>(`/api/oms/service/${id}`, { raw: true })))),
    Promise.all([...new Set(partIds)].map((id) => quiet(http.get<Part>(`/api/oms/part/${id}`, { raw: true })))),
  ]);
  return {
    services: new Map(services.filter((s): s is Service => s !== null).map((s) => [s.service_id, s])),
    parts: new Map(parts.filter((p): p is Part => p !== null).map((p) => [p.part_id, p])),
  };
}
