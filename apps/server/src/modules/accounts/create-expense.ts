import type { Expense } from '@garage/contract';
import { documentNumber, EXPENSE_PREFIX, expenseCounterKind, expenseYear } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { insertExpense, insertExpenseActivity, setExpenseNumber } from './expense.repository.ts';
import { checkAttachments, checkDays, checkLabel, type ExpenseFields, storedFields } from './expense-checks.ts';
import { loadExpense } from './load-expense.ts';

/**
 * Records an expense: numbered EXP/<year>/n in the financial year of its day, gap-free (the number is
 * the last write, so a refused or rolled-back expense gives it back), with its CREATED audit row.
 */
export async function createExpense(
  tx: Tx,
  current: Membership,
  input: ExpenseFields,
  userId: number,
  now: Date,
): Promise<number> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  await checkLabel(tx, current, input.label_id);
  checkDays(input.expense_date, null, now, settings.timeZone);
  const attachments = await checkAttachments(tx, current, input.attachments);
  const fy = expenseYear(input.expense_date, settings.countryCode);
  const id = await insertExpense(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    fy,
    number: 0,
    ...storedFields(input, attachments),
    paidAt: input.status === 'PAID' ? now : null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  const number = await assignNumber(tx, current, expenseCounterKind(fy), (n) =>
    setExpenseNumber(tx, current, id, n, documentNumber(EXPENSE_PREFIX, fy, n)),
  );
  await insertExpenseActivity(tx, {
    groupId: current.groupId,
    expenseId: id,
    action: 'CREATED',
    userId,
    at: now,
    detail: {
      expense_number: documentNumber(EXPENSE_PREFIX, fy, number),
      amount: input.amount,
      status: input.status,
      payment_method: input.status === 'PAID' ? input.payment_method : null,
    },
  });
  return id;
}

/** Records an expense once per Idempotency-Key: a double press or a retry answers the first expense. */
export async function createExpenseOnce(
  db: Db,
  current: Membership,
  input: ExpenseFields,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: Expense }> {
  const scope = `expense:${current.garageId}`;
  const result = await idempotent(db, { userId, scope, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createExpense(tx, current, input, userId, now) },
  }));
  return { ...result, view: await loadExpense(db, current, result.body.id) };
}
