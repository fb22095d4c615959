import type { StockIn, StockInInput } from '@garage/contract';
import {
  localDay,
  Money,
  type PurchaseOrderStatus,
  quantityText,
  RECEIVABLE_STATUSES,
  receiptStatus,
  remainingQuantity,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import { checkVendor } from './create-purchase-order.ts';
import { type PurchaseLineInput, pricePurchaseLines } from './price-purchase-lines.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import {
  lockPurchaseOrder,
  type PurchaseOrderRow,
  purchaseLines,
  receiveOnLine,
  updatePurchaseOrderRow,
} from './purchase-order.repository.ts';
import { insertStockIn, insertStockInLines, setPurchasePrice, setStockInNumber } from './stock-in.repository.ts';
import { loadStockIn } from './stock-in-view.ts';

export type StockInFields = z.output<typeof StockInInput>;
type LineInput = StockInFields['lines'][number];
type PoLine = Awaited<ReturnType<typeof purchaseLines>>[number]['line'];

/**
 * The purchase order a stock-in receives against, locked: receipts of one purchase order queue on its
 * row, and each line's received quantity grows only by the conditional update (receiveOnLine).
 */
async function receivingOrder(tx: Tx, current: Membership, input: StockInFields) {
  if (!input.purchase_order_id) return null;
  const po = await lockPurchaseOrder(tx, current, input.purchase_order_id);
  if (!po) throw new AppError('NOT_FOUND', 'purchase.notFound');
  if (!RECEIVABLE_STATUSES.includes(po.status as PurchaseOrderStatus))
    throw badRequest('stockIn.notReceivable', { number: po.poNumber, status: po.status });
  if (input.vendor_id && input.vendor_id !== po.vendorId) throw badRequest('stockIn.vendorMismatch');
  const lines = (await purchaseLines(tx, current, po.id)).map((l) => l.line);
  return { po, lines };
}

/** The purchase order's line a stock-in line receives: named by id, or the order's only line of that part. */
function orderLineOf(order: { po: PurchaseOrderRow; lines: PoLine[] }, l: LineInput): PoLine {
  const line = l.purchase_order_line_id
    ? order.lines.find((x) => x.id === l.purchase_order_line_id)
    : order.lines.filter((x) => x.partId === l.part_id).length === 1
      ? order.lines.find((x) => x.partId === l.part_id)
      : undefined;
  if (!line || line.partId !== l.part_id) throw badRequest('stockIn.lineUnknown', { number: order.po.poNumber });
  return line;
}

/**
 * Receives parts into stock in ONE transaction: the stock-in document and its lines, the purchase order's
 * received quantities (never past what was ordered) and status, the parts' purchase prices, and the
 * STOCK_IN ledger movements, numbered SI-n. A refusal anywhere leaves nothing written.
 */
export async function createStockIn(
  tx: Tx,
  current: Membership,
  input: StockInFields,
  userId: number,
  now: Date,
): Promise<number> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const today = localDay(now, settings.timeZone);
  if (input.bill_date && input.bill_date > today) throw badRequest('stockIn.billDayFuture');
  const order = await receivingOrder(tx, current, input);
  const vendorId = order?.po.vendorId ?? input.vendor_id ?? null;
  if (!order && vendorId) await checkVendor(tx, current, vendorId);
  if (input.bill_number && !vendorId) throw badRequest('stockIn.billNeedsVendor');

  const orderLines = order ? input.lines.map((l) => orderLineOf(order, l)) : [];
  // A line received against the order is priced as ordered unless the bill says otherwise.
  const toPrice: PurchaseLineInput[] = input.lines.map((l, i) => {
    const ordered = orderLines[i];
    return {
      part_id: l.part_id,
      quantity: l.quantity,
      unit_price: l.unit_price ?? ordered?.unitPrice,
      tax_category_id: l.tax_category_id !== undefined ? l.tax_category_id : ordered ? ordered.taxCategoryId : undefined,
    };
  });
  const priced = await pricePurchaseLines(tx, current, settings, toPrice, { uniqueParts: false, vendorId, today });

  const id = await insertStockIn(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    vendorId,
    purchaseOrderId: order?.po.id ?? null,
    billNumber: input.bill_number?.trim() || null,
    billDate: input.bill_date ?? null,
    receivedDay: today,
    notes: input.notes?.trim() || null,
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    grandTotal: priced.grandTotal,
    createdBy: userId,
    createdAt: now,
  });

  if (order) await receiveOnOrder(tx, current, order, input.lines, orderLines, userId, now);

  await insertStockInLines(
    tx,
    priced.lines.map((l, i) => ({
      groupId: current.groupId,
      garageId: current.garageId,
      stockInId: id,
      purchaseOrderLineId: orderLines[i]?.id ?? null,
      partId: l.part.id,
      partName: l.part.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxCategoryId: l.taxCategoryId,
      taxRate: l.taxRate,
      amount: l.amount,
      taxAmount: l.taxAmount,
      total: l.total,
      lots: (input.lines[i]?.lots ?? []).map((x) => ({ code: x.code, expiry_date: x.expiry_date ?? null, quantity: x.quantity })),
      receivedAt: now,
    })),
  );
  for (const l of priced.lines) await setPurchasePrice(tx, current, l.part.id, l.unitPrice, now);

  // Numbered before the movements so that each carries the document's number (the counter row stays
  // locked for the rest of this transaction: stock-ins of one garage queue, which they do on the parts anyway).
  const number = await setStockInNumber(tx, current, id, await nextNumber(tx, current, 'STOCK_IN'));
  const moved = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    priced.lines.map((l, i) => ({
      partId: l.part.id,
      kind: 'STOCK_IN' as const,
      quantity: l.quantity,
      unitCost: l.unitPrice,
      ...(input.lines[i]?.lots?.length
        ? {
            lots: input.lines[i]!.lots!.map((x) => ({ code: x.code, expiryDate: x.expiry_date ?? null, quantity: x.quantity })),
          }
        : {}),
    })),
    { kind: 'STOCK_IN', id, number },
  );
  await logPurchaseActivity(tx, current, 'STOCK_IN', id, 'CREATED', userId, now, {
    number,
    vendor_id: vendorId,
    purchase_order_id: order?.po.id ?? null,
    bill_number: input.bill_number ?? null,
    grand_total: priced.grandTotal,
    lines: moved.map((m) => ({ part_id: m.partId, quantity: m.quantity, on_hand_after: m.onHandAfter })),
  });
  return id;
}

/** Adds each line's quantity to the order's received quantities and sets its status (PARTIALLY_RECEIVED / RECEIVED). */
async function receiveOnOrder(
  tx: Tx,
  current: Membership,
  order: { po: PurchaseOrderRow; lines: PoLine[] },
  lines: readonly LineInput[],
  orderLines: readonly PoLine[],
  userId: number,
  now: Date,
): Promise<void> {
  const byLine = new Map<number, Money>();
  lines.forEach((l, i) => {
    const line = orderLines[i]!;
    byLine.set(line.id, (byLine.get(line.id) ?? new Money(0)).plus(l.quantity));
  });
  // In line order, so two receipts of one order take the line rows in the same order.
  for (const [lineId, q] of [...byLine].sort((a, b) => a[0] - b[0])) {
    const line = order.lines.find((x) => x.id === lineId)!;
    if (!(await receiveOnLine(tx, current, lineId, order.po.id, q.toFixed(3))))
      throw badRequest('stockIn.overReceipt', { left: quantityText(remainingQuantity(line)), part: line.partName });
    line.received = new Money(line.received).plus(q).toFixed(3);
  }
  const status = receiptStatus(order.lines);
  if (status !== order.po.status) {
    await updatePurchaseOrderRow(tx, current, order.po.id, { status, updatedAt: now });
    await logPurchaseActivity(tx, current, 'PURCHASE_ORDER', order.po.id, status, userId, now, {
      from: order.po.status,
      to: status,
    });
  }
}

/** Receives once per Idempotency-Key: a double press or a retry answers the first stock-in. */
export async function createStockInOnce(
  db: Db,
  current: Membership,
  input: StockInFields,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: StockIn }> {
  const result = await idempotent(db, { userId, scope: `stockIn:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createStockIn(tx, current, input, userId, now) },
  }));
  return { status: result.status, view: await loadStockIn(db, current, result.body.id) };
}
