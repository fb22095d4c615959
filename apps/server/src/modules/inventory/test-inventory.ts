/** Fixtures of the inventory and stock-audit tests: a garage with parts stocked through the ledger, and members by role. */
import type { Role } from '@garage/domain';
import { addMember, createUser } from '../../db/seed/factories.ts';
import { moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import { type Session, signIn, type TestApp } from '../../test/harness.ts';
import { freshMobile, type Shop, saudiShop } from '../orders/test-shop.ts';

export interface InventoryShop extends Shop {
  /** Oil filter (FIL-100, Bosch), 12 on hand at 5.00, reorder level 4. */
  filterId: number;
  /** Brake pads (BRK-200, Brembo), 3 on hand at 20.00, reorder level 5: low. */
  padsId: number;
  /** Wiper blade (WIP-300, Bosch), stocked then sold out, reorder level 0: out of stock. */
  wiperId: number;
  /** Spark plug (no number), never stocked: neither low nor out. */
  plugId: number;
  addPart(body: Record<string, unknown>): Promise<number>;
  move(moves: StockMove[], doc?: { kind: string; id: number; number?: string }): Promise<void>;
}

let docId = 0;

export async function inventoryShop(
  t: TestApp,
  properties: Record<string, string | number | boolean> = {},
): Promise<InventoryShop> {
  const shop = await saudiShop(t, properties);
  const addPart = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oms/part',
      headers: shop.s.headers(shop.garageId),
      payload: { selling_price: '10', ...body },
    });
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`part: ${res.body}`);
    return res.json().part_id as number;
  };
  const move = async (moves: StockMove[], doc = { kind: 'TEST', id: ++docId }) => {
    await t.db.transaction((tx) =>
      moveStock(tx, { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId }, t.clock.now(), moves, doc),
    );
  };
  const filterId = await addPart({ part_name: 'Oil filter', part_number: 'FIL-100', brand: 'Bosch', min_stock: '4' });
  const padsId = await addPart({ part_name: 'Brake pads', part_number: 'BRK-200', brand: 'Brembo', min_stock: '5' });
  const wiperId = await addPart({ part_name: 'Wiper blade', part_number: 'WIP-300', brand: 'Bosch' });
  const plugId = await addPart({ part_name: 'Spark plug' });
  await move([
    { partId: filterId, kind: 'STOCK_IN', quantity: '12', unitCost: '5' },
    { partId: padsId, kind: 'STOCK_IN', quantity: '3', unitCost: '20' },
    { partId: wiperId, kind: 'STOCK_IN', quantity: '2', unitCost: '7' },
  ]);
  await move([{ partId: wiperId, kind: 'COUNTER_SALE', quantity: '2' }]);
  return { ...shop, filterId, padsId, wiperId, plugId, addPart, move };
}

/** A member of the shop's garage holding exactly these roles, signed in. */
export async function memberWith(t: TestApp, shop: Shop, roles: Role[]): Promise<Session> {
  const user = await createUser(t.db, { mobileNumber: freshMobile() });
  await addMember(t.db, shop, user.id, roles);
  return signIn(t, user.mobileNumber);
}
