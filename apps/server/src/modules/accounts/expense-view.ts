import type { Expense, ExpenseSummary } from '@garage/contract';
import type { ExpensePaymentMethod } from '@garage/domain';
import { documentUrl } from '../documents/images.ts';
import { moneyText } from '../orders/order-view.ts';
import type { ExpenseWithLabel, selectExpenseActivity } from './expense.repository.ts';

export function expenseSummaryView(r: ExpenseWithLabel): ExpenseSummary {
  return {
    expense_id: r.id,
    expense_number: r.expenseNumber,
    expense_date: r.localDay,
    label_id: r.labelId,
    label_name: r.labelName,
    amount: moneyText(r.amount),
    status: r.status,
    payment_method: (r.paymentMethod as ExpensePaymentMethod | null) ?? null,
    paid_date: r.paidDay,
    payee: r.payee,
    reference: r.reference,
    attachment_count: r.attachments.length,
  };
}

export function expenseView(
  r: ExpenseWithLabel,
  documents: ReadonlyArray<{ key: string; mime: string; size: number }>,
  activity: Awaited<ReturnType<typeof selectExpenseActivity>>,
): Expense {
  const byKey = new Map(documents.map((d) => [d.key, d]));
  return {
    ...expenseSummaryView(r),
    note: r.note,
    // In the order they were attached; a key whose document is gone is left out.
    attachments: r.attachments.flatMap((key) => {
      const d = byKey.get(key);
      return d ? [{ key, url: documentUrl(key), mime: d.mime, size: d.size }] : [];
    }),
    created_at: r.createdAt.toISOString(),
    activity: activity.map((a) => ({
      action: a.action,
      user_id: a.userId,
      at: a.at.toISOString(),
      detail: a.detail as Record<string, unknown>,
    })),
  };
}
