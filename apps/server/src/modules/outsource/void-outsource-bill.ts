import type { OutsourceBillVoidInput } from '@garage/contract';
import { Money } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { garageSeller } from '../invoices/billing-parties.ts';
import { sellerMoneyParam } from '../invoices/seller-money.ts';
import { logPurchaseActivity } from '../purchasing/purchase-activity.ts';
import { lockOutsourceWork, lockWorkBill, voidWorkBill } from './outsource.repository.ts';

/**
 * Voids the work's vendor bill while nothing was paid on it and no credit note was taken off it (decision
 * 063, addendum): it leaves vendor dues, payments and credit notes pass it by, it stays as history and a
 * new bill can be recorded. The work's row, then the bill's, are locked: a payment at the same time
 * queues, and then finds the bill voided (its update also says `voided_at is null`).
 */
export async function voidOutsourceBill(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof OutsourceBillVoidInput>,
  userId: number,
  now: Date,
): Promise<void> {
  const work = await lockOutsourceWork(tx, current, id);
  if (!work) throw new AppError('NOT_FOUND', 'outsource.notFound');
  const bill = work.vendorBillId ? await lockWorkBill(tx, current, work.vendorBillId) : undefined;
  if (!bill) throw badRequest('outsource.noBill', { number: work.workNumber });
  const number = bill.billNumber ?? work.workNumber;
  if (bill.voidedAt) throw badRequest('vendorPayment.billVoided', { number });
  const seller = async () => garageSeller(tx, current);
  if (new Money(bill.paidAmount).gt(0))
    throw badRequest('outsource.billPaid', {
      bill: number,
      number: work.workNumber,
      paid: sellerMoneyParam(await seller(), new Money(bill.paidAmount).toFixed(2)),
    });
  if (new Money(bill.creditedAmount).gt(0))
    throw badRequest('outsource.billCredited', {
      bill: number,
      number: work.workNumber,
      credited: sellerMoneyParam(await seller(), new Money(bill.creditedAmount).toFixed(2)),
    });
  const reason = input.reason.trim();
  if (!(await voidWorkBill(tx, current, bill.id, { userId, at: now, reason })))
    throw new Error(`bill ${bill.id} changed under its lock`);
  await logPurchaseActivity(tx, current, 'STOCK_IN', bill.id, 'VOIDED', userId, now, { kind: 'OUTSOURCE', reason });
  await logPurchaseActivity(tx, current, 'OUTSOURCE_WORK', id, 'BILL_VOIDED', userId, now, {
    number: work.workNumber,
    stock_in_id: bill.id,
    bill_number: bill.billNumber,
    reason,
  });
}
