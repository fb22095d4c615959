import type { OutgoingPayment, OutgoingPaymentBatch } from '@garage/contract';
import { localDay, Money, vendorBillDue } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { garageSeller } from '../invoices/billing-parties.ts';
import { sellerMoneyParam } from '../invoices/seller-money.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import { billOf, insertVendorPayment, payOnBill, setVendorPaymentNumber } from './vendor-payment.repository.ts';
import { vendorPaymentView } from './vendor-payment-view.ts';

type Batch = z.output<typeof OutgoingPaymentBatch>;

/**
 * Records payments to vendors (`POST oms/outgoing_payment/v2`), each on one vendor bill (a stock-in) on its
 * transaction date: never above what the bill still owes (a conditional update on the bill), all or none.
 * Each payment is numbered VP-n and audited.
 */
export async function recordOutgoingPayments(
  tx: Tx,
  current: Membership,
  batch: Batch,
  userId: number,
  now: Date,
): Promise<number[]> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const today = localDay(now, settings.timeZone);
  const seller = await garageSeller(tx, current);
  const ids: number[] = [];
  for (const p of batch) {
    if (p.transaction_date > today) throw badRequest('vendorPayment.futureDay');
    const amount = new Money(p.amount).toDecimalPlaces(settings.props.rounding_mode, Money.ROUND_HALF_UP);
    if (!amount.gt(0)) throw badRequest('vendorPayment.amountPositive');
    if (!(await payOnBill(tx, current, p.stock_in_id, p.vendor_id, amount.toFixed()))) {
      const bill = await billOf(tx, current, p.stock_in_id);
      if (!bill) throw new AppError('NOT_FOUND', 'stockIn.notFound');
      const number = bill.billNumber ?? bill.stockInNumber;
      if (bill.vendorId !== p.vendor_id) throw badRequest('vendorPayment.vendorMismatch', { number });
      if (bill.voidedAt) throw badRequest('vendorPayment.billVoided', { number });
      const due = vendorBillDue(bill.grandTotal, bill.paidAmount, bill.creditedAmount);
      if (!new Money(due).gt(0)) throw badRequest('vendorPayment.noDue', { number });
      throw badRequest('vendorPayment.aboveDue', { number, due: sellerMoneyParam(seller, due) });
    }
    const id = await insertVendorPayment(tx, {
      groupId: current.groupId,
      garageId: current.garageId,
      number: 0,
      vendorId: p.vendor_id,
      stockInId: p.stock_in_id,
      amount: amount.toFixed(),
      method: p.method,
      reference: p.reference?.trim() || null,
      transactionDate: p.transaction_date,
      createdBy: userId,
      createdAt: now,
    });
    const n = await assignNumber(tx, current, 'VENDOR_PAYMENT', (n) => setVendorPaymentNumber(tx, current, id, n));
    await logPurchaseActivity(tx, current, 'VENDOR_PAYMENT', id, 'CREATED', userId, now, {
      number: n,
      vendor_id: p.vendor_id,
      stock_in_id: p.stock_in_id,
      amount: amount.toFixed(),
      method: p.method,
      transaction_date: p.transaction_date,
    });
    await logPurchaseActivity(tx, current, 'STOCK_IN', p.stock_in_id, 'PAID', userId, now, {
      payment_id: id,
      amount: amount.toFixed(),
    });
    ids.push(id);
  }
  return ids;
}

/** Records a batch once per Idempotency-Key. */
export async function recordOutgoingPaymentsOnce(
  db: Db,
  current: Membership,
  batch: Batch,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: OutgoingPayment[] }> {
  const result = await idempotent(db, { userId, scope: `vendorPayment:${current.garageId}`, key, body: batch }, async (tx) => ({
    status: 201,
    body: { ids: await recordOutgoingPayments(tx, current, batch, userId, now) },
  }));
  return { status: result.status, view: await vendorPaymentView(db, current, result.body.ids) };
}
