import { PaymentBulkCreate } from '@garage/contract';
import { allocatePayment, amountDue, BULK_PAYMENT_LIMIT, type Money, money } from '@garage/domain';
import type { IssueLike } from '../../lib/form-errors.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { ClearDuesBody } from '../../lib/invoices/dues-api.ts';
import type { InvoiceSummary } from '../../lib/invoices/invoices-api.ts';
import {
  amountOf,
  newRow,
  noteOf,
  type PaymentRow,
  paymentParts,
  paymentSum,
  rowField,
  rowIssues,
} from '../../lib/invoices/payment-rows-rules.ts';

/**
 * Clear dues / bulk payment (issue 13): a customer's bills still owed, oldest first, some or all chosen
 * (at most BULK_PAYMENT_LIMIT), and one receipt in one or more methods spread over them oldest first —
 * the server's own rule (domain allocatePayment), previewed before it is sent.
 */

export type DueBill = Pick<InvoiceSummary, 'invoice_id' | 'due_amount'>;

export interface ClearDuesValues {
  /** The chosen bills' ids. */
  selected: number[];
  rows: PaymentRow[];
  note: string;
  [key: string]: unknown;
}

/** Every bill is chosen at first, oldest first, up to the limit. */
export function defaultSelection(bills: readonly DueBill[]): number[] {
  return bills.slice(0, BULK_PAYMENT_LIMIT).map((b) => b.invoice_id);
}

/** A bill not chosen cannot be once the limit is reached (its checkbox is disabled and says why). */
export function selectionFull(selected: readonly number[], id: number): boolean {
  return !selected.includes(id) && selected.length >= BULK_PAYMENT_LIMIT;
}

/** Chooses or drops a bill; choosing past the limit changes nothing. */
export function toggleBill(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return selectionFull(selected, id) ? [...selected] : [...selected, id];
}

/** The chosen bills, in the list's order (oldest first). */
export function chosenBills<B extends DueBill>(bills: readonly B[], selected: readonly number[]): B[] {
  const chosen = new Set(selected);
  return bills.filter((b) => chosen.has(b.invoice_id));
}

export function dueOf(bills: readonly DueBill[]): Money {
  return bills.reduce((sum, b) => sum.plus(money(b.due_amount)), money(0));
}

/** The first payment row: cash, for what the chosen bills owe. */
export function defaultRows(bills: readonly DueBill[], selected: readonly number[]): PaymentRow[] {
  const due = dueOf(chosenBills(bills, selected));
  return [newRow('CASH', due.gt(0) ? due.toString() : '')];
}

/**
 * When the choice of bills changes, a single row still holding what the old choice owed follows the new
 * sum (the cashier has not typed an amount of their own); otherwise the rows stay as typed.
 */
export function followChoice(rows: readonly PaymentRow[], before: Money, after: Money): string | null {
  if (rows.length !== 1) return null;
  const typed = amountOf(rows[0]?.amount ?? '');
  const untouched = typed ? typed.eq(before) : (rows[0]?.amount ?? '').trim() === '';
  return untouched ? (after.gt(0) ? after.toString() : '') : null;
}

export interface BillPreview {
  invoice_id: number;
  /** What this receipt pays of the bill. */
  pays: Money;
  /** What the bill still owes after it. */
  left: Money;
}

export interface Preview {
  bills: BillPreview[];
  due: Money;
  received: Money;
  /** What the chosen bills still owe after the receipt. */
  left: Money;
  overpaid: boolean;
}

/** How the rows' money spreads over the chosen bills oldest first (domain allocatePayment), and what stays due. */
export function previewAllocation(chosen: readonly DueBill[], rows: readonly PaymentRow[]): Preview {
  const parts = rows.map((r) => amountOf(r.amount) ?? money(0));
  const slices = allocatePayment(
    chosen.map((b) => b.due_amount),
    parts,
  );
  const pays = chosen.map(() => money(0));
  for (const s of slices) pays[s.bill] = (pays[s.bill] ?? money(0)).plus(s.amount);
  const due = dueOf(chosen);
  const received = paymentSum(rows);
  return {
    bills: chosen.map((b, i) => ({
      invoice_id: b.invoice_id,
      pays: pays[i] ?? money(0),
      left: amountDue(b.due_amount, pays[i] ?? 0),
    })),
    due,
    received,
    left: amountDue(due, received),
    overpaid: received.gt(due),
  };
}

/**
 * The body of routes.clearDues, checked by the contract's schema (at least one bill, at most the limit,
 * the rows' parts), plus the sum due: more than the chosen bills owe is refused here as the server would.
 * The chosen ids are always sent: the receipt pays what the cashier saw, not a bill that came in since.
 */
export function checkClearDues(
  customerId: number,
  bills: readonly DueBill[],
  values: ClearDuesValues,
  fmt: (amount: string) => string = (v) => v,
): Check<ClearDuesBody> {
  const chosen = chosenBills(bills, values.selected);
  const body = {
    customer_id: customerId,
    invoice_ids: chosen.map((b) => b.invoice_id),
    payments: paymentParts(values.rows),
    note: noteOf(values.note),
  };
  const parsed = PaymentBulkCreate.safeParse(body);
  if (!parsed.success) {
    const issues: IssueLike[] = rowIssues(parsed.error.issues, values.rows).map((issue) =>
      issue.path[0] === 'invoice_ids' ? { ...issue, path: ['selected'] } : issue,
    );
    return { ok: false, issues };
  }
  const preview = previewAllocation(chosen, values.rows);
  if (preview.overpaid) {
    return {
      ok: false,
      issues: [
        {
          path: [rowField(values.rows.length - 1, 'amount')],
          message: 'payment.overpay',
          params: { amount: fmt(preview.received.toString()), due: fmt(preview.due.toString()) },
        },
      ],
    };
  }
  return { ok: true, body };
}

/**
 * Bulk payment from the due list: bills of one customer only. A bill of another customer than the ones
 * chosen cannot be chosen (and says why), nor more than the limit.
 */
export function dueListBlock(
  chosen: readonly Pick<InvoiceSummary, 'invoice_id' | 'customer_id'>[],
  bill: Pick<InvoiceSummary, 'invoice_id' | 'customer_id'>,
): 'otherCustomer' | 'limit' | null {
  if (chosen.some((c) => c.invoice_id === bill.invoice_id)) return null;
  if (chosen.length > 0 && chosen[0]?.customer_id !== bill.customer_id) return 'otherCustomer';
  return chosen.length >= BULK_PAYMENT_LIMIT ? 'limit' : null;
}
