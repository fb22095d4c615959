import type { VendorCreditNote, VendorCreditNoteInput } from '@garage/contract';
import { localDay, Money, quantityText } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import { findVendor } from '../vendors/vendor.repository.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import { loadVendorCreditNote } from './vendor-credit-note-view.ts';
import {
  creditBill,
  insertCreditNote,
  insertCreditNoteLines,
  linesOfVendor,
  lockCreditNote,
  lockOpenBills,
  recordAdjustments,
  returnedOf,
  returnOnLine,
  setCreditNoteNumber,
  setLineStockValue,
} from './vendor-return.repository.ts';

type Input = z.output<typeof VendorCreditNoteInput>;

/**
 * Returns parts to a vendor in ONE transaction (decision 062): each named stock-in line's returned
 * quantity grows by a conditional update that never passes what was received; the credit note and its
 * lines are priced at the stock-in's purchase price and tax rate (decimal, on the server); the VENDOR_RETURN
 * movements go through moveStock (never below what is on hand; valued at the part's average cost, like every
 * outbound move); numbered VCN-n; settled against the vendor's open bills when asked. A refusal anywhere
 * leaves nothing written.
 */
export async function createVendorCreditNote(
  tx: Tx,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
): Promise<number> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const digits = settings.props.rounding_mode;
  const v = await findVendor(tx, current, input.vendor_id);
  if (!v) throw new AppError('NOT_FOUND', 'vendor.notFound');

  const found = await linesOfVendor(
    tx,
    current,
    v.id,
    input.lines.map((l) => l.stock_in_line_id),
  );
  const byId = new Map(found.map((f) => [f.line.id, f]));
  const seen = new Set<number>();
  const lines = input.lines.map((l) => {
    const f = byId.get(l.stock_in_line_id);
    if (!f) throw badRequest('vendorReturn.lineUnknown');
    if (seen.has(f.line.id)) throw badRequest('vendorReturn.lineTwice', { part: f.line.partName, number: f.stockInNumber });
    seen.add(f.line.id);
    const received = f.line.lots;
    const lots = (l.lots ?? []).map((x) => ({ code: x.code.trim(), quantity: x.quantity }));
    if (received.length > 0 && lots.length === 0 && settings.props.batch_serial_enabled && f.tracking !== 'NONE')
      throw badRequest('vendorReturn.lotsRequired', { part: f.line.partName });
    for (const x of lots) {
      if (!received.some((r) => r.code === x.code))
        throw badRequest('vendorReturn.lotUnknown', { code: x.code, part: f.line.partName, number: f.stockInNumber });
    }
    const quantity = new Money(l.quantity).toDecimalPlaces(3, Money.ROUND_HALF_UP);
    const amount = quantity.times(f.line.unitPrice).toDecimalPlaces(digits, Money.ROUND_HALF_UP);
    const taxAmount = amount.times(f.line.taxRate).dividedBy(100).toDecimalPlaces(digits, Money.ROUND_HALF_UP);
    return { f, lots, quantity: quantity.toFixed(3), amount, taxAmount, total: amount.plus(taxAmount) };
  });

  // In line order, so two returns touching the same received lines take their rows in the same order.
  for (const l of [...lines].sort((a, b) => a.f.line.id - b.f.line.id)) {
    if (!(await returnOnLine(tx, current, l.f.line.id, l.quantity))) {
      const left = new Money(l.f.line.quantity).minus(await returnedOf(tx, current, l.f.line.id));
      throw badRequest('vendorReturn.overReturn', {
        left: quantityText(left.isNegative() ? '0' : left.toFixed(3)),
        part: l.f.line.partName,
        number: l.f.stockInNumber,
      });
    }
  }

  const sum = (pick: (l: (typeof lines)[number]) => Money) => lines.reduce((s, l) => s.plus(pick(l)), new Money(0));
  const subTotal = sum((l) => l.amount);
  const taxTotal = sum((l) => l.taxAmount);
  const id = await insertCreditNote(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    vendorId: v.id,
    returnDay: localDay(now, settings.timeZone),
    reason: input.reason.trim(),
    settlement: input.settlement,
    subTotal: subTotal.toFixed(),
    taxTotal: taxTotal.toFixed(),
    grandTotal: subTotal.plus(taxTotal).toFixed(),
    createdBy: userId,
    createdAt: now,
  });
  const lineIds = await insertCreditNoteLines(
    tx,
    lines.map((l) => ({
      groupId: current.groupId,
      garageId: current.garageId,
      creditNoteId: id,
      stockInId: l.f.line.stockInId,
      stockInLineId: l.f.line.id,
      partId: l.f.line.partId,
      partName: l.f.line.partName,
      quantity: l.quantity,
      unitPrice: l.f.line.unitPrice,
      taxRate: l.f.line.taxRate,
      amount: l.amount.toFixed(),
      taxAmount: l.taxAmount.toFixed(),
      total: l.total.toFixed(),
      lots: l.lots,
    })),
  );
  // Numbered before the movements so that each carries the document's number (as a stock-in does).
  const number = await setCreditNoteNumber(tx, current, id, await nextNumber(tx, current, 'VENDOR_CREDIT_NOTE'));
  const moved = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    lines.map((l) => ({
      partId: l.f.line.partId,
      kind: 'VENDOR_RETURN' as const,
      quantity: l.quantity,
      reason: input.reason.trim(),
      ...(l.lots.length ? { lots: l.lots } : {}),
    })),
    { kind: 'VENDOR_CREDIT_NOTE', id, number },
  );
  for (const [i, m] of moved.entries()) await setLineStockValue(tx, current, lineIds[i]!, new Money(m.value).abs().toFixed());
  await logPurchaseActivity(tx, current, 'VENDOR_CREDIT_NOTE', id, 'CREATED', userId, now, {
    number,
    vendor_id: v.id,
    settlement: input.settlement,
    grand_total: subTotal.plus(taxTotal).toFixed(),
    lines: lines.map((l, i) => ({
      stock_in_line_id: l.f.line.id,
      part_id: l.f.line.partId,
      quantity: l.quantity,
      on_hand_after: moved[i]?.onHandAfter,
    })),
  });
  if (input.settlement === 'ADJUST_DUES') {
    const sources = [...new Set(lines.map((l) => l.f.line.stockInId))];
    await adjustAgainstBills(tx, current, id, sources, userId, now);
  }
  return id;
}

/**
 * Takes what is left of a credit note off its vendor's open bills: the bills its parts came from first,
 * then the oldest. The note's row and then the bills' rows are locked, so a payment or another adjustment
 * at the same time queues and no bill is ever settled past its total. Returns the amount taken.
 */
export async function adjustAgainstBills(
  tx: Tx,
  current: Membership,
  creditNoteId: number,
  sources: number[],
  userId: number,
  now: Date,
): Promise<string> {
  const cn = await lockCreditNote(tx, current, creditNoteId);
  if (!cn) throw new AppError('NOT_FOUND', 'vendorReturn.notFound');
  if (cn.cancelled) throw badRequest('vendorReturn.cancelled', { number: cn.credit_note_number });
  let left = new Money(cn.grand_total).minus(cn.adjusted_amount).minus(cn.refunded_amount);
  if (!left.gt(0)) return '0';
  const bills = await lockOpenBills(tx, current, cn.vendor_id);
  const ordered = [...bills.filter((b) => sources.includes(b.id)), ...bills.filter((b) => !sources.includes(b.id))];
  const adjustments: Array<{ stock_in_id: number; stock_in_number: string; bill_number: string | null; amount: string }> = [];
  let taken = new Money(0);
  for (const b of ordered) {
    if (!left.gt(0)) break;
    const take = Money.min(left, new Money(b.due));
    if (!take.gt(0)) continue;
    if (!(await creditBill(tx, current, b.id, take.toFixed()))) continue;
    adjustments.push({
      stock_in_id: b.id,
      stock_in_number: b.stock_in_number,
      bill_number: b.bill_number,
      amount: take.toFixed(2),
    });
    await logPurchaseActivity(tx, current, 'STOCK_IN', b.id, 'CREDITED', userId, now, {
      credit_note_id: creditNoteId,
      credit_note_number: cn.credit_note_number,
      amount: take.toFixed(2),
    });
    taken = taken.plus(take);
    left = left.minus(take);
  }
  if (taken.gt(0)) {
    await recordAdjustments(tx, current, creditNoteId, taken.toFixed(), adjustments);
    await logPurchaseActivity(tx, current, 'VENDOR_CREDIT_NOTE', creditNoteId, 'ADJUSTED', userId, now, {
      amount: taken.toFixed(2),
      bills: adjustments,
    });
  }
  return taken.toFixed(2);
}

/** Returns once per Idempotency-Key: a double press or a retry answers the first credit note. */
export async function createVendorCreditNoteOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: VendorCreditNote }> {
  const result = await idempotent(db, { userId, scope: `vendorReturn:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createVendorCreditNote(tx, current, input, userId, now) },
  }));
  return { status: result.status, view: await loadVendorCreditNote(db, current, result.body.id) };
}
