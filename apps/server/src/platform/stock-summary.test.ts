import { Money } from '@garage/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { part } from '../db/schema.ts';
import { type InventoryShop, inventoryShop } from '../modules/inventory/test-inventory.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { checkStockLedger, moveStock, type StockMove } from './stock-ledger.ts';
import {
  FOLD_AT,
  foldAllStockSummary,
  foldStockSummary,
  readStockSummaryCounts,
  type StockSummaryCounts,
  stockSummaryCounts,
} from './stock-summary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const garage = (shop: InventoryShop) => ({ groupId: shop.groupId, garageId: shop.garageId });
const figures = (c: StockSummaryCounts) => ({ parts: c.parts, low: c.low, out: c.out, value: new Money(c.value).toFixed(4) });

/** The four figures counted from every row, as the summary counted them before it was kept (the oracle). */
async function countEveryRow(shop: InventoryShop): Promise<ReturnType<typeof figures>> {
  const g = sql`group_id = ${shop.groupId} and garage_id = ${shop.garageId}`;
  const [row] = await queryRows<StockSummaryCounts>(
    t.db,
    sql`select
        (select count(*)::int from part where ${g} and active) as parts,
        (select count(*)::int from part p left join part_stock s
            on s.group_id = p.group_id and s.garage_id = p.garage_id and s.part_id = p.id
          where p.group_id = ${shop.groupId} and p.garage_id = ${shop.garageId} and p.active and p.min_stock > 0
            and coalesce(s.running_stock, 0) <= p.min_stock) as low,
        (select count(*)::int from part_stock s join part p on p.group_id = s.group_id and p.id = s.part_id
          where s.group_id = ${shop.groupId} and s.garage_id = ${shop.garageId} and s.running_stock <= 0
            and p.active) as out,
        (select coalesce(sum(stock_value), 0)::text from part_stock where ${g}) as value`,
  );
  return figures(row as StockSummaryCounts);
}

/** What the stored row holds (all zero before the first fold). */
async function stored(shop: InventoryShop): Promise<ReturnType<typeof figures>> {
  const [row] = await queryRows<{ parts: number; low: number; out: number; value: string }>(
    t.db,
    sql`select active_parts as parts, low_parts as low, out_parts as out, stock_value::text as value
          from stock_summary where group_id = ${shop.groupId} and garage_id = ${shop.garageId}`,
  );
  return figures(row ?? { parts: 0, low: 0, out: 0, value: '0' });
}

/** The summary equals the oracle, and the ledger's invariant (with the summary's) holds. */
async function exact(shop: InventoryShop): Promise<void> {
  expect(figures(await stockSummaryCounts(t.db, garage(shop)))).toEqual(await countEveryRow(shop));
  expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
}

const nothingPending = async (shop: InventoryShop) => (await readStockSummaryCounts(t.db, garage(shop), 1)).complete;

async function editPart(shop: InventoryShop, id: number, body: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/oms/part/${id}`,
    headers: shop.s.headers(shop.garageId),
    payload: { selling_price: '10', ...body },
  });
  expect(res.statusCode).toBe(200);
}

describe('the stock summary', () => {
  it('adds up to what every row says, before and after folds, whole or one part at a time', async () => {
    const shop = await inventoryShop(t, { allow_negative_stock: true });
    // Nothing folded yet: every part and stock row is pending, the stored row is absent.
    expect(await stored(shop)).toEqual({ parts: 0, low: 0, out: 0, value: '0.0000' });
    await exact(shop);
    await foldAllStockSummary(t.db, garage(shop));
    expect(await nothingPending(shop)).toBe(true);
    expect(await stored(shop)).toEqual(await countEveryRow(shop));
    await exact(shop);

    // Receipts, sales, a sell-out, stock below zero, new parts and edited parts: all pending again.
    const fuse = await shop.addPart({ part_name: 'Fuse', purchase_price: '3', min_stock: '1' });
    await shop.addPart({ part_name: 'Horn', min_stock: '2' });
    const belt = await shop.addPart({ part_name: 'Timing belt' });
    await shop.move([
      { partId: belt, kind: 'STOCK_IN', quantity: '2', unitCost: '40.5' },
      { partId: shop.filterId, kind: 'ORDER_ISSUE', quantity: '9' },
      { partId: shop.padsId, kind: 'COUNTER_SALE', quantity: '3' },
      { partId: fuse, kind: 'COUNTER_SALE', quantity: '2' },
    ]);
    await editPart(shop, shop.plugId, { part_name: 'Spark plug', min_stock: '6' });
    await editPart(shop, shop.wiperId, { part_name: 'Wiper blade', part_number: 'WIP-300', brand: 'Bosch', active: false });
    await exact(shop);
    // Low: filter (3 of 4), pads (0 of 5), plug and horn (never stocked), fuse (−2 of 1); out: pads, fuse.
    expect(await countEveryRow(shop)).toEqual({ parts: 7, low: 5, out: 2, value: '90.0000' });

    // Folded a part at a time (one part row and one stock row per fold), exact after every fold.
    let folds = 0;
    while ((await foldStockSummary(t.db, garage(shop), 1)) > 0) {
      folds++;
      await exact(shop);
    }
    expect(folds).toBeGreaterThan(3);
    expect(await nothingPending(shop)).toBe(true);
    expect(await stored(shop)).toEqual(await countEveryRow(shop));

    // Back again: the wiper active, the fuse restocked above zero, the plug stocked above its level.
    await editPart(shop, shop.wiperId, { part_name: 'Wiper blade', part_number: 'WIP-300', brand: 'Bosch' });
    await shop.move([
      { partId: fuse, kind: 'STOCK_IN', quantity: '5', unitCost: '3.2' },
      { partId: shop.plugId, kind: 'STOCK_IN', quantity: '7', unitCost: '2.25' },
    ]);
    await exact(shop);
    await foldAllStockSummary(t.db, garage(shop));
    await exact(shop);
    expect(await stored(shop)).toEqual(await countEveryRow(shop));
  });

  it('folds by itself once many parts are pending, so the summary reads only the few that move after', async () => {
    const shop = await inventoryShop(t);
    await t.db.insert(part).values(
      Array.from({ length: FOLD_AT + 50 }, (_, i) => ({
        groupId: shop.groupId,
        garageId: shop.garageId,
        name: `Bulk part ${i}`,
        unitId: 9,
        sellingPrice: '10',
        minStock: i % 2 ? '3' : '0',
        active: i % 10 !== 0,
        searchText: `bulk part ${i}`,
      })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/oms/stock/summary', headers: shop.s.headers(shop.garageId) });
    const want = await countEveryRow(shop);
    expect(res.json()).toMatchObject({ parts: want.parts, low: want.low, out: want.out, stock_value: '120.00' });
    expect(await nothingPending(shop)).toBe(true);
    expect(await stored(shop)).toEqual(want);
    await shop.move([{ partId: shop.filterId, kind: 'ORDER_ISSUE', quantity: '10' }]);
    expect(await nothingPending(shop)).toBe(false);
    await exact(shop);
  });

  it('finds a stored summary that no longer adds up', async () => {
    const shop = await inventoryShop(t);
    await foldAllStockSummary(t.db, garage(shop));
    await t.db.execute(
      sql`update stock_summary set low_parts = low_parts + 1 where group_id = ${shop.groupId} and garage_id = ${shop.garageId}`,
    );
    const counted = await countEveryRow(shop);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([
      {
        groupId: shop.groupId,
        garageId: shop.garageId,
        stored: { parts: counted.parts, low: counted.low + 1, out: counted.out, value: '120.0000' },
        counted: { parts: counted.parts, low: counted.low, out: counted.out, value: '120.0000' },
        strayRows: 0,
      },
    ]);
  });
});

// Folds and documents on separate connections only race on PostgreSQL (on PGlite they take turns).
describe.skipIf(!process.env.DATABASE_URL)('the stock summary under concurrency (PostgreSQL)', () => {
  let docId = 0;
  const move = (shop: InventoryShop, moves: StockMove[]) =>
    t.db.transaction((tx) =>
      moveStock(tx, { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId }, t.clock.now(), moves, {
        kind: 'TEST',
        id: ++docId,
      }),
    );

  it('a fold does not wait for a document holding a part; that part stays pending for the next fold', async () => {
    const shop = await inventoryShop(t);
    await foldAllStockSummary(t.db, garage(shop));
    // Both rows pending; then a document takes two filters and holds its transaction open.
    await shop.move([
      { partId: shop.filterId, kind: 'STOCK_IN', quantity: '1', unitCost: '5' },
      { partId: shop.padsId, kind: 'STOCK_IN', quantity: '1', unitCost: '20' },
    ]);
    let holding!: () => void;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const document = t.db.transaction(async (tx) => {
      await moveStock(
        tx,
        { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId },
        t.clock.now(),
        [{ partId: shop.filterId, kind: 'ORDER_ISSUE', quantity: '2' }],
        { kind: 'TEST', id: ++docId },
      );
      holding();
      await done;
    });
    await held;
    const fold = await Promise.race([
      foldStockSummary(t.db, garage(shop)),
      new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
    ]);
    expect(fold).toBe(1); // the pads' row; the filter's row is held and skipped
    finish();
    await document;
    expect(await nothingPending(shop)).toBe(false);
    await exact(shop);
    expect(await foldStockSummary(t.db, garage(shop))).toBe(1);
    expect(await nothingPending(shop)).toBe(true);
    await exact(shop);
  }, 60_000);

  it('movements, part edits and folds at once leave the summary exact', async () => {
    const shop = await inventoryShop(t);
    const parts = [shop.filterId, shop.padsId, shop.wiperId, shop.plugId];
    for (let i = 0; i < 4; i++) parts.push(await shop.addPart({ part_name: `Race part ${i}`, min_stock: String(i + 1) }));
    await move(
      shop,
      parts.map((partId, i) => ({ partId, kind: 'STOCK_IN' as const, quantity: '6', unitCost: String(4 + i) })),
    );
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 60; i++) {
      const partId = parts[(i * 5) % parts.length] as number;
      const kind = i % 3 === 0 ? ('STOCK_IN' as const) : ('ORDER_ISSUE' as const);
      const moved = move(shop, [{ partId, kind, quantity: String(1 + (i % 3)), unitCost: '5.5' }]).catch((e: unknown) => {
        if (!(e instanceof AppError && e.key === 'stock.insufficient')) throw e;
      });
      work.push(moved);
      if (i % 4 === 0) work.push(foldStockSummary(t.db, garage(shop), 2));
      if (i % 6 === 0) work.push(stockSummaryCounts(t.db, garage(shop)));
      if (i % 15 === 0) {
        work.push(
          editPart(shop, parts[4 + ((i / 15) % 4)] as number, {
            part_name: `Race part ${(i / 15) % 4}`,
            min_stock: String(i % 7),
          }),
        );
      }
    }
    await Promise.all(work);
    await exact(shop);
    await foldAllStockSummary(t.db, garage(shop));
    expect(await nothingPending(shop)).toBe(true);
    await exact(shop);
    expect(await stored(shop)).toEqual(await countEveryRow(shop));
  }, 120_000);
});
