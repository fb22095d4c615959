import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { ONLINE_PAYMENTS_KEY, onlinePaymentCheckKey } from './online-payment-check.ts';

/**
 * Payment links of invoices (decision 046): what the invoice page's "Payment link" modal, the online
 * payment list and the payer's return pages need.
 */
export type OnlinePayment = RouteAnswer<typeof routes.getOnlinePayment>;
export type OnlinePaymentPage = RouteAnswer<typeof routes.listOnlinePayments>;
export type OnlinePaymentReturn = RouteAnswer<typeof routes.onlinePaymentReturn>;
export type OnlinePaymentCreateBody = RouteBody<typeof routes.createOnlinePayment>;
export type OnlinePaymentSearch = NonNullable<CallInput<typeof routes.listOnlinePayments>['query']>;
export type OnlinePaymentStatus = OnlinePayment['status'];

export const onlinePaymentKeys = {
  all: ONLINE_PAYMENTS_KEY,
  check: onlinePaymentCheckKey,
  list: (query: OnlinePaymentSearch) => [...onlinePaymentKeys.all, 'list', query] as const,
  one: (id: number) => [...onlinePaymentKeys.all, 'one', id] as const,
  ret: (publicId: string) => [...onlinePaymentKeys.all, 'return', publicId] as const,
};

export const onlinePaymentListQuery = (query: OnlinePaymentSearch) =>
  queryOptions({
    queryKey: onlinePaymentKeys.list(query),
    queryFn: ({ signal }) => call(routes.listOnlinePayments, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** What the payer's return page shows; polled while the provider has not reported yet. */
export const onlinePaymentReturnQuery = (publicId: string) =>
  queryOptions({
    queryKey: onlinePaymentKeys.ret(publicId),
    queryFn: ({ signal }) => call(routes.onlinePaymentReturn, { params: { public_id: publicId }, signal, quiet: [404] }),
    refetchInterval: (query) => (query.state.data?.status === 'CREATED' ? 3000 : false),
  });

/** A payment link for a bill; refusals (nothing due, no contact on file) are shown by the modal (raw). */
/** One Idempotency-Key per submit: a double press makes one link, sent once. */
export const createOnlinePayment = (body: OnlinePaymentCreateBody, idempotencyKey: string) =>
  call(routes.createOnlinePayment, { body, raw: true, idempotencyKey });
