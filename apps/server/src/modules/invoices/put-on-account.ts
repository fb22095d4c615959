import type { OnAccountCreate } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { findGarageMethod } from '../payment-methods/payment-method.repository.ts';
import { findInvoiceRow, markOnAccount } from './invoice.repository.ts';
import { dueOf } from './invoice-view.ts';

/**
 * ON_ACCOUNT (decision 050): the customer takes the vehicle on account. No money moves and no receipt is
 * made: the bill's due stays owed (dues, ageing, clear dues) and the bill is marked with who and when,
 * so its order may be delivered (COMPLETED) while due. Order, then bill, locked as a payment locks them.
 */
export async function putOnAccount(
  tx: Tx,
  current: Membership,
  invoiceId: number,
  body: z.output<typeof OnAccountCreate>,
  userId: number,
  now: Date,
): Promise<void> {
  const named = await findInvoiceRow(tx, current, invoiceId);
  if (!named) throw new AppError('NOT_FOUND', 'invoice.notFound');
  const method = await findGarageMethod(tx, current, 'ON_ACCOUNT');
  if (!method?.active) throw badRequest('payment.onAccountOff');
  await lockDocument(tx, current, 'ORDER', named.orderId);
  const bill = await findInvoiceRow(tx, current, invoiceId, true);
  if (!bill) throw new AppError('NOT_FOUND', 'invoice.notFound');
  if (bill.status === 'VOID') throw new AppError('CONFLICT', 'payment.voidInvoice');
  const due = dueOf(bill);
  if (due.isZero()) throw new AppError('CONFLICT', 'payment.nothingDue');
  const note = body.note?.trim() || null;
  if (!(await markOnAccount(tx, current, bill.id, { at: now, by: userId, note })))
    throw new AppError('CONFLICT', 'payment.alreadyOnAccount');
  await logActivity(tx, current.groupId, bill.orderId, 'ON_ACCOUNT', userId, now, {
    invoice_id: bill.id,
    invoice_number: bill.invoiceNumber,
    due: due.toFixed(),
    ...(note ? { note } : {}),
  });
}
