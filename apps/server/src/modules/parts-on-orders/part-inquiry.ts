import type { PartInquiry } from '@garage/contract';
import { baseQuantity, findUnit, Money, priceRules, quantityText, UNBILLED_STATUSES } from '@garage/domain';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { appUser, lostSale, part, partStock, salesOrder, salesOrderLine, stockMovement } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

const MOVEMENTS = 20;
const money4 = (v: string) => new Money(v).toFixed(Math.max(2, new Money(v).decimalPlaces()));

/**
 * Looks one part up (decision 056, part-inquiry): on hand, what open orders ask for and have not taken
 * yet (reserved), its value at average cost and the last purchase price — both left out for
 * PRICE_VIEW_RESTRICTED — its lost sales and its latest movements.
 */
export async function partInquiry(db: Db, current: Membership, partId: number): Promise<z.infer<typeof PartInquiry>> {
  const { groupId, garageId } = current;
  const [p] = await db
    .select()
    .from(part)
    .where(and(eq(part.groupId, groupId), eq(part.garageId, garageId), eq(part.id, partId)));
  if (!p) throw new AppError('NOT_FOUND', 'catalogue.itemUnknown');
  const [stock] = await db
    .select()
    .from(partStock)
    .where(and(eq(partStock.groupId, groupId), eq(partStock.garageId, garageId), eq(partStock.partId, partId)));
  // Lines not yet taken from the shelf: under issuance until ISSUED, else a repair order's until billed.
  const open = await db
    .select({ quantity: salesOrderLine.quantity, unitId: sql<number | null>`(${salesOrderLine.priced}->>'uom_child')::int` })
    .from(salesOrderLine)
    .innerJoin(salesOrder, and(eq(salesOrder.groupId, salesOrderLine.groupId), eq(salesOrder.id, salesOrderLine.orderId)))
    .where(
      and(
        eq(salesOrderLine.groupId, groupId),
        eq(salesOrderLine.kind, 'part'),
        eq(salesOrderLine.itemId, partId),
        eq(salesOrder.garageId, garageId),
        eq(salesOrder.document, 'ORDER'),
        inArray(salesOrder.status, [...UNBILLED_STATUSES]),
        or(
          inArray(salesOrderLine.partStatus, ['RESERVED', 'REQUESTED', 'IN_PROCESS', 'PROCURED']),
          and(isNull(salesOrderLine.partStatus), ne(salesOrder.orderType, 'COUNTER_SALE')),
        ),
      ),
    );
  const reserved = open.reduce(
    (sum, l) => sum.plus(baseQuantity({ quantity: l.quantity, unitId: l.unitId, baseUnitId: p.unitId }) ?? l.quantity),
    new Money(0),
  );
  const [lastIn] = await db
    .select({ unitCost: stockMovement.unitCost })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.groupId, groupId),
        eq(stockMovement.garageId, garageId),
        eq(stockMovement.partId, partId),
        eq(stockMovement.kind, 'STOCK_IN'),
      ),
    )
    .orderBy(desc(stockMovement.id))
    .limit(1);
  const [lost] = await db
    .select({ q: sql<string>`coalesce(sum(${lostSale.quantity}), 0)::text` })
    .from(lostSale)
    .where(and(eq(lostSale.groupId, groupId), eq(lostSale.garageId, garageId), eq(lostSale.partId, partId)));
  const moves = await db
    .select({
      m: stockMovement,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      mobile: appUser.mobileNumber,
    })
    .from(stockMovement)
    .leftJoin(appUser, eq(appUser.id, stockMovement.userId))
    .where(and(eq(stockMovement.groupId, groupId), eq(stockMovement.garageId, garageId), eq(stockMovement.partId, partId)))
    .orderBy(desc(stockMovement.id))
    .limit(MOVEMENTS);
  const hide = priceRules(current.roles).hidePurchase;
  const onHand = new Money(stock?.runningStock ?? 0);
  const lastPurchase = lastIn?.unitCost ?? p.purchasePrice;
  return {
    part_id: p.id,
    part_name: p.name,
    part_number: p.partNumber,
    unit_symbol: findUnit(p.unitId)?.symbol ?? null,
    active: p.active,
    on_hand: quantityText(onHand.toFixed(3)),
    reserved: quantityText(reserved.toFixed(3)),
    available: quantityText(onHand.minus(reserved).toFixed(3)),
    min_stock: quantityText(p.minStock),
    value: hide ? null : money4(stock?.stockValue ?? '0'),
    avg_cost: hide ? null : money4(stock?.avgCost ?? '0'),
    last_purchase_price: hide || lastPurchase === null ? null : money4(lastPurchase),
    selling_price: money4(p.sellingPrice),
    lost_sales: quantityText(lost?.q ?? '0'),
    movements: moves.map(({ m, ...u }) => ({
      id: m.id,
      kind: m.kind,
      quantity: quantityText(m.quantity),
      unit_cost: hide ? null : money4(m.unitCost),
      value: hide ? null : money4(m.value),
      on_hand_after: quantityText(m.onHandAfter),
      doc_kind: m.docKind,
      doc_id: m.docId,
      doc_number: m.docNumber,
      reason: m.reason,
      user_name: [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.mobile ?? ''),
      at: m.at.toISOString(),
    })),
  };
}
