import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../api/call.ts';
import { routes } from '../api/routes.ts';
import { randomSuffix } from '../orders/order-display.ts';
import { orderKeys } from '../orders/orders-api.ts';
import { insurerKeys } from './insurance-api.ts';

/**
 * What the invoice page, the order editor (PREPARE_INVOICE), the order details and the customer details
 * need from the invoice routes (issue 13): keys, reads, the creates and the invoice page's address.
 */

export type Invoice = RouteAnswer<typeof routes.getInvoice>;
export type InvoicePayment = Invoice['payments'][number];
export type InvoiceSummaryPage = RouteAnswer<typeof routes.searchInvoices>;
export type InvoiceSummary = InvoiceSummaryPage['content'][number];
export type Receipt = RouteAnswer<typeof routes.createPayment>;
export type InvoiceCreateBody = RouteBody<typeof routes.createInvoice>;
export type PaymentCreateBody = RouteBody<typeof routes.createPayment>;
export type InvoiceSearch = NonNullable<CallInput<typeof routes.searchInvoices>['query']>;

/** Keys of invoices: every key starts with ['invoices'] (a new invoice, a payment or a void refresh them all). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  one: (id: number) => [...invoiceKeys.all, 'one', id] as const,
  search: (query: InvoiceSearch) => [...invoiceKeys.all, 'search', query] as const,
};

/** Spec route list: /tabs/invoice/{invoice}/{random}, the suffix ignored (like the order details). */
export function invoiceHref(invoiceId: number, random: number | string = randomSuffix()): string {
  return `/tabs/invoice/${invoiceId}/${random}`;
}

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    // The page says "not found" itself.
    queryFn: ({ signal }) => call(routes.getInvoice, { params: { id }, signal, quiet: [404] }),
  });

/** Invoices of a search (an order's, a customer's outstanding ones). */
export const invoiceSearchQuery = (query: InvoiceSearch) =>
  queryOptions({
    queryKey: invoiceKeys.search(query),
    queryFn: ({ signal }) => call(routes.searchInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every invoice of an order, void ones included (an order has at most one live invoice). */
export const orderInvoicesQuery = (orderId: number) => invoiceSearchQuery({ order_id: orderId, page_number: 0, page_size: 20 });

/** PREPARE_INVOICE's "Create invoice": one Idempotency-Key per submit; the editor shows refusals itself (raw). */
export const createInvoice = (body: InvoiceCreateBody, key: string) =>
  call(routes.createInvoice, { body, raw: true, idempotencyKey: key });

/** Money for one bill; one Idempotency-Key per submit (a lost answer retried is not paid twice). */
export const createPayment = (body: PaymentCreateBody, key: string) =>
  call(routes.createPayment, { body, raw: true, idempotencyKey: key });

export const voidInvoice = (orderId: number, reason: string) =>
  call(routes.voidInvoice, { query: { order_id: String(orderId), cancel_reason: reason }, raw: true });

export type InvoiceShareBody = RouteBody<typeof routes.shareInvoice>;

/** A signed, expiring link to the invoice's PDF; with a channel, also sent to the customer's stored contact. */
export const shareInvoice = (invoiceId: number, body: InvoiceShareBody) =>
  call(routes.shareInvoice, { params: { id: invoiceId }, body, raw: true });
export type InvoiceShareLink = RouteAnswer<typeof routes.shareInvoice>;

/** The same for a receipt (a refund receipt too), by its receipt id. */
export const shareReceipt = (receiptId: number, body: InvoiceShareBody) =>
  call(routes.shareReceipt, { params: { id: receiptId }, body, raw: true });

/** After an invoice, a payment or a void: every invoice, every order (its status moved) and the insurers' dues. */
export function refreshAfterBilling(queryClient: QueryClient, invoice?: Invoice): void {
  if (invoice) queryClient.setQueryData(invoiceKeys.one(invoice.invoice_id), invoice);
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: insurerKeys.all });
}
