import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, partStock, stockMovement } from '../db/schema.ts';
import { api, type Shop, saudiShop } from '../modules/orders/test-shop.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { checkStockLedger, type LedgerOptions, moveStock, type StockMove } from './stock-ledger.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the transactions serialise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const options: LedgerOptions = { allowNegative: false, batchSerial: true, today: '2026-11-21' };
/** A garage that tracks no batches: its outbound moves are taken in one statement (decision 052 addendum). */
const untracked: LedgerOptions = { ...options, batchSerial: false };
/** Both ways the ledger takes stock: move by move (tracking on) and in one statement (tracking off). */
const ways = [
  ['move by move', options],
  ['in one statement', untracked],
] as const;
let docId = 0;
const move = (shop: Shop, moves: StockMove[], opts: LedgerOptions = options) =>
  t.db.transaction((tx) =>
    moveStock(
      tx,
      { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId },
      t.clock.now(),
      moves,
      {
        kind: 'TEST',
        id: ++docId,
      },
      opts,
    ),
  );
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.key : `crash: ${String(e)}`),
  );
const tally = (results: string[]) =>
  results.reduce<Record<string, number>>((out, r) => {
    out[r] = (out[r] ?? 0) + 1;
    return out;
  }, {});

describe('the stock ledger under concurrency', () => {
  it.each(ways)(
    '200 issues at once of a part with 50 on hand, %s: 50 go, 150 are refused, none oversold',
    async (_, opts) => {
      const shop = await saudiShop(t);
      await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '50', unitCost: '7.5' }]);
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          outcome(move(shop, [{ partId: shop.oilId, kind: 'ORDER_ISSUE', quantity: '1' }], opts)),
        ),
      );
      expect(tally(results)).toEqual({ ok: 50, 'stock.insufficient': 150 });
      const [row] = await t.db
        .select({ onHand: partStock.runningStock, value: partStock.stockValue })
        .from(partStock)
        .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.partId, shop.oilId)));
      expect(row).toEqual({ onHand: '0.000', value: '0.0000' });
      const issues = await t.db
        .select({ id: stockMovement.id })
        .from(stockMovement)
        .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.kind, 'ORDER_ISSUE')));
      expect(issues).toHaveLength(50);
      expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
    },
    60_000,
  );

  it('one serial number issued twice at once goes once', async () => {
    const shop = await saudiShop(t);
    const res = await api(shop, 'POST', '/api/oms/part', {
      part_name: 'Tyre 205/55 R16',
      unit_id: 9,
      selling_price: '90',
      tax_category_id: shop.vat,
    });
    const tyre = res.json().part_id as number;
    await t.db
      .update(part)
      .set({ tracking: 'SERIAL' })
      .where(and(eq(part.groupId, shop.groupId), eq(part.id, tyre)));
    await move(shop, [
      {
        partId: tyre,
        kind: 'STOCK_IN',
        quantity: '2',
        unitCost: '60',
        lots: [
          { code: 'DOT1', quantity: '1' },
          { code: 'DOT2', quantity: '1' },
        ],
      },
    ]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcome(move(shop, [{ partId: tyre, kind: 'ORDER_ISSUE', quantity: '1', lots: [{ code: 'DOT1', quantity: '1' }] }])),
      ),
    );
    expect(tally(results)).toEqual({ ok: 1, 'stock.serialNotAvailable': 9 });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 60_000);

  it.each(ways)(
    'issues of several parts in opposite orders at once never deadlock, %s',
    async (_, opts) => {
      const shop = await saudiShop(t);
      const res = await api(shop, 'POST', '/api/oms/part', {
        part_name: 'Air filter',
        unit_id: 9,
        selling_price: '30',
        tax_category_id: shop.vat,
      });
      const filter = res.json().part_id as number;
      await move(shop, [
        { partId: shop.oilId, kind: 'STOCK_IN', quantity: '100', unitCost: '5' },
        { partId: filter, kind: 'STOCK_IN', quantity: '100', unitCost: '8' },
      ]);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          outcome(
            move(
              shop,
              i % 2
                ? [
                    { partId: shop.oilId, kind: 'ORDER_ISSUE', quantity: '1' },
                    { partId: filter, kind: 'ORDER_ISSUE', quantity: '1' },
                  ]
                : [
                    { partId: filter, kind: 'ORDER_ISSUE', quantity: '1' },
                    { partId: shop.oilId, kind: 'ORDER_ISSUE', quantity: '1' },
                  ],
              opts,
            ),
          ),
        ),
      );
      expect(tally(results)).toEqual({ ok: 40 });
      expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
    },
    60_000,
  );
});
