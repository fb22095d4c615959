/**
 * How a stored invoice is shown: its frozen row, lines and payments mapped to the contract's Invoice.
 * Pure (no queries). Amounts due are computed here from the stored total and paid amount.
 */
import type { Invoice, InvoiceCfdi, InvoicePayment, InvoiceSummary } from '@garage/contract';
import { ageingBucket, amountDue, cfdiTimbreOf, DEFAULT_USO_CFDI, daysBetween, money, paymentStatus } from '@garage/domain';
import { moneyText, pricedLineView } from '../orders/order-view.ts';
import type { CfdiRow } from './cfdi/cfdi.repository.ts';
import type { InvoiceLineRow, InvoiceRow, PaymentRow } from './invoice.repository.ts';
import { NO_MARKS, type ReceiptMarks } from './refund.repository.ts';

export interface InvoiceHeader {
  lpo_number: string | null;
  summary_orders?: Array<{ order_id: number; external_order_id: string }>;
  customer_remarks: string[];
  garage_recommendation: string | null;
  /** The insurer's share of a split bill: whose claim it bills (decision 043, stop 27). */
  insured?: Invoice['insured'];
  place_of_supply?: Invoice['place_of_supply'];
}

/** The garage's names of its payment methods by code (its own, and built-ins it renamed); decision 050. */
export type MethodNames = ReadonlyMap<string, string | null>;

/** A receipt's refund state and origin as shown (decision 064). */
export function marksView(m: ReceiptMarks = NO_MARKS): Pick<InvoicePayment, 'refund' | 'refund_of' | 'online'> {
  return {
    refund: m.refund
      ? {
          at: m.refund.at.toISOString(),
          by_name: m.refund.byName,
          reason: m.refund.reason,
          receipt_id: m.refund.receiptId,
          receipt_number: m.refund.receiptNumber,
        }
      : null,
    refund_of: m.refundOf ? { receipt_id: m.refundOf.receiptId, receipt_number: m.refundOf.receiptNumber } : null,
    online: m.online,
  };
}

/** A payment row as shown; `marks`: its receipt's refund state and origin (receiptMarks). */
export function paymentView(p: PaymentRow, names?: MethodNames, marks?: ReceiptMarks): InvoicePayment {
  return {
    payment_id: p.id,
    receipt_id: p.receiptId,
    receipt_number: p.receiptNumber,
    method: p.method,
    method_name: names?.get(p.method) ?? null,
    amount: moneyText(p.amount),
    reference: p.reference,
    cheque_number: p.chequeNumber,
    bank_name: p.bankName,
    cheque_date: p.chequeDate,
    paid_at: p.paidAt.toISOString(),
    ...marksView(marks),
  };
}

/** The CFDI of a Mexican invoice as shown; null for other countries. */
export function cfdiView(c: CfdiRow | null | undefined, global: InvoiceCfdi['global_invoice'] = null): InvoiceCfdi | null {
  if (!c) return null;
  return {
    status: c.status,
    uuid: c.uuid,
    stamped_at: c.stampedAt?.toISOString() ?? null,
    sandbox: c.provider === 'sandbox',
    metodo_pago: c.metodoPago,
    forma_pago: c.formaPago,
    uso_cfdi: c.usoCfdi ?? DEFAULT_USO_CFDI,
    receptor: (c.receptor as InvoiceCfdi['receptor']) ?? null,
    global_invoice: c.status === 'GLOBAL' ? global : null,
    error: (c.error as InvoiceCfdi['error']) ?? null,
    cancel_reason: (c.cancelReason as InvoiceCfdi['cancel_reason']) ?? null,
    cancelled_at: c.cancelledAt?.toISOString() ?? null,
    timbre: c.xml ? cfdiTimbreOf(c.xml) : null,
  };
}

export function invoiceView(
  r: InvoiceRow,
  order: { externalOrderId: string; orderType: string; status: string },
  lines: readonly InvoiceLineRow[],
  payments: readonly PaymentRow[],
  related: readonly InvoiceRow[] = [],
  extra: {
    cfdi?: CfdiRow | null;
    /** The global invoice that states a public sale (its CFDI row GLOBAL, covered). */
    globalInvoice?: InvoiceCfdi['global_invoice'];
    methodNames?: MethodNames;
    onAccountByName?: string | null;
    /** Each receipt's refund state and origin, by receipt id (receiptMarks). */
    marks?: ReadonlyMap<number, ReceiptMarks>;
  } = {},
): Invoice {
  const header = r.header as InvoiceHeader;
  return {
    invoice_id: r.id,
    garage_id: r.garageId,
    order_id: r.orderId,
    external_order_id: order.externalOrderId,
    order_type: order.orderType,
    order_status: order.status,
    invoice_number: r.invoiceNumber,
    fy: r.fy,
    invoice_type: r.invoiceType,
    share: r.share,
    status: r.status,
    zero_reason: r.zeroReason,
    void_reason: r.voidReason,
    invoiced_at: r.invoicedAt.toISOString(),
    invoice_day: r.localDay,
    customer_id: r.customerId,
    insurance_partner_id: r.insurancePartnerId,
    customer: r.customer as Invoice['customer'],
    vehicle: (r.vehicle as Invoice['vehicle']) ?? null,
    seller: r.seller as Invoice['seller'],
    lpo_number: header.lpo_number ?? null,
    insured: header.insured ?? null,
    place_of_supply: header.place_of_supply ?? null,
    summary_orders: header.summary_orders ?? [],
    customer_remarks: header.customer_remarks ?? [],
    garage_recommendation: header.garage_recommendation ?? null,
    item_wise_discount: r.itemWiseDiscount,
    lines: lines.map((l) => ({ ...pricedLineView(l), line_id: l.id })),
    sub_total: moneyText(r.subTotal),
    discount: moneyText(r.discount),
    tax_lines: r.taxLines as Invoice['tax_lines'],
    tax_total: moneyText(r.taxTotal),
    total_amount: moneyText(r.grandTotal),
    paid_amount: moneyText(r.paidAmount),
    due_amount: moneyText(dueOf(r).toFixed()),
    payment_status: paymentStatus(r.grandTotal, money(r.paidAmount).plus(r.creditedAmount)),
    credited_amount: moneyText(r.creditedAmount),
    payments: payments.map((p) => paymentView(p, extra.methodNames, extra.marks?.get(p.receiptId))),
    on_account: r.onAccountAt
      ? { at: r.onAccountAt.toISOString(), by_name: extra.onAccountByName ?? null, note: r.onAccountNote }
      : null,
    related: related.map((o) => ({
      invoice_id: o.id,
      invoice_number: o.invoiceNumber,
      share: o.share,
      total_amount: moneyText(o.grandTotal),
      due_amount: moneyText(dueOf(o).toFixed()),
    })),
    created_at: r.createdAt.toISOString(),
    cfdi: cfdiView(extra.cfdi, extra.globalInvoice ?? null),
  };
}

/** A void invoice owes nothing. */
export function dueOf(r: Pick<InvoiceRow, 'status' | 'grandTotal' | 'paidAmount' | 'creditedAmount'>) {
  return r.status === 'VOID' ? amountDue(0, 0) : amountDue(r.grandTotal, money(r.paidAmount).plus(r.creditedAmount));
}

export function invoiceSummaryView(
  r: Pick<
    InvoiceRow,
    | 'id'
    | 'orderId'
    | 'invoiceNumber'
    | 'invoiceType'
    | 'share'
    | 'status'
    | 'customerId'
    | 'customerName'
    | 'insurancePartnerId'
    | 'invoicedAt'
    | 'localDay'
    | 'grandTotal'
    | 'paidAmount'
    | 'creditedAmount'
    | 'onAccountAt'
  >,
  today: string,
): InvoiceSummary {
  const age = Math.max(0, daysBetween(r.localDay, today));
  return {
    invoice_id: r.id,
    order_id: r.orderId,
    invoice_number: r.invoiceNumber,
    invoice_type: r.invoiceType,
    share: r.share,
    status: r.status,
    customer_id: r.customerId,
    customer_name: r.customerName,
    insurance_partner_id: r.insurancePartnerId,
    invoiced_at: r.invoicedAt.toISOString(),
    invoice_day: r.localDay,
    total_amount: moneyText(r.grandTotal),
    paid_amount: moneyText(r.paidAmount),
    due_amount: moneyText(dueOf(r).toFixed()),
    payment_status: paymentStatus(r.grandTotal, money(r.paidAmount).plus(r.creditedAmount)),
    on_account: r.onAccountAt !== null,
    age_days: age,
    ageing: ageingBucket(age),
  };
}
