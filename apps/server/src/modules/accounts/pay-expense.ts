import type { ExpensePay } from '@garage/contract';
import { localDay } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { findExpense, insertExpenseActivity, updateExpenseRow } from './expense.repository.ts';
import { checkDays } from './expense-checks.ts';

/**
 * Pays a CREDIT expense: the money goes out by `payment_method` on `paid_date` (today when left out),
 * so it enters the account book that day. The row is locked: paying twice at once pays once.
 */
export async function payExpense(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof ExpensePay>,
  userId: number,
  now: Date,
): Promise<void> {
  const row = await findExpense(tx, current, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'expense.notFound');
  if (row.status === 'PAID') throw new AppError('CONFLICT', 'expense.alreadyPaid');
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const paidDay = input.paid_date ?? localDay(now, settings.timeZone);
  checkDays(row.localDay, paidDay, now, settings.timeZone);
  const reference = input.reference?.trim() || row.reference;
  await updateExpenseRow(tx, current, id, {
    status: 'PAID',
    paymentMethod: input.payment_method,
    paidDay,
    paidAt: now,
    reference,
    updatedAt: now,
  });
  await insertExpenseActivity(tx, {
    groupId: current.groupId,
    expenseId: id,
    action: 'PAID',
    userId,
    at: now,
    detail: { payment_method: input.payment_method, paid_date: paidDay, amount: row.amount },
  });
}
