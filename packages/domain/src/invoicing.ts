/**
 * Invoices, payments and dues (issue 13): the rules both the server and the browser read. Pure: no clock,
 * no I/O. The server recomputes every amount with these; the browser uses them to show what a payment
 * will leave due before it is sent.
 */
import { Money, money } from './money.ts';
import { UNBILLED_STATUSES } from './order-status.ts';
import type { OrderStatus } from './orders.ts';

type Amount = string | number | Money;

/**
 * Payment methods (orders 3.5). The spec writes "ON ACCOUNT"; the code is ON_ACCOUNT (an identifier
 * cannot hold a space). ON_ACCOUNT moves no money: the amount stays due on the customer's account.
 * LOYALTY_POINT is accepted once loyalty exists (roadmap 3).
 */
export const PAYMENT_METHODS = [
  'CASH',
  'DEBIT_CARD',
  'CREDIT_CARD',
  'CHEQUE',
  'PAYMENT_LINK',
  'BANK_TRANSFER',
  'ON_ACCOUNT',
  'LOYALTY_POINT',
  // Not one of the spec's counter methods: the customer's credit from a credit note, spent on a later bill.
  'CUSTOMER_CREDIT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods a person can take at the counter today (the others come with their issues). */
export const COUNTER_PAYMENT_METHODS = [
  'CASH',
  'DEBIT_CARD',
  'CREDIT_CARD',
  'CHEQUE',
  'BANK_TRANSFER',
  'PAYMENT_LINK',
] as const satisfies readonly PaymentMethod[];
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** Invoice types (orders 3.5) a bill can be made as; credit notes and returns are documents of their own. */
export const INVOICE_TYPES = ['B2C', 'B2B', 'B2B_SUMMARY_INVOICE'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_STATUSES = ['ACTIVE', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Whose share of an order an invoice bills: the whole, or the insurer's or customer's part of a split bill. */
export const INVOICE_SHARES = ['FULL', 'INSURER', 'CUSTOMER'] as const;
export type InvoiceShare = (typeof INVOICE_SHARES)[number];

export type PaymentStatus = 'UNPAID' | 'PARTIAL' | 'PAID';

/**
 * The financial year a garage-local day (YYYY-MM-DD) falls in. The garage's country decides it: India
 * runs April to March, every other country the calendar year. `label` is what the invoice number shows
 * ("26-27" for April 2026 to March 2027, "2026" elsewhere); `start` is the first day of the year.
 */
export function financialYear(localDay: string, countryCode: string): { label: string; start: string } {
  const year = Number(localDay.slice(0, 4));
  const month = Number(localDay.slice(5, 7));
  if (countryCode.toUpperCase() === 'IN') {
    const first = month >= 4 ? year : year - 1;
    const two = (y: number) => String(y % 100).padStart(2, '0');
    return { label: `${two(first)}-${two(first + 1)}`, start: `${first}-04-01` };
  }
  return { label: String(year), start: `${year}-01-01` };
}

/**
 * The number people see: prefix, financial year and the gap-free sequence of that year, e.g.
 * "INV/26-27/00042". At most 16 characters with a prefix of up to 4 (India's GST invoice number limit).
 */
export function documentNumber(prefix: string, yearLabel: string, n: number): string {
  return `${prefix}/${yearLabel}/${String(n).padStart(5, '0')}`;
}

/** The counter of a document kind in one financial year (platform/counters.ts): e.g. "INVOICE:26-27". */
export function yearCounterKind<K extends 'INVOICE' | 'RECEIPT' | 'CREDIT_NOTE'>(kind: K, yearLabel: string): `${K}:${string}` {
  return `${kind}:${yearLabel}`;
}

/** What is still owed on a bill: total less paid, never below zero. */
export function amountDue(total: Amount, paid: Amount): Money {
  const due = money(total).minus(money(paid));
  return due.isNegative() ? new Money(0) : due;
}

export function paymentStatus(total: Amount, paid: Amount): PaymentStatus {
  const t = money(total);
  const p = money(paid);
  if (p.gte(t)) return 'PAID';
  return p.isZero() ? 'UNPAID' : 'PARTIAL';
}

/**
 * Statuses an order can be invoiced from: any open status (work may be billed before the vehicle is
 * ready, as at a counter), and PAYMENT_DUE for a counter sale that was created due and has no invoice yet.
 * Once an order has an active invoice it is not invoiced again (the server checks that).
 */
export function canInvoiceFrom(status: OrderStatus): boolean {
  return UNBILLED_STATUSES.includes(status) || status === 'PAYMENT_DUE';
}

/** Ageing buckets of a due (days since the invoice's garage-local day), as receivable reports show them. */
export const AGEING_BUCKETS = [
  { key: '0-30', upTo: 30 },
  { key: '31-60', upTo: 60 },
  { key: '61-90', upTo: 90 },
  { key: '90+', upTo: Number.POSITIVE_INFINITY },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];

export function ageingBucket(days: number): AgeingBucket {
  for (const bucket of AGEING_BUCKETS) if (days <= bucket.upTo) return bucket.key;
  return '90+';
}

/** Whole days from one garage-local day to another (YYYY-MM-DD), calendar arithmetic. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Most bills one bulk payment may settle (orders 9: bulk payment limit 50 orders). */
export const BULK_PAYMENT_LIMIT = 50;

/** One slice of a receipt: part `part` (a method's amount) paying `amount` of bill `bill`. */
export interface Allocation {
  bill: number;
  part: number;
  amount: Money;
}

/**
 * Spreads the parts of a receipt (each method's amount, in the order given) over bills in the order
 * given (oldest first, or the order the cashier chose), filling each bill's due before the next. Throws
 * nothing: the caller checks first that the parts do not exceed the dues; what no bill can take is left
 * unallocated.
 */
export function allocatePayment(dues: readonly Amount[], parts: readonly Amount[]): Allocation[] {
  const left = dues.map((d) => money(d));
  const out: Allocation[] = [];
  let bill = 0;
  parts.forEach((raw, part) => {
    let remaining = money(raw);
    while (remaining.gt(0) && bill < left.length) {
      const take = Money.min(remaining, left[bill]!);
      if (take.gt(0)) out.push({ bill, part, amount: take });
      remaining = remaining.minus(take);
      left[bill] = left[bill]!.minus(take);
      if (left[bill]!.isZero()) bill++;
    }
  });
  return out;
}
