import type { ExpenseLabel, ExpenseLabelInput } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertExpenseLabel, toExpenseLabelView } from './expense-label.repository.ts';

/** Adds an expense label to this garage (a duplicate name, in any case, is refused by the unique index). */
export async function createExpenseLabel(
  tx: Tx,
  current: Membership,
  input: z.output<typeof ExpenseLabelInput>,
): Promise<ExpenseLabel> {
  const row = await insertExpenseLabel(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    name: input.name,
    active: input.active,
  });
  return toExpenseLabelView(row);
}
