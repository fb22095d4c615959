import type { VendorCreditNoteCancelInput } from '@garage/contract';
import { Money } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ledgerOptions, moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import { garageSeller } from '../invoices/billing-parties.ts';
import { sellerMoneyParam } from '../invoices/seller-money.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import {
  creditNoteLines,
  lockBills,
  lockCreditNote,
  markCreditNoteCancelled,
  returnMovementsOf,
  uncreditBill,
  unreturnOnLine,
} from './vendor-return.repository.ts';

/**
 * Cancels a vendor credit note while the vendor has refunded nothing on it (decision 062, addendum), in
 * ONE transaction: the parts come back into stock by VENDOR_RETURN_CANCEL movements worth exactly what the
 * VENDOR_RETURN movements took (the same batches and serials), the stock-in lines can be returned again,
 * and the credit the note took off the vendor's bills is owed again. The VCN number stays with the note.
 *
 * Locks in the order a return takes them (lines → part stock → bills), after the note's own row, so a
 * return, a payment or a refund at the same time queues instead of deadlocking; a refund waiting on the
 * note finds it cancelled.
 */
export async function cancelVendorCreditNote(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof VendorCreditNoteCancelInput>,
  userId: number,
  now: Date,
): Promise<void> {
  const cn = await lockCreditNote(tx, current, id);
  if (!cn) throw new AppError('NOT_FOUND', 'vendorReturn.notFound');
  if (cn.cancelled) throw badRequest('vendorReturn.cancelled', { number: cn.credit_note_number });
  if (new Money(cn.refunded_amount).gt(0)) {
    const seller = await garageSeller(tx, current);
    throw badRequest('vendorReturn.cancelRefunded', {
      number: cn.credit_note_number,
      refunded: sellerMoneyParam(seller, new Money(cn.refunded_amount).toFixed(2)),
    });
  }
  const reason = input.reason.trim();

  const lines = await creditNoteLines(tx, current, id);
  for (const { line } of [...lines].sort((a, b) => a.line.stockInLineId - b.line.stockInLineId)) {
    if (!(await unreturnOnLine(tx, current, line.stockInLineId, line.quantity)))
      throw new Error(`stock-in line ${line.stockInLineId} has less returned than credit note ${id} sent back`);
  }

  const opts = await ledgerOptions(tx, current.groupId, current.garageId, now);
  // Per part: one move for what left by batch or serial (those lots come back, as they left, while the
  // garage still keeps batches and serials) and one for what left untracked; each worth what it took.
  const moves = new Map<string, StockMove & { lots: NonNullable<StockMove['lots']> }>();
  for (const r of await returnMovementsOf(tx, current, id)) {
    const lotted = Boolean(r.code && r.tracked && opts.batchSerial);
    const key = `${r.part_id}:${lotted}`;
    const move = moves.get(key) ?? {
      partId: r.part_id,
      kind: 'VENDOR_RETURN_CANCEL',
      quantity: '0',
      value: '0',
      reason,
      lots: [],
    };
    move.quantity = new Money(move.quantity).plus(r.quantity).toFixed(3);
    move.value = new Money(move.value ?? '0').plus(r.value).toFixed(4);
    if (lotted && r.code) move.lots.push({ code: r.code, quantity: r.quantity });
    moves.set(key, move);
  }
  const moved = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    [...moves.values()].map(({ lots, ...m }) => (lots.length ? { ...m, lots } : m)),
    { kind: 'VENDOR_CREDIT_NOTE', id, number: cn.credit_note_number },
    opts,
  );

  const perBill = new Map<number, Money>();
  for (const a of cn.adjustments) perBill.set(a.stock_in_id, (perBill.get(a.stock_in_id) ?? new Money(0)).plus(a.amount));
  await lockBills(tx, current, [...perBill.keys()]);
  for (const [billId, amount] of [...perBill.entries()].sort((a, b) => a[0] - b[0])) {
    if (!(await uncreditBill(tx, current, billId, amount.toFixed())))
      throw new Error(`bill ${billId} has less credited than credit note ${id} took off it`);
    await logPurchaseActivity(tx, current, 'STOCK_IN', billId, 'UNCREDITED', userId, now, {
      credit_note_id: id,
      credit_note_number: cn.credit_note_number,
      amount: amount.toFixed(2),
    });
  }

  if (!(await markCreditNoteCancelled(tx, current, id, { userId, at: now, reason })))
    throw new Error(`credit note ${id} changed under its lock`);
  await logPurchaseActivity(tx, current, 'VENDOR_CREDIT_NOTE', id, 'CANCELLED', userId, now, {
    number: cn.credit_note_number,
    reason,
    restored_to_bills: cn.adjustments,
    lines: moved.map((m) => ({ part_id: m.partId, quantity: m.quantity, value: m.value, on_hand_after: m.onHandAfter })),
  });
}
