import { type Language, seededExpenseLabels } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { expenseLabel } from '../../db/schema.ts';

/**
 * Gives a new garage the default expense labels in its language (decision 045 addendum), in the garage's creating
 * transaction; a label the garage already has (same name in any case) is left as it is.
 */
export async function createDefaultExpenseLabels(
  tx: Tx,
  groupId: number,
  garageId: number,
  language: Language = 'en',
): Promise<void> {
  const rows = seededExpenseLabels(language).map((name) => ({ groupId, garageId, name }));
  await tx.insert(expenseLabel).values(rows).onConflictDoNothing();
}
