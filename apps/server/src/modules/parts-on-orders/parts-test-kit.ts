/** Fixtures of the parts-on-orders tests: stock figures, movements and the shop's switches. */
import { and, asc, eq } from 'drizzle-orm';
import { partStock, stockMovement } from '../../db/schema.ts';
import { api, type Shop } from '../orders/test-shop.ts';

export async function onHand(shop: Shop, partId = shop.oilId): Promise<{ onHand: string; value: string } | undefined> {
  const [row] = await shop.t.db
    .select({ onHand: partStock.runningStock, value: partStock.stockValue })
    .from(partStock)
    .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.garageId, shop.garageId), eq(partStock.partId, partId)));
  return row;
}

export async function movementsOf(shop: Shop, docKind: string, docId: number) {
  return shop.t.db
    .select({
      kind: stockMovement.kind,
      partId: stockMovement.partId,
      quantity: stockMovement.quantity,
      unitCost: stockMovement.unitCost,
      value: stockMovement.value,
    })
    .from(stockMovement)
    .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, docKind), eq(stockMovement.docId, docId)))
    .orderBy(asc(stockMovement.id));
}

export async function allMovements(shop: Shop) {
  return shop.t.db
    .select({ id: stockMovement.id, kind: stockMovement.kind })
    .from(stockMovement)
    .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.garageId, shop.garageId)));
}

export async function setProperty(shop: Shop, name: string, value: boolean): Promise<void> {
  const res = await api(shop, 'POST', `/api/customer/garage/${shop.garageId}/property/v1`, {
    property_name: name,
    property_value: value,
  });
  if (res.statusCode >= 300) throw new Error(`property ${name}: ${res.body}`);
}

export const oilLine = (shop: Shop, quantity: string | number, extra: object = {}) => ({
  part_id: shop.oilId,
  part_name: 'Engine oil',
  quantity,
  unit_price: '40.00',
  tax_inclusive: true,
  ...extra,
});

export const counterSale = (shop: Shop, parts: object[]) => ({
  order_type: 'COUNTER_SALE',
  customer_id: shop.customerId,
  services_break_up: [],
  parts_break_up: parts,
});
