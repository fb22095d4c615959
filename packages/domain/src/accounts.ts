/**
 * Accounts (issue 13): expenses, the account book (daily book) and the finance summary. The rules both
 * the server and the browser read; pure: no clock, no I/O (decision 045).
 */
import { financialYear, type PaymentMethod } from './invoicing.ts';
import { addDays } from './local-day.ts';
import type { Language } from './messages.ts';
import { Money, money } from './money.ts';

/** Spec 3.5 "Expense status": PAID (money went out on its paid day) or CREDIT (still owed to the payee). */
export const EXPENSE_STATUSES = ['PAID', 'CREDIT'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/**
 * How an expense is paid: the payment methods that move money (ON_ACCOUNT is what CREDIT means for an
 * expense; loyalty points are the customers').
 */
export const EXPENSE_PAYMENT_METHODS = [
  'CASH',
  'DEBIT_CARD',
  'CREDIT_CARD',
  'CHEQUE',
  'PAYMENT_LINK',
  'BANK_TRANSFER',
] as const satisfies readonly PaymentMethod[];
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

/**
 * Methods whose payment rows move no money and so never appear in the account book: a bill paid with the
 * customer's credit (kept from a credit note) takes no money in, and a refund of it gives none out — the
 * credit goes back onto the customer's account (decision 064).
 */
export const NON_MONEY_METHODS = ['ON_ACCOUNT', 'LOYALTY_POINT', 'CUSTOMER_CREDIT'] as const satisfies readonly PaymentMethod[];

/** Expense numbers: EXP/26-27/00001, per garage and financial year of the expense's day. */
export const EXPENSE_PREFIX = 'EXP';
export function expenseCounterKind(yearLabel: string): `EXPENSE:${string}` {
  return `EXPENSE:${yearLabel}`;
}
export function expenseYear(day: string, countryCode: string): string {
  return financialYear(day, countryCode).label;
}

/** Most attachments one expense keeps (each at most 5 MB, all together at most 15 MB: spec 5). */
export const EXPENSE_ATTACHMENT_LIMIT = 5;

/** Longest range the account book and the summary read at once (a year and a day: a leap year fits). */
export const ACCOUNT_RANGE_MAX_DAYS = 366;

/**
 * What is wrong with an expense's days, as a message key, or null: the expense cannot be dated after
 * today (garage-local), and it cannot be paid before it was incurred nor in the future.
 */
export function expenseDayProblem(
  day: string,
  today: string,
  paidDay?: string | null,
): 'expense.futureDay' | 'expense.paidBeforeDay' | 'expense.futurePaidDay' | null {
  if (day > today) return 'expense.futureDay';
  if (paidDay) {
    if (paidDay < day) return 'expense.paidBeforeDay';
    if (paidDay > today) return 'expense.futurePaidDay';
  }
  return null;
}

/** The days of an inclusive range, oldest first (a chart's x axis). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= ACCOUNT_RANGE_MAX_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}

/** An exact amount as text, with at least two decimals and every decimal it has (3-decimal currencies). */
export function amountText(value: Money | string | number): string {
  const m = money(value);
  return m.toFixed(Math.max(2, m.decimalPlaces()));
}

export interface MethodTotals {
  method: string;
  opening: string;
  money_in: string;
  money_out: string;
  closing: string;
}

/**
 * One method's line of the account book: closing = opening + in − out, exact (decision 045). The
 * opening is every movement of the method before the first day, signed.
 */
export function methodBalance(method: string, opening: string, moneyIn: string, moneyOut: string): MethodTotals {
  const closing = money(opening).plus(money(moneyIn)).minus(money(moneyOut));
  return {
    method,
    opening: amountText(opening),
    money_in: amountText(moneyIn),
    money_out: amountText(moneyOut),
    closing: amountText(closing),
  };
}

/** The totals line of the book: the sum of every method's line. */
export function bookTotals(lines: readonly MethodTotals[]): Omit<MethodTotals, 'method'> {
  const sum = (pick: (l: MethodTotals) => string) => amountText(lines.reduce((s, l) => s.plus(money(pick(l))), new Money(0)));
  return {
    opening: sum((l) => l.opening),
    money_in: sum((l) => l.money_in),
    money_out: sum((l) => l.money_out),
    closing: sum((l) => l.closing),
  };
}

/**
 * Methods in the book's order: CASH first (what the drawer must hold), then the known methods, then any
 * other a payment row carries; every method with a movement or a balance, and always CASH.
 */
export function bookMethods(seen: Iterable<string>): string[] {
  const known: readonly string[] = EXPENSE_PAYMENT_METHODS;
  const set = new Set<string>(['CASH', ...seen]);
  return [...set].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? known.length : ia) - (ib < 0 ? known.length : ib) || a.localeCompare(b);
  });
}

/**
 * The expense labels a new garage starts with, in the language it was registered in (decision 038): without
 * any, no expense could be recorded until the owner had made one. The owner renames, deactivates or adds to them.
 */
const SEEDED_EXPENSE_LABELS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Rent',
    'Electricity and water',
    'Salaries and wages',
    'Workshop consumables',
    'Tools and equipment',
    'Fuel and travel',
    'Repairs and maintenance',
    'Office and stationery',
    'Other',
  ],
  es: [
    'Renta',
    'Luz y agua',
    'Sueldos y salarios',
    'Consumibles del taller',
    'Herramientas y equipo',
    'Combustible y viáticos',
    'Reparaciones y mantenimiento',
    'Oficina y papelería',
    'Otros',
  ],
};

export function seededExpenseLabels(language: Language = 'en'): readonly string[] {
  return SEEDED_EXPENSE_LABELS[language];
}
