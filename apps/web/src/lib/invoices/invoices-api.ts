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

/**
 * Refunds a receipt whole with a reason (decision 064); one Idempotency-Key per attempt (a lost answer
 * retried does not give the money back twice). Answers the receipt, marked refunded.
 */
export const refundPayment = (receiptId: number, reason: string, key: string) =>
  call(routes.refundPayment, { params: { id: receiptId }, body: { reason }, raw: true, idempotencyKey: key });

/** Mexico: the SAT reason (01–04) of a stamped CFDI and, for 01, the UUID of the CFDI that replaces it. */
export interface CfdiCancellation {
  reason: '01' | '02' | '03' | '04';
  substituteUuid?: string;
}

export const voidInvoice = (orderId: number, reason: string, cfdi?: CfdiCancellation) =>
  call(routes.voidInvoice, {
    query: {
      order_id: String(orderId),
      cancel_reason: reason,
      ...(cfdi ? { cfdi_cancel_reason: cfdi.reason } : {}),
      ...(cfdi?.substituteUuid ? { cfdi_substitute_uuid: cfdi.substituteUuid } : {}),
    },
    raw: true,
  });

/** Mexico: stamps the invoice's CFDI again after a failure; answers the invoice. */
export const stampCfdi = (invoiceId: number) => call(routes.stampInvoiceCfdi, { params: { id: invoiceId }, raw: true });

/** Mexico: the stamped CFDI XML, saved as a file (the call carries the session, so it cannot be a plain link). */
export async function downloadCfdiXml(invoice: Pick<Invoice, 'invoice_id' | 'invoice_number' | 'cfdi'>): Promise<void> {
  const xml = (await call(routes.invoiceCfdiXml, { params: { id: invoice.invoice_id }, raw: true })) as string;
  saveXml(xml, invoice.invoice_number, invoice.cfdi?.uuid ?? null);
}

/** Saves an XML text as a file named CFDI-<number>-<uuid>.xml. */
function saveXml(xml: string, number: string, uuid: string | null): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `CFDI-${number.replace(/[^A-Za-z0-9-]+/g, '-')}-${uuid ?? ''}.xml`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type DocumentCfdi = NonNullable<Receipt['cfdi']>;
export const receiptQuery = (id: number) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'receipt', id] as const,
    queryFn: ({ signal }) => call(routes.getReceipt, { params: { id }, signal }),
  });
/** Mexico: a receipt's payment complement (REP) XML, saved as a file. */
export async function downloadReceiptCfdiXml(receipt: Pick<Receipt, 'receipt_id' | 'receipt_number' | 'cfdi'>) {
  const xml = (await call(routes.receiptCfdiXml, { params: { id: receipt.receipt_id }, raw: true })) as string;
  saveXml(xml, receipt.receipt_number, receipt.cfdi?.uuid ?? null);
}
export const stampReceiptCfdi = (receiptId: number) => call(routes.stampReceiptCfdi, { params: { id: receiptId } });
/** Mexico: a credit note's egreso XML, saved as a file. */
export async function downloadCreditNoteCfdiXml(note: {
  credit_note_id: number;
  credit_number: string;
  cfdi: DocumentCfdi | null;
}) {
  const xml = (await call(routes.creditNoteCfdiXml, { params: { id: note.credit_note_id }, raw: true })) as string;
  saveXml(xml, note.credit_number, note.cfdi?.uuid ?? null);
}
export const stampCreditNoteCfdi = (id: number) => call(routes.stampCreditNoteCfdi, { params: { id } });

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
