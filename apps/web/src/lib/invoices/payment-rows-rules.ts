import type { PaymentPart } from '@garage/contract';
import { amountDue, COUNTER_PAYMENT_METHODS, type Money, money, type PaymentMethodKind } from '@garage/domain';
import type { IssueLike } from '../form-errors.ts';

/**
 * The method rows of a payment (issue 13): one bill's "Add payment" and a customer's "Clear dues" take
 * money the same way — split across methods, each with what it needs (a card's reference, a cheque's
 * details).
 */

/**
 * A method of the garage's payment master (a built-in code, or PM_12 for one of its own; decision 050), or
 * the customer's credit from credit notes (offered when the customer has some).
 */
export type PaymentChoice = string;

export interface PaymentRow {
  /** Local key of the row. */
  key: string;
  method: PaymentChoice;
  amount: string;
  reference: string;
  cheque_number: string;
  bank_name: string;
  /** YYYY-MM-DD, empty until chosen. */
  cheque_date: string;
}

/** Most methods one receipt takes (the contract's `payments.max(10)`). */
export const MAX_PAYMENT_ROWS = 10;

/**
 * Which extra fields a method asks for, by its kind: a reference (cards, transfers, links, wallets), the
 * cheque's details, or none (cash and cash-like methods, the customer's credit).
 */
export function methodFields(method: PaymentChoice, kind?: PaymentMethodKind | null): 'none' | 'reference' | 'cheque' {
  if (method === 'CASH' || method === 'CUSTOMER_CREDIT' || kind === 'CASH') return 'none';
  return method === 'CHEQUE' ? 'cheque' : 'reference';
}

let counter = 0;
export function newRow(method: PaymentChoice, amount: string): PaymentRow {
  counter += 1;
  return { key: `p${counter}`, method, amount, reference: '', cheque_number: '', bank_name: '', cheque_date: '' };
}

/** An amount as typed ("1 234,5" → "1234.5"); null when it is not a decimal. */
export function amountOf(text: string): Money | null {
  const t = text.trim().replace(/\s/g, '');
  const normal = t.includes('.') ? t.replace(/,/g, '') : t.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return money(normal);
}

/** The sum of the rows' amounts (rows not yet a number count as zero). */
export function paymentSum(rows: readonly Pick<PaymentRow, 'amount'>[]): Money {
  return rows.reduce((sum, r) => sum.plus(amountOf(r.amount) ?? 0), money(0));
}

/** "Add another method": the next of the garage's methods not used yet, for what the other rows leave of `due`. */
export function nextRow(
  due: string,
  rows: readonly PaymentRow[],
  offered: readonly string[] = COUNTER_PAYMENT_METHODS,
): PaymentRow {
  const used = new Set(rows.map((r) => r.method));
  const method = offered.find((m) => !used.has(m)) ?? offered[0] ?? 'CASH';
  const left = amountDue(due, paymentSum(rows));
  return newRow(method, left.gt(0) ? left.toString() : '');
}

/** The field name of a row's input, as the form's errors and inputs name it. */
export const rowField = (index: number, field: keyof Omit<PaymentRow, 'key'>) => `rows.${index}.${field}`;

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The rows as the contract's payment parts: each method sends only the fields it asks for. */
export function paymentParts(
  rows: readonly PaymentRow[],
  kindOf: (method: string) => PaymentMethodKind | null = () => null,
): PaymentPart[] {
  return rows.map((r) => {
    const fields = methodFields(r.method, kindOf(r.method));
    const amount = amountOf(r.amount);
    return {
      method: r.method,
      amount: amount ? amount.toString() : r.amount.trim(),
      ...(fields === 'reference' ? { reference: orNull(r.reference) } : {}),
      ...(fields === 'cheque'
        ? { cheque_number: orNull(r.cheque_number), bank_name: orNull(r.bank_name), cheque_date: orNull(r.cheque_date) }
        : {}),
    };
  });
}

export const noteOf = orNull;

/**
 * The contract's issues of a body whose `payments` came from `rows`, named as the form's fields: a
 * payment part's issue goes to its row's input, a cheque's missing details to the first one missing.
 */
export function rowIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rows: readonly PaymentRow[],
): IssueLike[] {
  return issues.map((issue) => {
    const [head, index, field] = issue.path;
    let name = head === 'payments' && typeof index === 'number' ? rowField(index, (field ?? 'amount') as 'amount') : String(head);
    if (issue.message === 'payment.chequeDetails' && typeof index === 'number') {
      const row = rows[index];
      const missing = (['cheque_number', 'bank_name', 'cheque_date'] as const).find((f) => !row?.[f].trim());
      name = rowField(index, missing ?? 'cheque_number');
    }
    return { path: [name], message: issue.message, ...('maximum' in issue ? { maximum: issue.maximum } : {}) };
  });
}

/** The on-screen label of each form field name ("rows.1.bank_name" → the label of bank_name). */
export function fieldLabels(rowCount: number, label: (field: string) => string): Record<string, string> {
  const out: Record<string, string> = { note: label('note') };
  for (let i = 0; i < rowCount; i++) {
    for (const f of ['method', 'amount', 'reference', 'cheque_number', 'bank_name', 'cheque_date'] as const) {
      out[rowField(i, f)] = label(f);
    }
  }
  return out;
}
