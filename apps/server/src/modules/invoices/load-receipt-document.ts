import type { Invoice } from '@garage/contract';
import { amountDue, money } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyText } from '../orders/order-view.ts';
import { billStandingAfter, invoicesByIds } from './invoice.repository.ts';
import { loadReceipt } from './load-receipt.ts';
import type { ReceiptDocument } from './receipt-pdf.ts';

type Scope = { groupId: number; garageId: number };

/**
 * A receipt as its PDF prints it: the garage and the payer as the first bill it pays froze them, and each
 * bill it pays (a clear-dues receipt pays several) with what this receipt put on it and what it still owed
 * right after. 404 for another garage's id.
 */
export async function loadReceiptDocument(db: Db | Tx, current: Scope, id: number): Promise<ReceiptDocument> {
  const receipt = await loadReceipt(db, current, id);
  const ids = [...new Set(receipt.payments.map((p) => p.invoice_id))];
  const rows = await invoicesByIds(db, current, ids);
  const first = rows.find((r) => r.id === ids[0]);
  if (!first) throw new AppError('NOT_FOUND', 'payment.notFound');
  const standing = await billStandingAfter(db, current.groupId, {
    invoiceIds: ids,
    lastPaymentId: Math.max(...receipt.payments.map((p) => p.payment_id)),
    receivedAt: new Date(receipt.received_at),
  });
  const bills = ids.flatMap((invoiceId) => {
    const row = rows.find((r) => r.id === invoiceId);
    if (!row) return [];
    const put = receipt.payments.filter((p) => p.invoice_id === invoiceId).reduce((sum, p) => sum.plus(p.amount), money(0));
    const after = standing.get(invoiceId) ?? { paid: '0', credited: '0' };
    return [
      {
        invoice_number: row.invoiceNumber,
        invoiced_at: row.invoicedAt.toISOString(),
        total_amount: moneyText(row.grandTotal),
        allocated: moneyText(put.toFixed()),
        due_after: moneyText(amountDue(row.grandTotal, money(after.paid).plus(after.credited)).toFixed()),
      },
    ];
  });
  return {
    receipt,
    seller: first.seller as Invoice['seller'],
    customer: first.customer as Invoice['customer'],
    bills,
  };
}
