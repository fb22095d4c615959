/**
 * Vendors, purchase orders and stock-in (issue 14, decision 053): the purchase order's status machine,
 * the reorder suggestion rule, document numbers and what a vendor is owed. Pure: no clock, no I/O; the
 * server and the screens read the same rules.
 */
import { Money } from './money.ts';

export const PURCHASE_ORDER_STATUSES = [
  'DRAFT',
  'AWAITING_APPROVAL',
  'APPROVED',
  'SENT',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * The moves a person may make with `PUT purchase_order/status/{id}`. Receiving (PARTIALLY_RECEIVED,
 * RECEIVED) is not a move: a stock-in sets it. AWAITING_APPROVAL → DRAFT is a rejection (back to the
 * buyer for changes). A purchase order may be cancelled until anything of it is received; a partly
 * received one is closed instead (the rest is not coming).
 */
export const PURCHASE_ORDER_TRANSITIONS = {
  DRAFT: ['AWAITING_APPROVAL', 'CANCELLED'],
  AWAITING_APPROVAL: ['APPROVED', 'DRAFT', 'CANCELLED'],
  APPROVED: ['SENT', 'CANCELLED'],
  SENT: ['CANCELLED'],
  PARTIALLY_RECEIVED: ['CLOSED'],
  RECEIVED: ['CLOSED'],
  CLOSED: [],
  CANCELLED: [],
} as const satisfies Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>;

export function purchaseOrderMoves(status: PurchaseOrderStatus): readonly PurchaseOrderStatus[] {
  return PURCHASE_ORDER_TRANSITIONS[status];
}

export function canMovePurchaseOrder(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return (PURCHASE_ORDER_TRANSITIONS[from] as readonly PurchaseOrderStatus[]).includes(to);
}

/** Statuses whose lines may still be received by a stock-in (approved, and not closed or cancelled). */
export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatus[] = ['APPROVED', 'SENT', 'PARTIALLY_RECEIVED'];

/** Only a draft's lines and vendor can be edited. */
export const EDITABLE_STATUSES: readonly PurchaseOrderStatus[] = ['DRAFT'];

/** Who approves (spec: PURCHASE_ORDER_APPROVAL, or the owner). */
export const PURCHASE_APPROVER_ROLES = ['GARAGE_OWNER', 'PURCHASE_ORDER_APPROVAL'] as const;

/** The status after a receipt: all ordered quantity in → RECEIVED, some → PARTIALLY_RECEIVED. */
export function receiptStatus(lines: ReadonlyArray<{ quantity: string; received: string }>): PurchaseOrderStatus {
  const all = lines.every((l) => new Money(l.received).gte(l.quantity));
  if (all) return 'RECEIVED';
  return lines.some((l) => new Money(l.received).gt(0)) ? 'PARTIALLY_RECEIVED' : 'APPROVED';
}

/** What is left to receive of a line (never negative). */
export function remainingQuantity(line: { quantity: string; received: string }): string {
  const left = new Money(line.quantity).minus(line.received);
  return (left.isNegative() ? new Money(0) : left).toFixed(3);
}

/**
 * The reorder rule (decision 053): a part below its minimum stock is ordered up to twice its minimum,
 * `min_stock × 2 − on_hand`, rounded up to a whole unit; a part at or above its minimum, or without a
 * minimum, is not suggested. Returns null when nothing should be ordered.
 */
export function reorderQuantity(minStock: string, onHand: string): string | null {
  const min = new Money(minStock);
  const have = new Money(onHand);
  if (!min.gt(0) || have.gte(min)) return null;
  const want = min.times(2).minus(have).toDecimalPlaces(0, Money.ROUND_CEIL);
  return want.gt(0) ? want.toFixed(0) : null;
}

/**
 * What Procure orders by default for a part line (decision 056 addendum): what the line needs beyond what
 * is on hand (nothing on hand when the shelf is negative), rounded up to a whole unit as reorder quantities
 * are, and at least 1 — the desk procures a line because it wants one bought.
 */
export function procureQuantity(needed: string, onHand: string): string {
  const have = Money.max(0, onHand);
  const want = new Money(needed).minus(have).toDecimalPlaces(0, Money.ROUND_CEIL);
  return want.gte(1) ? want.toFixed(0) : '1';
}

/** PO-00012, SI-00003, VP-00001: the garage's counters, five digits. */
export const PURCHASE_ORDER_PREFIX = 'PO';
export const STOCK_IN_PREFIX = 'SI';
export const VENDOR_PAYMENT_PREFIX = 'VP';
/** Vendor credit notes (parts returned to a vendor) and the refunds vendors pay on them (decision 062). */
export const VENDOR_CREDIT_NOTE_PREFIX = 'VCN';
export const VENDOR_REFUND_PREFIX = 'VR';
/** How a vendor credit note is settled: against the vendor's open bills, or by the vendor paying money back. */
export const VENDOR_CREDIT_SETTLEMENTS = ['ADJUST_DUES', 'REFUND'] as const;
export type VendorCreditSettlement = (typeof VENDOR_CREDIT_SETTLEMENTS)[number];
export function purchaseNumber(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(5, '0')}`;
}

/**
 * What is still owed on a vendor bill (a stock-in): its total less what was paid and what vendor credit
 * notes took off it (never negative).
 */
export function vendorBillDue(total: string, paid: string, credited: string = '0'): string {
  const due = new Money(total).minus(paid).minus(credited);
  return (due.isNegative() ? new Money(0) : due).toFixed(2);
}

/** The payment terms' due day of a bill: its date plus the vendor's terms in days. */
export function billDueDay(billDay: string, termsDays: number): string {
  const d = new Date(`${billDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + termsDays);
  return d.toISOString().slice(0, 10);
}

export const VENDOR_NAME_MAX = 120;
export const PURCHASE_LINES_MAX = 200;
export const STOCK_IN_LOTS_MAX = 500;
export const OUTGOING_PAYMENTS_MAX = 50;
export const VENDOR_PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CHEQUE', 'CARD', 'OTHER'] as const;
export type VendorPaymentMethod = (typeof VENDOR_PAYMENT_METHODS)[number];
