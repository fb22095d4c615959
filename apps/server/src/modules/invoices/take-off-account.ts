import type { OnAccountUndo } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { clearOnAccount, findInvoiceRow, paymentsSince } from './invoice.repository.ts';
import { dueOf } from './invoice-view.ts';

/**
 * Takes a bill off account (decision 050, addendum): whoever may put it on account may take it off,
 * while nothing has built on the marker — no payment was taken on the bill since, and its order was not
 * delivered (COMPLETED) on it: a vehicle that left on account stays so, and its money is taken as a
 * payment. The due is unchanged; a PAYMENT_DUE order can no longer be delivered until the bill is paid or
 * put on account again (`ordersOnAccount` reads the marker). Order, then bill, locked as a payment
 * locks them, so a payment or a delivery at the same time queues and is seen.
 */
export async function takeOffAccount(
  tx: Tx,
  current: Membership,
  invoiceId: number,
  body: z.output<typeof OnAccountUndo>,
  userId: number,
  now: Date,
): Promise<void> {
  const named = await findInvoiceRow(tx, current, invoiceId);
  if (!named) throw new AppError('NOT_FOUND', 'invoice.notFound');
  const order = await lockDocument(tx, current, 'ORDER', named.orderId);
  const bill = await findInvoiceRow(tx, current, invoiceId, true);
  if (!bill) throw new AppError('NOT_FOUND', 'invoice.notFound');
  if (bill.status === 'VOID') throw new AppError('CONFLICT', 'payment.voidInvoice');
  const since = bill.onAccountAt;
  if (!since) throw new AppError('CONFLICT', 'payment.notOnAccount');
  if (order.status === 'COMPLETED')
    throw new AppError('CONFLICT', 'payment.onAccountDelivered', { order: order.externalOrderId, number: bill.invoiceNumber });
  if ((await paymentsSince(tx, current, bill.id, since)) > 0)
    throw new AppError('CONFLICT', 'payment.onAccountPaidSince', { number: bill.invoiceNumber });
  if (!(await clearOnAccount(tx, current, bill.id, since))) throw new AppError('CONFLICT', 'payment.notOnAccount');
  const note = body.note?.trim() || null;
  await logActivity(tx, current.groupId, bill.orderId, 'ON_ACCOUNT_REMOVED', userId, now, {
    invoice_id: bill.id,
    invoice_number: bill.invoiceNumber,
    on_account_since: since.toISOString(),
    due: dueOf(bill).toFixed(),
    ...(note ? { note } : {}),
  });
}
