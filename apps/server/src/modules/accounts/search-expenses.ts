import type { ExpensePage, ExpenseSearchQuery } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';
import { type ExpenseFilter, findExpensePage } from './expense.repository.ts';
import { expenseSummaryView } from './expense-view.ts';

/** Digits alone are also the number within its year; any text is matched in lower case. */
function matchOf(q: string): ExpenseFilter['match'] {
  const t = q.trim().toLowerCase();
  const digits = /^0*(\d{1,9})$/.exec(t);
  return digits ? { text: t, number: Number(digits[1]) } : { text: t };
}

/** Expenses of this garage (the expense list): garage-local days, label, status, text; with the total. */
export async function searchExpenses(
  db: Db,
  current: { groupId: number; garageId: number },
  query: z.output<typeof ExpenseSearchQuery>,
): Promise<ExpensePage> {
  const filter: ExpenseFilter = {
    ...(query.from ? { fromDay: query.from } : {}),
    ...(query.to ? { toDay: query.to } : {}),
    ...(query.label_id ? { labelId: query.label_id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { match: matchOf(query.q) } : {}),
  };
  const { page_number: pageNumber, page_size: pageSize } = query;
  const { rows, total, totalAmount } = await findExpensePage(db, current, filter, pageNumber, pageSize);
  return { ...pageOf(rows.map(expenseSummaryView), total, pageNumber, pageSize), total_amount: moneyText(totalAmount) };
}
