import { ExpenseInput } from '@garage/contract';
import {
  EXPENSE_ATTACHMENT_LIMIT,
  type ExpensePaymentMethod,
  type ExpenseStatus,
  expenseDayProblem,
  money,
} from '@garage/domain';
import type { IssueLike } from '../../lib/form-errors.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { Expense, ExpenseBody } from './accounts-api.ts';

/** The expense form (add-new-expense): its values, the body it sends and the attachment limits (spec 5). */

export interface Attachment {
  key: string;
  url: string;
  /** The file's name when uploaded here; the short key for one saved earlier. */
  name: string;
  size: number;
}

export interface ExpenseValues extends Record<string, unknown> {
  expense_date: string;
  label_id: string;
  amount: string;
  status: ExpenseStatus;
  payment_method: ExpensePaymentMethod;
  payee: string;
  reference: string;
  note: string;
  attachments: Attachment[];
}

export const EXPENSE_FIELDS = [
  'expense_date',
  'label_id',
  'amount',
  'status',
  'payment_method',
  'payee',
  'reference',
  'note',
  'attachments',
] as const;
export type ExpenseField = (typeof EXPENSE_FIELDS)[number];

/** Spec 5: one file at most 5 MB, the files of one flow (this form) at most 15 MB. */
export const MAX_FILE_BYTES = 5_242_880;
export const MAX_FLOW_BYTES = 15_728_640;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function newExpenseValues(today: string): ExpenseValues {
  return {
    expense_date: today,
    label_id: '',
    amount: '',
    status: 'PAID',
    payment_method: 'CASH',
    payee: '',
    reference: '',
    note: '',
    attachments: [],
  };
}

/** The form filled from a saved expense (edit). */
export function expenseValues(e: Expense): ExpenseValues {
  return {
    expense_date: e.expense_date,
    label_id: String(e.label_id),
    amount: e.amount,
    status: e.status,
    payment_method: e.payment_method ?? 'CASH',
    payee: e.payee ?? '',
    reference: e.reference ?? '',
    note: e.note ?? '',
    attachments: e.attachments.map((a) => ({ key: a.key, url: a.url, name: a.key.slice(0, 8), size: a.size })),
  };
}

/** An amount as typed ("1 234,5" → "1234.5"); the text as it is when it is not a decimal (the schema says why). */
export function normalAmount(text: string): string {
  const t = text.trim().replace(/\s/g, '');
  const normal = t.includes('.') ? t.replace(/,/g, '') : t.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? money(normal).toString() : t;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/**
 * The body of createExpense / updateExpense, checked by the contract's own schema, and the day rules of
 * the domain (no expense after today), so the form says what the server would.
 */
export function checkExpense(values: ExpenseValues, today: string): Check<ExpenseBody> {
  const body: ExpenseBody = {
    expense_date: values.expense_date,
    label_id: Number(values.label_id) || 0,
    amount: normalAmount(values.amount),
    status: values.status,
    payment_method: values.status === 'PAID' ? values.payment_method : null,
    payee: orNull(values.payee),
    reference: orNull(values.reference),
    note: orNull(values.note),
    attachments: values.attachments.map((a) => a.key),
  };
  const issues: IssueLike[] = [];
  if (!values.label_id) issues.push({ path: ['label_id'], message: 'field.required' });
  if (!values.amount.trim()) issues.push({ path: ['amount'], message: 'field.required' });
  const parsed = ExpenseInput.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'amount');
      if ((field === 'label_id' && !values.label_id) || (field === 'amount' && !values.amount.trim())) continue;
      issues.push({ path: [field], message: issue.message, ...('maximum' in issue ? { maximum: issue.maximum } : {}) });
    }
  } else {
    const problem = expenseDayProblem(values.expense_date, today);
    if (problem) issues.push({ path: ['expense_date'], message: problem });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, body };
}

export type FileRefusal = { reason: 'type' | 'size' | 'flow' | 'count'; name: string };

/**
 * Whether a chosen file may be uploaded next to those already attached: an image type, 5 MB at most, 15 MB
 * with the others, and no more than the expense keeps. The server checks the same; this saves the upload.
 */
export function fileRefusal(
  file: { name: string; size: number; type: string },
  attached: readonly Attachment[],
): FileRefusal | null {
  if (attached.length >= EXPENSE_ATTACHMENT_LIMIT) return { reason: 'count', name: file.name };
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return { reason: 'type', name: file.name };
  if (file.size > MAX_FILE_BYTES) return { reason: 'size', name: file.name };
  if (attached.reduce((sum, a) => sum + a.size, 0) + file.size > MAX_FLOW_BYTES) return { reason: 'flow', name: file.name };
  return null;
}

/** The key of an uploaded document from its address (/api/document/file/{key}). */
export const keyOfUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);
