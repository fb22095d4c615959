import { INVOICE_CREATE, INVOICE_EDIT, PAYMENT_TAKE } from '@garage/contract/meta';
import {
  CFDI_USO_INGRESO_CODES,
  canInvoiceFrom,
  hasAnyRole,
  isRfc,
  isTaxRegistered,
  money,
  ORDER_STATUSES,
  type OrderStatus,
  type Role,
  usoCfdiProblem,
} from '@garage/domain';

/**
 * Who may bill what, and what an invoice allows (issue 13), as the screens ask it. The server checks the
 * same; these only keep the buttons honest.
 */

/** Shell 6: preparing an invoice needs owner, create or edit invoice; once the order is PAYMENT_DUE only owner or edit invoice. */
export function prepareInvoiceRoles(status: string): readonly Role[] {
  return status === 'PAYMENT_DUE' ? INVOICE_EDIT : INVOICE_CREATE;
}

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** The live (not void) invoice among an order's invoices. */
export function liveInvoiceOf<T extends { status: string }>(invoices: readonly T[]): T | null {
  return invoices.find((i) => i.status === 'ACTIVE') ?? null;
}

/**
 * "Prepare invoice" shows for an order whose status allows billing (canInvoiceFrom), that has no live
 * invoice, to a user holding the roles of that status.
 */
export function canPrepareInvoice(
  order: { document?: string; status: string },
  hasLiveInvoice: boolean,
  roles: readonly Role[],
): boolean {
  if (order.document === 'QUOTE' || hasLiveInvoice) return false;
  if (!isOrderStatus(order.status) || !canInvoiceFrom(order.status)) return false;
  return hasAnyRole(roles, prepareInvoiceRoles(order.status));
}

/** B2B needs the customer's tax number (the server refuses otherwise). */
export function b2bAllowed(customer: { tax_number?: string | null } | null): boolean {
  return isTaxRegistered(customer);
}

/**
 * Mexico: a whole B2C bill to a customer without an RFC may be left for the period's global invoice
 * (factura global) instead of a CFDI of its own (decision 048, addendum). The server refuses the rest.
 */
export function globalInvoiceAllowed(
  countryCode: string,
  customer: { tax_number?: string | null } | null,
  bill: { type: 'B2C' | 'B2B'; insured: boolean },
): boolean {
  return countryCode === 'MX' && bill.type === 'B2C' && !bill.insured && !isRfc(customer?.tax_number ?? null);
}

/**
 * Mexico: the CFDI uses a B2B bill to this customer may state — those SAT allows for the customer's RFC and
 * régimen (usoCfdiProblem, the server's check), S01 first. Empty outside Mexico or for a B2C bill (S01).
 */
export function cfdiUsesAllowed(
  countryCode: string,
  customer: { tax_number?: string | null; tax_regime?: string | null } | null,
  type: 'B2C' | 'B2B',
): string[] {
  if (countryCode !== 'MX' || type !== 'B2B') return [];
  const receptor = { tax_number: customer?.tax_number ?? null, tax_regime: customer?.tax_regime ?? null };
  const allowed = CFDI_USO_INGRESO_CODES.filter((uso) => !usoCfdiProblem(uso, receptor));
  return ['S01', ...allowed.filter((u) => u !== 'S01')];
}

/** A bill of zero (warranty, goodwill) needs its reason. */
export function isZeroBill(grandTotal: string): boolean {
  return money(grandTotal).isZero();
}

/** "Add payment" shows on a live invoice with something still due, to a user who takes money. */
export function canTakePayment(invoice: { status: string; due_amount: string }, roles: readonly Role[]): boolean {
  return invoice.status === 'ACTIVE' && money(invoice.due_amount).gt(0) && hasAnyRole(roles, PAYMENT_TAKE);
}

export type VoidBlock = 'void' | 'payments' | 'role' | null;

/** Why "Void invoice" is not possible: already void, payments to refund first, or the user lacks the role. */
export function voidBlock(invoice: { status: string; paid_amount: string }, roles: readonly Role[]): VoidBlock {
  if (invoice.status === 'VOID') return 'void';
  if (!hasAnyRole(roles, INVOICE_CREATE)) return 'role';
  if (money(invoice.paid_amount).gt(0)) return 'payments';
  return null;
}

/** What the refund rules read of a payment row (the contract's InvoicePayment). */
interface RefundRow {
  payment_id: number;
  receipt_id: number;
  amount: string;
  refund: object | null;
  refund_of: object | null;
}

/**
 * The payment rows that carry "Refund" (decision 064): a receipt is refunded whole, so only its first row on
 * this bill does, while the bill is live, the receipt is money in (not a refund receipt) and not refunded
 * yet, for a user who takes money. The server checks the same, and also credit notes that gave money back.
 */
export function refundRows(
  invoice: { status: string; payments: readonly RefundRow[] },
  roles: readonly Role[],
): ReadonlySet<number> {
  if (invoice.status !== 'ACTIVE' || !hasAnyRole(roles, PAYMENT_TAKE)) return new Set();
  const seen = new Set<number>();
  const rows = new Set<number>();
  for (const p of invoice.payments) {
    if (seen.has(p.receipt_id)) continue;
    seen.add(p.receipt_id);
    if (p.refund === null && p.refund_of === null && money(p.amount).gt(0)) rows.add(p.payment_id);
  }
  return rows;
}

/**
 * What a refund gives back, as its confirmation says it: the receipt's total, by method in the order the
 * receipt took them, the bills it paid (a clear-dues receipt pays several), and the part that goes back onto
 * the customer's credit rather than out in money.
 */
export function refundPlan(receipt: {
  amount: string;
  payments: ReadonlyArray<{ method: string; method_name: string | null; amount: string; invoice_number: string }>;
}): {
  total: string;
  methods: Array<{ method: string; method_name: string | null; amount: string }>;
  invoices: string[];
  credit: string | null;
} {
  const methods: Array<{ method: string; method_name: string | null; amount: string }> = [];
  for (const p of receipt.payments) {
    const same = methods.find((m) => m.method === p.method);
    if (same) same.amount = money(same.amount).plus(p.amount).toFixed();
    else methods.push({ method: p.method, method_name: p.method_name, amount: money(p.amount).toFixed() });
  }
  const credit = methods.find((m) => m.method === 'CUSTOMER_CREDIT')?.amount ?? null;
  return {
    total: money(receipt.amount).toFixed(),
    methods,
    invoices: [...new Set(receipt.payments.map((p) => p.invoice_number))],
    credit,
  };
}

/** Badge colours of a payment status. */
export const PAYMENT_STATUS_COLORS: Record<string, string> = { UNPAID: 'red', PARTIAL: 'orange', PAID: 'green' };
