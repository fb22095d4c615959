import type { PurchaseOrder, PurchaseOrderInput } from '@garage/contract';
import { localDay, PURCHASE_ORDER_PREFIX, purchaseNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { findVendor } from '../vendors/vendor.repository.ts';
import { pricePurchaseLines } from './price-purchase-lines.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import { insertPurchaseOrder, setPurchaseOrderNumber, writePurchaseLines } from './purchase-order.repository.ts';
import { loadPurchaseOrder } from './purchase-order-view.ts';

export type PurchaseOrderFields = z.output<typeof PurchaseOrderInput>;

/** The vendor of a purchase order: the garage's, and active. */
export async function checkVendor(tx: Tx, current: Membership, vendorId: number) {
  const v = await findVendor(tx, current, vendorId);
  if (!v) throw new AppError('NOT_FOUND', 'vendor.notFound');
  if (!v.active) throw badRequest('vendor.inactive', { name: v.name });
  return v;
}

/** Raises a DRAFT purchase order (as `raisePurchaseOrder`) and answers its id. */
export async function createPurchaseOrder(
  tx: Tx,
  current: Membership,
  input: PurchaseOrderFields,
  userId: number,
  now: Date,
): Promise<number> {
  return (await raisePurchaseOrder(tx, current, input, userId, now)).id;
}

/**
 * Raises a DRAFT purchase order: lines priced by the server, numbered PO-n as the last write (gap-free),
 * with its CREATED audit row (`why` joins its detail: Procure names the order it buys for).
 */
export async function raisePurchaseOrder(
  tx: Tx,
  current: Membership,
  input: Pick<PurchaseOrderFields, 'vendor_id' | 'lines'> & Partial<Pick<PurchaseOrderFields, 'expected_date' | 'notes'>>,
  userId: number,
  now: Date,
  why: Record<string, unknown> = {},
): Promise<{ id: number; poNumber: string }> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  await checkVendor(tx, current, input.vendor_id);
  const priced = await pricePurchaseLines(tx, current, settings, input.lines, {
    uniqueParts: true,
    vendorId: input.vendor_id,
    today: localDay(now, settings.timeZone),
  });
  const id = await insertPurchaseOrder(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    vendorId: input.vendor_id,
    status: 'DRAFT',
    expectedDate: input.expected_date ?? null,
    notes: input.notes?.trim() || null,
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    grandTotal: priced.grandTotal,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await writePurchaseLines(tx, current, id, priced);
  const n = await assignNumber(tx, current, 'PURCHASE_ORDER', (n) => setPurchaseOrderNumber(tx, current, id, n));
  await logPurchaseActivity(tx, current, 'PURCHASE_ORDER', id, 'CREATED', userId, now, {
    number: n,
    vendor_id: input.vendor_id,
    lines: priced.lines.length,
    grand_total: priced.grandTotal,
    ...why,
  });
  return { id, poNumber: purchaseNumber(PURCHASE_ORDER_PREFIX, n) };
}

/** Raises a purchase order once per Idempotency-Key: a double press or a retry answers the first. */
export async function createPurchaseOrderOnce(
  db: Db,
  current: Membership,
  input: PurchaseOrderFields,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: PurchaseOrder }> {
  const result = await idempotent(db, { userId, scope: `purchaseOrder:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createPurchaseOrder(tx, current, input, userId, now) },
  }));
  return { status: result.status, view: await loadPurchaseOrder(db, current, result.body.id) };
}
