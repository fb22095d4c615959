import { PaymentCreate } from '@garage/contract';
import { amountDue, type Money, money } from '@garage/domain';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { PaymentCreateBody } from '../../lib/invoices/invoices-api.ts';
import { noteOf, type PaymentRow, paymentParts, paymentSum, rowField, rowIssues } from '../../lib/invoices/payment-rows-rules.ts';

/** The add-payment form (issue 13): rows of method and amount, split across methods, never more than the due. */

export {
  methodFields,
  newRow,
  nextRow,
  type PaymentChoice,
  type PaymentRow,
  paymentSum,
} from '../../lib/invoices/payment-rows-rules.ts';

export type PaymentValues = { rows: PaymentRow[]; note: string };

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

/** What stays due once this payment is taken (domain amountDue: decimals, never below zero), and whether it overpays. */
export function dueAfter(due: string, rows: readonly Pick<PaymentRow, 'amount'>[]): { left: Money; overpaid: boolean } {
  const sum = paymentSum(rows);
  return { left: amountDue(due, sum), overpaid: sum.gt(money(due)) };
}

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
  const body = { invoice_id: invoiceId, payments: paymentParts(values.rows), note: noteOf(values.note) };
  const parsed = PaymentCreate.safeParse(body);
  if (!parsed.success) return { ok: false, issues: rowIssues(parsed.error.issues, values.rows) };
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
