import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { invoiceKeys } from './invoices-api.ts';

/**
 * Dues (issue 13): the bills still owed (a customer's or the garage's, oldest first, with ageing), one
 * receipt spread over several of a customer's bills, and the B2B summary invoice of a range of days.
 */

export type DueQuery = NonNullable<CallInput<typeof routes.dueInvoices>['query']>;
export type ClearDuesBody = RouteBody<typeof routes.clearDues>;
export type SummaryInvoiceBody = RouteBody<typeof routes.createSummaryInvoice>;
export type Receipt = RouteAnswer<typeof routes.clearDues>;

/** Under invoiceKeys.all: a payment, an invoice or a void (refreshAfterBilling) refreshes the dues too. */
export const dueKeys = {
  all: [...invoiceKeys.all, 'due'] as const,
  list: (query: DueQuery) => [...dueKeys.all, query] as const,
};

export const dueListQuery = (query: DueQuery) =>
  queryOptions({
    queryKey: dueKeys.list(query),
    queryFn: ({ signal }) => call(routes.dueInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One receipt of a customer over their chosen bills, oldest first; one Idempotency-Key per submit. */
export const clearDues = (body: ClearDuesBody, key: string) => call(routes.clearDues, { body, raw: true, idempotencyKey: key });

/** One B2B invoice of a customer's unbilled orders of a range of days; one Idempotency-Key per submit. */
export const createSummaryInvoice = (body: SummaryInvoiceBody, key: string) =>
  call(routes.createSummaryInvoice, { body, raw: true, idempotencyKey: key });
