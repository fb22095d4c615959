import type { PartProcureSuggestion } from '@garage/contract';
import { baseQuantity, findUnit, localDay, procureQuantity, quantityText } from '@garage/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { part, partStock, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { lastStockInVendorOf } from '../purchasing/stock-in.repository.ts';
import { cheapestVendorOf } from '../vendor-prices/vendor-price.repository.ts';

/**
 * What the Procure dialog starts with for one part line of an order (decision 056 addendum): the quantity
 * short (in the part's own unit, at least 1) and the vendor — the one whose price list has the part
 * cheapest today, else the one it last came in from, else none (the desk must choose). No prices are
 * answered, so PRICE_VIEW_RESTRICTED sees nothing it may not.
 */
export async function procureSuggestion(
  db: Db,
  current: Membership,
  orderId: number,
  lineId: number,
  now: Date,
): Promise<z.infer<typeof PartProcureSuggestion>> {
  const [row] = await db
    .select({
      lineId: salesOrderLine.id,
      partId: salesOrderLine.itemId,
      name: salesOrderLine.name,
      quantity: salesOrderLine.quantity,
      unitId: sql<number | null>`(${salesOrderLine.priced}->>'uom_child')::int`,
      baseUnitId: part.unitId,
      partStatus: salesOrderLine.partStatus,
      onHand: sql<string>`coalesce(${partStock.runningStock}, 0)::text`,
    })
    .from(salesOrder)
    .leftJoin(
      salesOrderLine,
      and(
        eq(salesOrderLine.groupId, salesOrder.groupId),
        eq(salesOrderLine.orderId, salesOrder.id),
        eq(salesOrderLine.id, lineId),
      ),
    )
    .leftJoin(part, and(eq(part.groupId, salesOrderLine.groupId), eq(part.id, salesOrderLine.itemId)))
    .leftJoin(
      partStock,
      and(eq(partStock.groupId, salesOrder.groupId), eq(partStock.garageId, salesOrder.garageId), eq(partStock.partId, part.id)),
    )
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, orderId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  if (row.lineId === null || row.partId === null || row.partStatus === null || row.quantity === null || !row.name)
    throw badRequest('parts.lineUnknown', { line: lineId });
  const needed = baseQuantity({ quantity: row.quantity, unitId: row.unitId, baseUnitId: row.baseUnitId });
  if (!needed) throw badRequest('parts.unitMismatch', { part: row.name });
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const scope = { groupId: current.groupId, garageId: current.garageId };
  const listed = await cheapestVendorOf(db, scope, row.partId, localDay(now, settings.timeZone));
  const last = listed ? undefined : await lastStockInVendorOf(db, scope, row.partId);
  const vendor = listed ?? last;
  return {
    line_id: row.lineId,
    part_id: row.partId,
    part_name: row.name,
    needed: quantityText(needed.toFixed()),
    on_hand: quantityText(row.onHand),
    quantity: procureQuantity(needed.toFixed(), row.onHand),
    unit_symbol: findUnit(row.baseUnitId)?.symbol ?? null,
    vendor_id: vendor?.id ?? null,
    vendor_name: vendor?.name ?? null,
    vendor_source: listed ? 'PRICE_LIST' : last ? 'LAST_STOCK_IN' : null,
  };
}
