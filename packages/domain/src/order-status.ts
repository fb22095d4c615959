/**
 * The order and quotation status machines (decision 012). The spec lists the statuses but not the moves
 * between them; these tables are the product's answer. `progress` moves are made by people through
 * `PUT oms/order/{id}/progress`; `system` moves are made by other use cases (invoicing, payment,
 * conversion) and are refused on the progress path.
 */
import type { OrderStatus } from './orders.ts';

export type QuoteStatus = 'DRAFT' | 'APPROVED' | 'CONVERTED' | 'CANCELLED';
export const QUOTE_STATUSES: readonly QuoteStatus[] = ['DRAFT', 'APPROVED', 'CONVERTED', 'CANCELLED'];

/** Work moves a person may make from each status. CANCELLED needs a cancel reason. */
export const ORDER_PROGRESS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  CREATED: ['SCHEDULED', 'ON_THE_WAY', 'IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'ESCALATED', 'VEHICLE_READY', 'CANCELLED'],
  SCHEDULED: ['ON_THE_WAY', 'IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'CANCELLED'],
  ON_THE_WAY: ['IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'CANCELLED'],
  IN_PROGRESS: ['WORK_STARTED', 'ON_HOLD', 'ESCALATED', 'VEHICLE_READY', 'CANCELLED'],
  WORK_STARTED: ['IN_PROGRESS', 'ON_HOLD', 'ESCALATED', 'VEHICLE_READY', 'CANCELLED'],
  ON_HOLD: ['IN_PROGRESS', 'WORK_STARTED', 'ESCALATED', 'CANCELLED'],
  ESCALATED: ['IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'VEHICLE_READY', 'CANCELLED'],
  /** Re-opened when the customer reports something before the bill. */
  VEHICLE_READY: ['IN_PROGRESS', 'CANCELLED'],
  SERVICE_NOTE: ['IN_PROGRESS', 'CANCELLED'],
  /** Billed: only payments move it on. */
  PAYMENT_DUE: [],
  /** Paid: the vehicle is handed over (a gate pass comes with the workshop issue). */
  PAYMENT_DONE: ['COMPLETED'],
  COMPLETED: [],
  PARTIAL_COMPLETED: [],
  CANCELLED: [],
  // Part-approval statuses of the wider product; an order never rests in them.
  PENDING: [],
  RECEIVED: [],
  REJECTED: [],
};

const OPEN_STATUSES = ['CREATED', 'SCHEDULED', 'ON_THE_WAY', 'IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'ESCALATED'] as const;

/**
 * Moves made by other use cases, never through the progress path: invoicing bills an open or ready order
 * (PAYMENT_DUE, or PAYMENT_DONE at once for a bill of zero); a payment that settles the bill moves it to
 * PAYMENT_DONE and refunding a payment of it back to PAYMENT_DUE; voiding the invoice sends it back to
 * VEHICLE_READY to be billed again.
 */
export const ORDER_SYSTEM_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  ...Object.fromEntries(OPEN_STATUSES.map((s) => [s, ['PAYMENT_DUE', 'PAYMENT_DONE']])),
  VEHICLE_READY: ['PAYMENT_DUE', 'PAYMENT_DONE'],
  SERVICE_NOTE: ['PAYMENT_DUE', 'PAYMENT_DONE'],
  PAYMENT_DUE: ['PARTIAL_COMPLETED', 'PAYMENT_DONE', 'COMPLETED', 'VEHICLE_READY'],
  PARTIAL_COMPLETED: ['PAYMENT_DONE', 'COMPLETED'],
  /** A payment refunded (decision 064): the bill is owed again. */
  PAYMENT_DONE: ['COMPLETED', 'VEHICLE_READY', 'PAYMENT_DUE'],
};

export function canSystemMove(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || (ORDER_SYSTEM_MOVES[from] ?? []).includes(to);
}

/**
 * Moves a person may make only while every live bill of the order is paid or put on account (decision
 * 050): the customer takes the vehicle on account, so a PAYMENT_DUE order is delivered (COMPLETED) while
 * the amount stays in the dues.
 */
export const ON_ACCOUNT_PROGRESS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  PAYMENT_DUE: ['COMPLETED'],
};

/** `onAccount`: every live bill of the order is paid or on account (the server reads it from the bills). */
export function canProgress(from: OrderStatus, to: OrderStatus, onAccount = false): boolean {
  return progressMoves(from, onAccount).includes(to);
}

export function progressMoves(from: OrderStatus, onAccount = false): readonly OrderStatus[] {
  const extra = onAccount ? (ON_ACCOUNT_PROGRESS[from] ?? []) : [];
  return extra.length ? [...ORDER_PROGRESS[from], ...extra] : ORDER_PROGRESS[from];
}

/** Statuses of work not yet billed: an order's lines and totals may be edited, and it may be invoiced. */
export const UNBILLED_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, 'VEHICLE_READY', 'SERVICE_NOTE'];

/** An order's lines and totals may be edited while work is open (before billing). */
export function isOrderEditable(status: OrderStatus): boolean {
  return UNBILLED_STATUSES.includes(status);
}

/** Order list tabs (shell "Orders"): each tab and the statuses it shows. */
export const ORDER_TABS = [
  { key: 'OPEN', statuses: ['CREATED', 'SCHEDULED', 'ON_THE_WAY', 'IN_PROGRESS', 'WORK_STARTED', 'ON_HOLD', 'ESCALATED'] },
  { key: 'VEHICLE_READY', statuses: ['VEHICLE_READY', 'SERVICE_NOTE'] },
  { key: 'PAYMENT_DUE', statuses: ['PAYMENT_DUE', 'PARTIAL_COMPLETED'] },
  { key: 'COMPLETED', statuses: ['PAYMENT_DONE', 'COMPLETED'] },
  { key: 'CANCELLED', statuses: ['CANCELLED'] },
] as const satisfies ReadonlyArray<{ key: string; statuses: readonly OrderStatus[] }>;
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

export const QUOTE_MOVES: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  DRAFT: ['APPROVED', 'CANCELLED'],
  /** Editing an approved quotation sends it back to DRAFT (the customer approves what changed). */
  APPROVED: ['DRAFT', 'CONVERTED', 'CANCELLED'],
  CONVERTED: [],
  CANCELLED: [],
};

export function canMoveQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_MOVES[from].includes(to);
}

export function isQuoteEditable(status: QuoteStatus): boolean {
  return status === 'DRAFT' || status === 'APPROVED';
}

/** Quotation expiry: the garage's quotation_expiry_days after the garage-local creation day. */
export function quoteExpiryDate(localToday: string, days: number): string {
  const d = new Date(`${localToday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Orders whose bill the customer still owes (the "Payment due" tab): the customer's dues are their
 * totals less what has been paid (apps/server/src/modules/customers/customer-dues.ts).
 */
export const DUE_ORDER_STATUSES = ORDER_TABS.find((tab) => tab.key === 'PAYMENT_DUE')?.statuses ?? [];
