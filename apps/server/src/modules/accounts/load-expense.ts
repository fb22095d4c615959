import type { Expense } from '@garage/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findExpense, findGarageDocuments, selectExpenseActivity } from './expense.repository.ts';
import { expenseView } from './expense-view.ts';

/** One expense of this garage as the expense view shows it; another garage's or group's id is 404. */
export async function loadExpense(db: Db | Tx, current: { groupId: number; garageId: number }, id: number): Promise<Expense> {
  const row = await findExpense(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'expense.notFound');
  const [documents, activity] = await Promise.all([
    findGarageDocuments(db, current, row.attachments),
    selectExpenseActivity(db, current.groupId, id),
  ]);
  return expenseView(row, documents, activity);
}
