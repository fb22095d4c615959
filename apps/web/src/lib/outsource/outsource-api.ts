import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { purchasingKeys } from '../purchasing/purchasing-api.ts';

/** Outsourced work (decision 063): jobs sent to another workshop and their vendor bills. */

export type OutsourceWork = RouteAnswer<typeof routes.getOutsourceWork>;
export type OutsourceStatus = OutsourceWork['status'];
export type OutsourceWorkBody = RouteBody<typeof routes.createOutsourceWork>;
export type OutsourceBillBody = RouteBody<typeof routes.recordOutsourceBill>;

export const OUTSOURCE_PAGE_SIZE = 20;

export const outsourceKeys = {
  all: ['outsource-work'] as const,
  ofOrder: (orderId: number) => [...outsourceKeys.all, 'order', orderId] as const,
  list: (status: OutsourceStatus | '', q: string, page: number) => [...outsourceKeys.all, 'list', status, q, page] as const,
};

export const orderOutsourceQuery = (orderId: number) =>
  queryOptions({
    queryKey: outsourceKeys.ofOrder(orderId),
    queryFn: ({ signal }) => call(routes.orderOutsourceWork, { params: { id: orderId }, signal }),
  });

export const outsourceListQuery = (status: OutsourceStatus | '', q: string, page: number) =>
  queryOptions({
    queryKey: outsourceKeys.list(status, q, page),
    queryFn: ({ signal }) =>
      call(routes.searchOutsourceWork, {
        query: { status: status || undefined, q: q || undefined, page_number: page, page_size: OUTSOURCE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const sendOutsourceWork = (body: OutsourceWorkBody, key: string) =>
  call(routes.createOutsourceWork, { body, raw: true, idempotencyKey: key });

export const receiveOutsourceWork = (id: number, bill: OutsourceBillBody | null) =>
  call(routes.receiveOutsourceWork, { params: { id }, body: bill ? { bill } : {}, raw: true });

export const recordOutsourceBill = (id: number, bill: OutsourceBillBody) =>
  call(routes.recordOutsourceBill, { params: { id }, body: bill, raw: true });

export const cancelOutsourceWork = (id: number) => call(routes.cancelOutsourceWork, { params: { id }, body: {}, raw: true });

/** After a change: the work lists, and vendor dues (a bill is owed there). */
export function refreshAfterOutsource(queryClient: QueryClient): void {
  for (const queryKey of [outsourceKeys.all, purchasingKeys.all]) void queryClient.invalidateQueries({ queryKey });
}

export const voidOutsourceBill = (id: number, reason: string) =>
  call(routes.voidOutsourceBill, { params: { id }, body: { reason }, raw: true });
