import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { invoiceKeys } from './invoices-api.ts';

/**
 * Returns and credit notes (issue 13): keys, reads, the create and the pages' addresses. Keys live under
 * the invoices' keys, so whatever refreshes invoices (a payment, a new credit note) refreshes these too.
 */

export type CreditNote = RouteAnswer<typeof routes.getCreditNote>;
export type CreditNotePage = RouteAnswer<typeof routes.searchCreditNotes>;
export type CreditNoteSummary = CreditNotePage['content'][number];
export type CreditNoteCreateBody = RouteBody<typeof routes.createCreditNote>;
export type CreditNoteSearch = NonNullable<CallInput<typeof routes.searchCreditNotes>['query']>;

export const creditNoteKeys = {
  all: [...invoiceKeys.all, 'credit-notes'] as const,
  one: (id: number) => [...creditNoteKeys.all, 'one', id] as const,
  search: (query: CreditNoteSearch) => [...creditNoteKeys.all, 'search', query] as const,
  customerCredit: (customerId: number) => [...creditNoteKeys.all, 'customer-credit', customerId] as const,
};

/** Spec route "credit-note": one credit note. */
export const creditNoteHref = (id: number) => `/tabs/credit-note/${id}`;
/** Spec route "create-credit": the return of an invoice. */
export const createCreditHref = (invoiceId: number) => `/tabs/create-credit/${invoiceId}`;
/** The credit notes list (sidebar "Credit Note"). */
export const CREDIT_NOTES_HREF = '/tabs/credit-note';

export const creditNoteQuery = (id: number) =>
  queryOptions({
    queryKey: creditNoteKeys.one(id),
    // The page says "not found" itself.
    queryFn: ({ signal }) => call(routes.getCreditNote, { params: { id }, signal, quiet: [404] }),
  });

export const creditNoteSearchQuery = (query: CreditNoteSearch) =>
  queryOptions({
    queryKey: creditNoteKeys.search(query),
    queryFn: ({ signal }) => call(routes.searchCreditNotes, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The credit notes of one invoice (a bill has few; 100 is the page limit). */
export const invoiceCreditNotesQuery = (invoiceId: number) =>
  creditNoteSearchQuery({ invoice_id: invoiceId, page_number: 0, page_size: 100 });

/** What the customer holds as credit from earlier credit notes (spendable as CUSTOMER_CREDIT). */
export const customerCreditQuery = (customerId: number) =>
  queryOptions({
    queryKey: creditNoteKeys.customerCredit(customerId),
    queryFn: ({ signal }) => call(routes.customerCredit, { params: { id: customerId }, signal }),
  });

/** One Idempotency-Key per submit (a lost answer retried does not credit twice); refusals shown by the form. */
export const createCreditNote = (body: CreditNoteCreateBody, key: string) =>
  call(routes.createCreditNote, { body, raw: true, idempotencyKey: key });

/** A signed, expiring link to the credit note's PDF; with a channel, also sent to the customer's stored contact. */
export const shareCreditNote = (creditNoteId: number, body: RouteBody<typeof routes.shareCreditNote>) =>
  call(routes.shareCreditNote, { params: { id: creditNoteId }, body, raw: true });
