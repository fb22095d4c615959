import { EDITABLE_STATUSES, localDay, type PurchaseOrderStatus } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkVendor, type PurchaseOrderFields } from './create-purchase-order.ts';
import { pricePurchaseLines } from './price-purchase-lines.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import { lockPurchaseOrder, updatePurchaseOrderRow, writePurchaseLines } from './purchase-order.repository.ts';

/** Changes a DRAFT purchase order: vendor, expected date, notes and every line (re-priced by the server). */
export async function updatePurchaseOrder(
  tx: Tx,
  current: Membership,
  id: number,
  input: PurchaseOrderFields,
  userId: number,
  now: Date,
): Promise<void> {
  const po = await lockPurchaseOrder(tx, current, id);
  if (!po) throw new AppError('NOT_FOUND', 'purchase.notFound');
  if (!EDITABLE_STATUSES.includes(po.status as PurchaseOrderStatus))
    throw badRequest('purchase.notEditable', { status: po.status });
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  if (input.vendor_id !== po.vendorId) await checkVendor(tx, current, input.vendor_id);
  const priced = await pricePurchaseLines(tx, current, settings, input.lines, {
    uniqueParts: true,
    vendorId: input.vendor_id,
    today: localDay(now, settings.timeZone),
  });
  await writePurchaseLines(tx, current, id, priced);
  await updatePurchaseOrderRow(tx, current, id, {
    vendorId: input.vendor_id,
    expectedDate: input.expected_date ?? null,
    notes: input.notes?.trim() || null,
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    grandTotal: priced.grandTotal,
    updatedAt: now,
  });
  await logPurchaseActivity(tx, current, 'PURCHASE_ORDER', id, 'EDITED', userId, now, {
    vendor_id: input.vendor_id,
    lines: priced.lines.length,
    grand_total: { from: po.grandTotal, to: priced.grandTotal },
  });
}
