/** Checks create and update of an expense share: its label, its days and its attachments. */
import type { ExpenseInput } from '@garage/contract';
import { expenseDayProblem, localDay } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { MAX_FLOW_BYTES } from '../documents/images.ts';
import { findGarageDocuments } from './expense.repository.ts';
import { findExpenseLabel } from './expense-label.repository.ts';

export type ExpenseFields = z.output<typeof ExpenseInput>;

/**
 * The label must be this garage's (else 404) and active, unless the expense already had it (an edit
 * of an old expense keeps its retired label).
 */
export async function checkLabel(tx: Tx, current: Membership, labelId: number, keptLabelId?: number): Promise<void> {
  const label = await findExpenseLabel(tx, current, labelId);
  if (!label) throw new AppError('NOT_FOUND', 'expenseLabel.notFound');
  if (!label.active && label.id !== keptLabelId) throw badRequest('expenseLabel.inactive');
}

/** No expense after today, and a paid day neither before the expense's day nor after today (garage-local). */
export function checkDays(day: string, paidDay: string | null, now: Date, timeZone: string): void {
  const problem = expenseDayProblem(day, localDay(now, timeZone), paidDay);
  if (problem) throw badRequest(problem);
}

/** Every attachment is a document of this garage, and together they stay within one flow's 15 MB (spec 5). */
export async function checkAttachments(tx: Tx, current: Membership, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const documents = await findGarageDocuments(tx, current, unique);
  if (documents.length !== unique.length) throw badRequest('expense.attachmentUnknown');
  if (documents.reduce((sum, d) => sum + d.size, 0) > MAX_FLOW_BYTES) throw badRequest('expense.attachmentsTooLarge');
  return unique;
}

/** What an expense stores of the form: the method and paid day only when PAID (paid on its own day). */
export function storedFields(input: ExpenseFields, attachments: string[]) {
  const paid = input.status === 'PAID';
  return {
    labelId: input.label_id,
    localDay: input.expense_date,
    amount: input.amount,
    status: input.status,
    paymentMethod: paid ? (input.payment_method ?? null) : null,
    paidDay: paid ? input.expense_date : null,
    payee: input.payee?.trim() || null,
    reference: input.reference?.trim() || null,
    note: input.note?.trim() || null,
    attachments,
  };
}
