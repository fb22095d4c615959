import type { PaymentBulkCreate, Receipt } from '@garage/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type KeyClaim, type Stored } from '../../platform/idempotency.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { checkPaymentMethods } from '../payment-methods/check-payment-methods.ts';
import { dueInvoiceIds, invoicesByIds } from './invoice.repository.ts';
import { loadReceipt } from './load-receipt.ts';
import { receiveMoney } from './receive-money.ts';

type BulkInput = z.output<typeof PaymentBulkCreate>;

/**
 * Clear dues / bulk payment: one receipt of a customer spread over their bills oldest first — the ones
 * chosen (at most 50, checked by the contract), or every bill they still owe. Orders are locked in id
 * order, then the bills, so clearing dues and paying one bill never wait on each other in a circle.
 */
export async function clearDues(
  tx: Tx,
  current: Membership,
  body: BulkInput,
  userId: number,
  now: Date,
  claim?: KeyClaim,
): Promise<number> {
  await checkPaymentMethods(
    tx,
    current,
    body.payments.map((p) => p.method),
  );
  const ids = body.invoice_ids ? [...new Set(body.invoice_ids)] : await dueInvoiceIds(tx, current, body.customer_id);
  if (ids.length === 0) throw new AppError('CONFLICT', 'payment.nothingDue');
  const named = await invoicesByIds(tx, current, ids);
  if (named.length !== ids.length) throw new AppError('NOT_FOUND', 'invoice.notFound');
  if (named.some((b) => b.customerId !== body.customer_id)) throw badRequest('payment.otherCustomer');
  for (const orderId of [...new Set(named.map((b) => b.orderId))].sort((a, b) => a - b))
    await lockDocument(tx, current, 'ORDER', orderId);
  const bills = (await invoicesByIds(tx, current, ids, true)).sort(
    (a, b) => a.invoicedAt.getTime() - b.invoicedAt.getTime() || a.id - b.id,
  );
  return (await receiveMoney(tx, current, bills, body.payments, body.note, userId, now, claim)).receipt.id;
}

export async function clearDuesOnce(
  db: Db,
  current: Membership,
  body: BulkInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: Receipt }> {
  const scope = `clearDues:${current.garageId}`;
  const result = await idempotent(db, { userId, scope, key, body }, async (tx, claim) => ({
    status: 201,
    body: { id: await clearDues(tx, current, body, userId, now, claim) },
    answered: Boolean(claim),
  }));
  return { ...result, view: await loadReceipt(db, current, result.body.id) };
}
