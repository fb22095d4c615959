import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { findExpense, insertExpenseActivity, updateExpenseRow } from './expense.repository.ts';
import { checkAttachments, checkDays, checkLabel, type ExpenseFields, storedFields } from './expense-checks.ts';

const AUDITED = [
  'labelId',
  'localDay',
  'amount',
  'status',
  'paymentMethod',
  'paidDay',
  'payee',
  'reference',
  'note',
  'attachments',
] as const;

/**
 * Changes an expense of this garage (its number and year stay what they were). The row is locked, and
 * the audit row names each field that changed with its value before and after.
 */
export async function updateExpense(
  tx: Tx,
  current: Membership,
  id: number,
  input: ExpenseFields,
  userId: number,
  now: Date,
): Promise<void> {
  const before = await findExpense(tx, current, id, true);
  if (!before) throw new AppError('NOT_FOUND', 'expense.notFound');
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  await checkLabel(tx, current, input.label_id, before.labelId);
  const attachments = await checkAttachments(tx, current, input.attachments);
  const after = storedFields(input, attachments);
  // An expense already paid on a later day keeps that day while it stays PAID.
  if (after.status === 'PAID' && before.status === 'PAID' && before.paidDay && before.paidDay > after.localDay)
    after.paidDay = before.paidDay;
  checkDays(after.localDay, after.paidDay, now, settings.timeZone);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED) {
    const from = field === 'amount' ? Number(before[field]) : before[field];
    const to = field === 'amount' ? Number(after[field]) : after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: before[field], to: after[field] };
  }
  const paidAt = after.status !== 'PAID' ? null : before.status === 'PAID' ? before.paidAt : now;
  await updateExpenseRow(tx, current, id, { ...after, paidAt, updatedAt: now });
  await insertExpenseActivity(tx, {
    groupId: current.groupId,
    expenseId: id,
    action: 'EDITED',
    userId,
    at: now,
    detail: { changes },
  });
}
