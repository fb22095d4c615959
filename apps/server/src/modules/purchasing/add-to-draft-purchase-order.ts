import { localDay, Money, PURCHASE_LINES_MAX } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { raisePurchaseOrder } from './create-purchase-order.ts';
import { type PurchaseLineInput, pricePurchaseLines } from './price-purchase-lines.ts';
import { logPurchaseActivity } from './purchase-activity.ts';
import {
  lockNewestDraft,
  lockVendorRow,
  purchaseLines,
  updatePurchaseOrderRow,
  writePurchaseLines,
} from './purchase-order.repository.ts';

export interface PartsWanted {
  partId: number;
  /** In the part's own unit (the purchase order's). */
  quantity: string;
}

export interface DraftAnswer {
  id: number;
  poNumber: string;
  created: boolean;
}

/**
 * Puts parts an order needs onto the vendor's purchase order (Procure, decision 056 addendum): the
 * vendor's newest DRAFT of this garage gets them (a part already on it: its quantity grows, its price
 * stays as the buyer left it; a new part starts at the vendor's price), otherwise a new DRAFT is raised
 * as createPurchaseOrder raises one. The vendor row is locked first, so two desks buying from one vendor
 * at once fill one draft. Each time, a purchase activity row names the order.
 */
export async function addToDraftPurchaseOrder(
  tx: Tx,
  current: Membership,
  settings: GarageSettings,
  vendorId: number,
  wanted: readonly PartsWanted[],
  forOrder: { id: number; number: string },
  userId: number,
  now: Date,
): Promise<DraftAnswer> {
  const v = await lockVendorRow(tx, current, vendorId);
  if (!v) throw new AppError('NOT_FOUND', 'vendor.notFound');
  if (!v.active) throw badRequest('vendor.inactive', { name: v.name });
  const merged = new Map<number, Money>();
  for (const w of wanted) merged.set(w.partId, (merged.get(w.partId) ?? new Money(0)).plus(w.quantity));
  const added = [...merged].map(([partId, q]) => ({ part_id: partId, quantity: q.toFixed() }));
  const why = { for_order: forOrder.number, order_id: forOrder.id, added };

  const found = await lockNewestDraft(tx, current, vendorId);
  const existing = found ? await purchaseLines(tx, current, found.id) : [];
  const newParts = added.filter((a) => !existing.some(({ line }) => line.partId === a.part_id)).length;
  // A draft as long as a purchase order may be is left as it is: the parts start a new one.
  const draft = found && existing.length + newParts <= PURCHASE_LINES_MAX ? found : undefined;
  if (!draft) {
    const raised = await raisePurchaseOrder(tx, current, { vendor_id: vendorId, lines: added }, userId, now, why);
    return { ...raised, created: true };
  }
  const lines: PurchaseLineInput[] = existing.map(({ line }) => {
    const more = merged.get(line.partId);
    merged.delete(line.partId);
    return {
      part_id: line.partId,
      quantity: more ? more.plus(line.quantity).toFixed() : line.quantity,
      unit_price: line.unitPrice,
      tax_category_id: line.taxCategoryId,
    };
  });
  for (const [partId, q] of merged) lines.push({ part_id: partId, quantity: q.toFixed() });
  const priced = await pricePurchaseLines(tx, current, settings, lines, {
    uniqueParts: true,
    vendorId,
    today: localDay(now, settings.timeZone),
  });
  await writePurchaseLines(tx, current, draft.id, priced);
  await updatePurchaseOrderRow(tx, current, draft.id, {
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    grandTotal: priced.grandTotal,
    updatedAt: now,
  });
  await logPurchaseActivity(tx, current, 'PURCHASE_ORDER', draft.id, 'PARTS_ADDED', userId, now, {
    ...why,
    lines: priced.lines.length,
    grand_total: { from: draft.grandTotal, to: priced.grandTotal },
  });
  return { id: draft.id, poNumber: draft.poNumber ?? '', created: false };
}
