/** Fixtures of the serial-number tests (decision 056 addendum): a shop that tracks serials and sells batteries. */
import { and, asc, eq } from 'drizzle-orm';
import { customer, stockLot, stockMovement } from '../../db/schema.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import type { TestApp } from '../../test/harness.ts';
import { api, type Shop, saudiShop, stockUp } from '../orders/test-shop.ts';

export interface SerialShop extends Shop {
  /** A SERIAL-tracked part counted in pieces, with BAT-1…BAT-4 on the shelf at 100 each. */
  batteryId: number;
}

/** Books serial numbers of a part as opening stock (OPENING movements, one lot each). */
export async function stockSerials(shop: Shop, partId: number, codes: readonly string[], unitCost = '100.00'): Promise<void> {
  await shop.t.db.transaction((tx) =>
    moveStock(
      tx,
      { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId },
      shop.t.clock.now(),
      [
        {
          partId,
          kind: 'OPENING',
          quantity: String(codes.length),
          unitCost,
          lots: codes.map((code) => ({ code, quantity: '1' })),
        },
      ],
      { kind: 'OPENING', id: partId },
    ),
  );
}

export async function addSerialPart(shop: Shop, name = 'Battery 65Ah'): Promise<number> {
  const res = await api(shop, 'POST', '/api/oms/part', {
    part_name: name,
    unit_id: 9,
    selling_price: '150.00',
    purchase_price: '100.00',
    tax_category_id: shop.vat,
    tracking: 'SERIAL',
  });
  if (res.statusCode !== 201) throw new Error(`part create failed: ${res.body}`);
  return res.json().part_id;
}

/** A Saudi shop with batch/serial tracking on, 100 l of engine oil and four batteries by serial number. */
export async function serialShop(t: TestApp, properties: Record<string, string | number | boolean> = {}): Promise<SerialShop> {
  const shop = await saudiShop(t, { batch_serial_enabled: true, ...properties });
  await stockUp(shop, shop.oilId, '100');
  const batteryId = await addSerialPart(shop);
  await stockSerials(shop, batteryId, ['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
  // Summary invoices need the customer's tax number.
  await t.db
    .update(customer)
    .set({ taxNumber: '310122393500003' })
    .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
  return { ...shop, batteryId };
}

export const batteryLine = (shop: SerialShop, serials?: string[], quantity = serials?.length ?? 1, extra: object = {}) => ({
  part_id: shop.batteryId,
  part_name: 'Battery 65Ah',
  quantity,
  unit_price: '150.00',
  tax_inclusive: true,
  ...(serials ? { serials } : {}),
  ...extra,
});

/** The serial numbers of a part on the shelf, in order. */
export async function serialsInStock(shop: SerialShop, partId = shop.batteryId): Promise<string[]> {
  const rows = await shop.t.db
    .select({ code: stockLot.code })
    .from(stockLot)
    .where(
      and(
        eq(stockLot.groupId, shop.groupId),
        eq(stockLot.garageId, shop.garageId),
        eq(stockLot.partId, partId),
        eq(stockLot.onHand, '1.000'),
      ),
    )
    .orderBy(asc(stockLot.code));
  return rows.map((r) => r.code);
}

/** The serial movements of a document: kind, serial and signed quantity, in order. */
export async function serialMoves(shop: Shop, docKind: string, docId: number) {
  return shop.t.db
    .select({ kind: stockMovement.kind, code: stockLot.code, quantity: stockMovement.quantity })
    .from(stockMovement)
    .innerJoin(stockLot, and(eq(stockLot.groupId, stockMovement.groupId), eq(stockLot.id, stockMovement.lotId)))
    .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, docKind), eq(stockMovement.docId, docId)))
    .orderBy(asc(stockMovement.id));
}

export const orderData = async (shop: Shop, orderId: number) =>
  (await api(shop, 'GET', `/api/oms/order/data?order_id=${orderId}`)).json();

/** The serial numbers of the order's (or bill's) part lines, line by line. */
export const lineSerials = (doc: { lines: Array<{ kind: string; serials: string[] }> }) =>
  doc.lines.filter((l) => l.kind === 'part').map((l) => l.serials);
