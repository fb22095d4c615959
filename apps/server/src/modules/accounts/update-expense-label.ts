import type { ExpenseLabel, ExpenseLabelInput } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { toExpenseLabelView, updateExpenseLabelRow } from './expense-label.repository.ts';

/** Renames a label of this garage or makes it (in)active; its expenses keep it either way. */
export async function updateExpenseLabel(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof ExpenseLabelInput>,
): Promise<ExpenseLabel> {
  const row = await updateExpenseLabelRow(tx, current, id, { name: input.name, active: input.active });
  if (!row) throw new AppError('NOT_FOUND', 'expenseLabel.notFound');
  return toExpenseLabelView(row);
}
