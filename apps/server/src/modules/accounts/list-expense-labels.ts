import type { ExpenseLabel } from '@garage/contract';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { selectExpenseLabels, toExpenseLabelView } from './expense-label.repository.ts';

/** This garage's expense labels by name; the inactive ones too when asked (the labels master). */
export async function listExpenseLabels(db: Db, current: Membership, includeInactive: boolean): Promise<ExpenseLabel[]> {
  return (await selectExpenseLabels(db, current, includeInactive)).map(toExpenseLabelView);
}
