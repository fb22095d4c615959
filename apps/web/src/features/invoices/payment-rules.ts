import { PaymentCreate } from '@garage/contract';
import { amountDue, COUNTER_PAYMENT_METHODS, type CounterPaymentMethod, type Money, money } from '@garage/domain';
import type { IssueLike } from '../../lib/form-errors.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { PaymentCreateBody } from '../../lib/invoices/invoices-api.ts';

/** The add-payment form (issue 13): rows of method and amount, split across methods, never more than the due. */

/** A counter method, or the customer's credit from credit notes (offered when the customer has some). */
export type PaymentChoice = CounterPaymentMethod | 'CUSTOMER_CREDIT';

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

export type PaymentValues = { rows: PaymentRow[]; note: string };

/** Which extra fields a method asks for: a reference (cards, transfer, link), the cheque's details, or none (cash). */
export function methodFields(method: PaymentChoice): 'none' | 'reference' | 'cheque' {
  if (method === 'CASH' || method === 'CUSTOMER_CREDIT') return 'none';
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

/** What stays due once this payment is taken (domain amountDue: decimals, never below zero), and whether it overpays. */
export function dueAfter(due: string, rows: readonly Pick<PaymentRow, 'amount'>[]): { left: Money; overpaid: boolean } {
  const sum = paymentSum(rows);
  return { left: amountDue(due, sum), overpaid: sum.gt(money(due)) };
}

/** What the customer's credit can pay of this bill: the credit, never more than the due. */
export function creditPrefill(credit: string, due: string): Money {
  const c = money(credit);
  const d = money(due);
  return c.lt(d) ? c : d;
}

/** The sum of the rows paid from the customer's credit. */
export function creditUsed(rows: readonly Pick<PaymentRow, 'method' | 'amount'>[]): Money {
  return paymentSum(rows.filter((r) => r.method === 'CUSTOMER_CREDIT'));
}

/** "Add another method": the next method not used yet, for what is still due. */
export function nextRow(due: string, rows: readonly PaymentRow[]): PaymentRow {
  const used = new Set(rows.map((r) => r.method));
  const method = COUNTER_PAYMENT_METHODS.find((m) => !used.has(m)) ?? 'CASH';
  const left = dueAfter(due, rows).left;
  return newRow(method, left.gt(0) ? left.toString() : '');
}

/** The field name of a row's input, as the form's errors and inputs name it. */
export const rowField = (index: number, field: keyof Omit<PaymentRow, 'key'>) => `rows.${index}.${field}`;

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/**
 * The body of routes.createPayment from the form, checked by the contract's own schema (field messages
 * are catalogue keys), plus the due: a payment above it is refused here as the server would.
 */
export function checkPayment(
  invoiceId: number,
  due: string,
  values: PaymentValues,
  fmt: (amount: string) => string = (v) => v,
  /** The customer's credit: rows of CUSTOMER_CREDIT above it are refused here as the server would. */
  credit = '0',
): Check<PaymentCreateBody> {
  const payments = values.rows.map((r) => {
    const fields = methodFields(r.method);
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
  const body = { invoice_id: invoiceId, payments, note: orNull(values.note) };
  const parsed = PaymentCreate.safeParse(body);
  const issues: IssueLike[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      // A cheque's missing details are said on the first one that is missing.
      let name =
        head === 'payments' && typeof index === 'number' ? rowField(index, (field ?? 'amount') as 'amount') : String(head);
      if (issue.message === 'payment.chequeDetails' && typeof index === 'number') {
        const row = values.rows[index];
        const missing = (['cheque_number', 'bank_name', 'cheque_date'] as const).find((f) => !row?.[f].trim());
        name = rowField(index, missing ?? 'cheque_number');
      }
      issues.push({ path: [name], message: issue.message, ...('maximum' in issue ? { maximum: issue.maximum } : {}) });
    }
    return { ok: false, issues };
  }
  const used = creditUsed(values.rows);
  if (used.gt(money(credit))) {
    const row = values.rows.findLastIndex((r) => r.method === 'CUSTOMER_CREDIT');
    return {
      ok: false,
      issues: [
        {
          path: [rowField(row, 'amount')],
          message: 'payment.creditShort',
          params: { balance: fmt(money(credit).toString()), amount: fmt(used.toString()) },
        },
      ],
    };
  }
  if (dueAfter(due, values.rows).overpaid) {
    const last = values.rows.length - 1;
    return {
      ok: false,
      issues: [
        {
          path: [rowField(last, 'amount')],
          message: 'payment.overpay',
          params: { amount: fmt(paymentSum(values.rows).toString()), due: fmt(due) },
        },
      ],
    };
  }
  return { ok: true, body };
}

/** The on-screen label of a form field name ("rows.1.bank_name" → the label of bank_name). */
export function fieldLabels(rows: readonly PaymentRow[], label: (field: string) => string): Record<string, string> {
  const out: Record<string, string> = { note: label('note') };
  rows.forEach((_, i) => {
    for (const f of ['method', 'amount', 'reference', 'cheque_number', 'bank_name', 'cheque_date'] as const) {
      out[rowField(i, f)] = label(f);
    }
  });
  return out;
}
