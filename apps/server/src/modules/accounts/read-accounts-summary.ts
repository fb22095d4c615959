import type { AccountsSummary, AccountsSummaryQuery } from '@garage/contract';
import {
  AGEING_BUCKETS,
  addDays,
  ageingBucket,
  amountText,
  bookMethods,
  daysBetween,
  daysOf,
  Money,
  money,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { methodNames } from '../payment-methods/method-names.ts';
import { creditExpenses, dailySums, dueByInvoiceDay, expensesByLabel, rangeSums } from './account-book.repository.ts';
import { checkedRange, garageToday } from './account-range.ts';

type Sums = Array<{ method: string; money_in: string; money_out: string }>;
const fixed = (v: Money | string) => amountText(v);

function inOut(rows: Sums, names: ReadonlyMap<string, string | null>): AccountsSummary['today_totals'] {
  const byMethod = new Map(rows.map((r) => [r.method, r]));
  const lines = bookMethods(byMethod.keys()).map((method) => ({
    method,
    method_name: names.get(method) ?? null,
    money_in: fixed(byMethod.get(method)?.money_in ?? '0'),
    money_out: fixed(byMethod.get(method)?.money_out ?? '0'),
  }));
  const sum = (pick: (l: (typeof lines)[number]) => string) =>
    fixed(lines.reduce((s, l) => s.plus(money(pick(l))), new Money(0)));
  return { money_in: sum((l) => l.money_in), money_out: sum((l) => l.money_out), by_method: lines };
}

/**
 * The Accounts overview (finance): receivables of live bills by ageing, CREDIT expenses owed, money in
 * and out today and this month by method, expenses by label over a range (this month by default) and
 * the last 30 days' money in and out. Garage-local days throughout.
 */
export async function readAccountsSummary(
  db: Db,
  current: { groupId: number; garageId: number },
  query: z.output<typeof AccountsSummaryQuery>,
  now: Date,
): Promise<AccountsSummary> {
  const { today, currency } = await garageToday(db, current, now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const range = checkedRange(query.from, query.to, { from: monthStart, to: today });
  const chartFrom = addDays(today, -29);
  const [dues, payables, todaySums, monthSums, labels, daily, names] = await Promise.all([
    dueByInvoiceDay(db, current),
    creditExpenses(db, current),
    rangeSums(db, current, today, today),
    rangeSums(db, current, monthStart, today),
    expensesByLabel(db, current, range.from, range.to),
    dailySums(db, current, chartFrom, today),
    methodNames(db, current),
  ]);

  const buckets = new Map(AGEING_BUCKETS.map((b) => [b.key as string, { due: new Money(0), invoices: 0 }]));
  for (const d of dues) {
    const bucket = buckets.get(ageingBucket(Math.max(0, daysBetween(d.day, today))))!;
    bucket.due = bucket.due.plus(money(d.due));
    bucket.invoices += Number(d.invoices);
  }
  const totalDue = [...buckets.values()].reduce((s, b) => s.plus(b.due), new Money(0));
  const byDay = new Map(daily.map((d) => [d.day, d]));

  return {
    today,
    currency_code: currency,
    receivables: {
      total_due: fixed(totalDue),
      invoices: [...buckets.values()].reduce((n, b) => n + b.invoices, 0),
      buckets: [...buckets.entries()].map(([bucket, b]) => ({ bucket, due: fixed(b.due), invoices: b.invoices })),
    },
    payables: { total: fixed(payables.total), expenses: payables.count },
    today_totals: inOut(todaySums, names),
    month_totals: inOut(monthSums, names),
    expenses_by_label: {
      ...range,
      total: fixed(labels.reduce((s, l) => s.plus(money(l.amount)), new Money(0))),
      labels: labels.map((l) => ({ label_id: Number(l.label_id), name: l.name, amount: fixed(l.amount), expenses: Number(l.n) })),
    },
    daily: daysOf(chartFrom, today).map((day) => ({
      day,
      money_in: fixed(byDay.get(day)?.money_in ?? '0'),
      money_out: fixed(byDay.get(day)?.money_out ?? '0'),
    })),
  };
}
