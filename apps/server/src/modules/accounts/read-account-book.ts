import type { AccountBook, AccountBookQuery } from '@garage/contract';
import { amountText, bookMethods, bookTotals, methodBalance, money } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { methodNames } from '../payment-methods/method-names.ts';
import { type MovementRow, methodSums, movementPage } from './account-book.repository.ts';
import { checkedRange, garageToday } from './account-range.ts';

const idOrNull = (v: string | number | null) => (v === null ? null : Number(v));
const instant = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function movementView(r: MovementRow, names: ReadonlyMap<string, string | null>): AccountBook['movements']['content'][number] {
  const amount = money(r.amount);
  // A refund is a payment row below zero; an expense's or a vendor payment's amount is what went out.
  const out = r.kind === 'EXPENSE' || r.kind === 'VENDOR_PAYMENT' ? amount : amount.isNegative() ? amount.negated() : null;
  return {
    kind: r.kind,
    day: r.day,
    at: instant(r.at),
    method: r.method,
    method_name: names.get(r.method) ?? null,
    money_in: out ? '0.00' : amountText(amount),
    money_out: out ? amountText(out) : '0.00',
    number: r.number,
    receipt_id: idOrNull(r.receipt_id),
    expense_id: idOrNull(r.expense_id),
    invoice_id: idOrNull(r.invoice_id),
    invoice_number: r.invoice_number,
    party: r.party,
    label: r.label,
    vendor_id: idOrNull(r.vendor_id),
    source_id: idOrNull(r.source_id),
    source_number: r.source_number,
  };
}

/**
 * The account book (daily book) of garage-local days, today by default (decision 045): per method the
 * opening (every movement before the first day), money in, money out and closing; and the movements.
 */
export async function readAccountBook(
  db: Db,
  current: { groupId: number; garageId: number },
  query: z.output<typeof AccountBookQuery>,
  now: Date,
): Promise<AccountBook> {
  const { today, currency } = await garageToday(db, current, now);
  const { from, to } = checkedRange(query.from, query.to, { from: today, to: today });
  const [sums, moves, names] = await Promise.all([
    methodSums(db, current, from, to),
    movementPage(db, current, from, to, query.page_number, query.page_size),
    methodNames(db, current),
  ]);
  const byMethod = new Map(sums.map((s) => [s.method, s]));
  const methods = bookMethods(byMethod.keys()).map((m) => {
    const s = byMethod.get(m);
    // An owner's method (PM_12) shows under its own name, a renamed built-in under its new one (decision 050).
    return { ...methodBalance(m, s?.opening ?? '0', s?.money_in ?? '0', s?.money_out ?? '0'), method_name: names.get(m) ?? null };
  });
  return {
    from,
    to,
    currency_code: currency,
    methods,
    totals: bookTotals(methods),
    movements: pageOf(
      moves.rows.map((r) => movementView(r, names)),
      moves.total,
      query.page_number,
      query.page_size,
    ),
  };
}
