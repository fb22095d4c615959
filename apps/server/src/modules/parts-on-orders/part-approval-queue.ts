import type { PartApprovalLine, PartApprovalQuery } from '@garage/contract';
import {
  baseQuantity,
  findUnit,
  PART_QUEUE_STATUSES,
  type PartStatus,
  partDeskMoves,
  quantityText,
  UNBILLED_STATUSES,
} from '@garage/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { part, partStock, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { lineSerials } from '../orders/order-view.ts';

const LIMIT = 500;

/**
 * The Parts Approval queue (decision 056): part lines of this garage's unbilled orders waiting for the
 * parts desk (or, the ISSUED view, handed out and not yet billed), oldest order first, with the part's
 * on hand and the moves the desk may make. One read through the queue's partial index (and the garage's
 * settings when a line is of a SERIAL-tracked part: how many serial numbers its issue needs).
 */
export async function partApprovalQueue(
  db: Db,
  current: Membership,
  query: z.output<typeof PartApprovalQuery>,
): Promise<Array<z.infer<typeof PartApprovalLine>>> {
  const statuses: readonly PartStatus[] = query.view === 'ISSUED' ? ['ISSUED'] : PART_QUEUE_STATUSES;
  const rows = await db
    .select({
      lineId: salesOrderLine.id,
      orderId: salesOrder.id,
      externalOrderId: salesOrder.externalOrderId,
      orderType: salesOrder.orderType,
      orderStatus: salesOrder.status,
      customerName: salesOrder.customerName,
      regNumber: salesOrder.regNumber,
      partId: salesOrderLine.itemId,
      name: salesOrderLine.name,
      quantity: salesOrderLine.quantity,
      unitId: sql<number | null>`(${salesOrderLine.priced}->>'uom_child')::int`,
      baseUnitId: part.unitId,
      onHand: sql<string>`coalesce(${partStock.runningStock}, 0)::text`,
      partStatus: salesOrderLine.partStatus,
      priced: salesOrderLine.priced,
      tracking: part.tracking,
      updatedAt: salesOrder.updatedAt,
    })
    .from(salesOrderLine)
    .innerJoin(salesOrder, and(eq(salesOrder.groupId, salesOrderLine.groupId), eq(salesOrder.id, salesOrderLine.orderId)))
    .leftJoin(part, and(eq(part.groupId, salesOrderLine.groupId), eq(part.id, salesOrderLine.itemId)))
    .leftJoin(
      partStock,
      and(
        eq(partStock.groupId, salesOrder.groupId),
        eq(partStock.garageId, salesOrder.garageId),
        eq(partStock.partId, salesOrderLine.itemId),
      ),
    )
    .where(
      and(
        eq(salesOrderLine.groupId, current.groupId),
        inArray(salesOrderLine.partStatus, [...statuses]),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        inArray(salesOrder.status, [...UNBILLED_STATUSES]),
      ),
    )
    .orderBy(asc(salesOrder.id), asc(salesOrderLine.position))
    .limit(LIMIT);
  const serialTracked =
    rows.some((r) => r.tracking === 'SERIAL') &&
    Boolean((await loadGarageSettings(db, current.groupId, current.garageId))?.props.batch_serial_enabled);
  return rows.map((r) => {
    const status = r.partStatus as PartStatus;
    const count = serialTracked && r.tracking === 'SERIAL' ? baseQuantity(r) : undefined;
    return {
      line_id: r.lineId,
      order_id: r.orderId,
      external_order_id: r.externalOrderId,
      order_type: r.orderType,
      order_status: r.orderStatus,
      customer_name: r.customerName,
      reg_number: r.regNumber,
      part_id: r.partId as number,
      part_name: r.name,
      quantity: quantityText(r.quantity),
      unit_symbol: findUnit(r.unitId ?? r.baseUnitId)?.symbol ?? null,
      on_hand: quantityText(r.onHand),
      base_unit_symbol: findUnit(r.baseUnitId)?.symbol ?? null,
      part_status: status,
      serials: lineSerials(r.priced),
      serial_count: count?.isInteger() ? count.toNumber() : null,
      allowed_moves: partDeskMoves(status),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}
