import type { VendorRefund, VendorRefundInput } from '@garage/contract';
import { localDay, Money } from '@garage/domain';
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
import { vendorRefundView } from './vendor-credit-note-view.ts';
import { insertRefund, lockCreditNote, refundOnCreditNote, setRefundNumber } from './vendor-return.repository.ts';

type Input = z.output<typeof VendorRefundInput>;

/**
 * Records money a vendor paid back on a credit note (VR-n): money in, its method, day and reference; never
 * more than what is left on the note (the note's row is locked and the update is conditional).
 */
export async function recordVendorRefund(tx: Tx, current: Membership, input: Input, userId: number, now: Date): Promise<number> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  if (input.transaction_date > localDay(now, settings.timeZone)) throw badRequest('vendorPayment.futureDay');
  const amount = new Money(input.amount).toDecimalPlaces(settings.props.rounding_mode, Money.ROUND_HALF_UP);
  if (!amount.gt(0)) throw badRequest('vendorPayment.amountPositive');
  const cn = await lockCreditNote(tx, current, input.vendor_credit_note_id);
  if (!cn) throw new AppError('NOT_FOUND', 'vendorReturn.notFound');
  if (cn.cancelled) throw badRequest('vendorReturn.cancelled', { number: cn.credit_note_number });
  if (!(await refundOnCreditNote(tx, current, cn.id, amount.toFixed()))) {
    const open = new Money(cn.grand_total).minus(cn.adjusted_amount).minus(cn.refunded_amount);
    if (!open.gt(0)) throw badRequest('vendorReturn.nothingOpen', { number: cn.credit_note_number });
    const seller = await garageSeller(tx, current);
    throw badRequest('vendorReturn.aboveOpen', {
      number: cn.credit_note_number,
      open: sellerMoneyParam(seller, open.toFixed(2)),
    });
  }
  const id = await insertRefund(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    vendorId: cn.vendor_id,
    creditNoteId: cn.id,
    amount: amount.toFixed(),
    method: input.method,
    reference: input.reference?.trim() || null,
    transactionDate: input.transaction_date,
    createdBy: userId,
    createdAt: now,
  });
  await logPurchaseActivity(tx, current, 'VENDOR_CREDIT_NOTE', cn.id, 'REFUNDED', userId, now, {
    refund_id: id,
    amount: amount.toFixed(2),
    method: input.method,
  });
  await assignNumber(tx, current, 'VENDOR_REFUND', (n) => setRefundNumber(tx, current, id, n));
  return id;
}

/** Records a refund once per Idempotency-Key. */
export async function recordVendorRefundOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: VendorRefund }> {
  const result = await idempotent(db, { userId, scope: `vendorRefund:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await recordVendorRefund(tx, current, input, userId, now) },
  }));
  return { status: result.status, view: await vendorRefundView(db, current, result.body.id) };
}
