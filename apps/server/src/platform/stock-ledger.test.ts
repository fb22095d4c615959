import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, partStock, stockLot, stockMovement } from '../db/schema.ts';
import { api, type Shop, saudiShop } from '../modules/orders/test-shop.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { checkStockLedger, type LedgerOptions, moveStock, type StockMove } from './stock-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const plain: LedgerOptions = { allowNegative: false, batchSerial: false, today: '2026-11-21' };
const tracked: LedgerOptions = { ...plain, batchSerial: true };
let docId = 0;

const move = (shop: Shop, moves: StockMove[], options: LedgerOptions = plain) =>
  t.db.transaction((tx) =>
    moveStock(
      tx,
      { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId },
      t.clock.now(),
      moves,
      {
        kind: 'TEST',
        id: ++docId,
        number: `T-${docId}`,
      },
      options,
    ),
  );

async function stockOf(shop: Shop, partId: number) {
  const [row] = await t.db
    .select({ onHand: partStock.runningStock, value: partStock.stockValue, avg: partStock.avgCost })
    .from(partStock)
    .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.garageId, shop.garageId), eq(partStock.partId, partId)));
  return row;
}

async function refusal(work: Promise<unknown>): Promise<{ key: string; params: Record<string, unknown> }> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { key: e.key, params: e.params };
}

async function newPart(shop: Shop, name: string, tracking: 'NONE' | 'BATCH' | 'SERIAL' = 'NONE'): Promise<number> {
  const res = await api(shop, 'POST', '/api/oms/part', {
    part_name: name,
    unit_id: 1,
    selling_price: '50.00',
    tax_category_id: shop.vat,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().part_id as number;
  if (tracking !== 'NONE')
    await t.db
      .update(part)
      .set({ tracking })
      .where(and(eq(part.groupId, shop.groupId), eq(part.id, id)));
  return id;
}

describe('the stock ledger', () => {
  it('averages the cost of receipts and takes issues at the average, the last pieces at what is left', async () => {
    const shop = await saudiShop(t);
    await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '10', unitCost: '100' }]);
    await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '10', unitCost: '130' }]);
    expect(await stockOf(shop, shop.oilId)).toEqual({ onHand: '20.000', value: '2300.0000', avg: '115.0000' });

    const [issued] = await move(shop, [{ partId: shop.oilId, kind: 'ORDER_ISSUE', quantity: '3', reason: 'RO-1' }]);
    expect(issued).toMatchObject({ quantity: '-3.000', unitCost: '115.0000', value: '-345.0000', onHandAfter: '17' });
    // 17 at 115 would be 1955; the last pieces take whatever value is left, so the books end at exactly 0.
    await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '1', unitCost: '0.01' }]);
    const rest = (await stockOf(shop, shop.oilId))!;
    const [last] = await move(shop, [{ partId: shop.oilId, kind: 'COUNTER_SALE', quantity: rest.onHand }]);
    expect(last?.value).toBe(`-${rest.value}`);
    expect(await stockOf(shop, shop.oilId)).toMatchObject({ onHand: '0.000', value: '0.0000' });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);

    const rows = await t.db
      .select({
        kind: stockMovement.kind,
        quantity: stockMovement.quantity,
        docKind: stockMovement.docKind,
        userId: stockMovement.userId,
      })
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.partId, shop.oilId)))
      .orderBy(stockMovement.id);
    expect(rows.map((r) => r.kind)).toEqual(['STOCK_IN', 'STOCK_IN', 'ORDER_ISSUE', 'STOCK_IN', 'COUNTER_SALE']);
    expect(rows.every((r) => r.docKind === 'TEST' && r.userId === shop.s.userId)).toBe(true);
  });

  it('refuses an issue that would go below zero, with the part, what is there and what was asked, and keeps nothing', async () => {
    const shop = await saudiShop(t);
    const wiper = await newPart(shop, 'Wiper blade');
    await move(shop, [{ partId: wiper, kind: 'STOCK_IN', quantity: '2', unitCost: '20' }]);
    const refused = await refusal(
      move(shop, [
        { partId: shop.oilId, kind: 'STOCK_IN', quantity: '5', unitCost: '10' },
        { partId: wiper, kind: 'ORDER_ISSUE', quantity: '3' },
      ]),
    );
    expect(refused).toEqual({ key: 'stock.insufficient', params: { part: 'Wiper blade', available: '2', wanted: '3' } });
    expect(await stockOf(shop, shop.oilId)).toBeUndefined();
    expect(await stockOf(shop, wiper)).toMatchObject({ onHand: '2.000' });
    expect(await refusal(move(shop, [{ partId: wiper, kind: 'ORDER_ISSUE', quantity: '0' }]))).toMatchObject({
      key: 'stock.badQuantity',
    });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('takes several parts in one statement exactly as move by move, and names the first short part', async () => {
    // Tracking off: outbound moves of distinct parts go in one statement; tracking on (untracked parts):
    // move by move. Both must write the same rows and answer the same results.
    const runs = [];
    for (const opts of [plain, tracked]) {
      const shop = await saudiShop(t);
      const wiper = await newPart(shop, 'Wiper blade');
      await move(shop, [
        { partId: shop.oilId, kind: 'STOCK_IN', quantity: '3', unitCost: '10.3333' },
        { partId: wiper, kind: 'STOCK_IN', quantity: '7', unitCost: '20.05' },
        { partId: wiper, kind: 'STOCK_IN', quantity: '2', unitCost: '19' },
      ]);
      const results = await move(
        shop,
        [
          { partId: wiper, kind: 'ORDER_ISSUE', quantity: '2.5', reason: 'RO-1' },
          { partId: shop.oilId, kind: 'ORDER_ISSUE', quantity: '3', reason: 'RO-1' },
        ],
        opts,
      );
      const refused = await refusal(
        move(
          shop,
          [
            { partId: wiper, kind: 'COUNTER_SALE', quantity: '7' },
            { partId: shop.oilId, kind: 'COUNTER_SALE', quantity: '1' },
          ],
          opts,
        ),
      );
      const rows = await t.db
        .select({
          partId: stockMovement.partId,
          kind: stockMovement.kind,
          quantity: stockMovement.quantity,
          unitCost: stockMovement.unitCost,
          value: stockMovement.value,
          onHandAfter: stockMovement.onHandAfter,
          docNumber: stockMovement.docNumber,
          reason: stockMovement.reason,
          lotId: stockMovement.lotId,
        })
        .from(stockMovement)
        .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.kind, 'ORDER_ISSUE')))
        .orderBy(stockMovement.id);
      const named = (id: number) => (id === wiper ? 'wiper' : 'oil');
      runs.push({
        results: results.map((r) => ({ ...r, partId: named(r.partId), movementIds: r.movementIds.length })),
        rows: rows.map((r) => ({ ...r, partId: named(r.partId), docNumber: r.docNumber?.startsWith('T-') })),
        refused,
        oil: await stockOf(shop, shop.oilId),
        wiper: await stockOf(shop, wiper),
      });
      expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
    }
    const [oneStatement, moveByMove] = runs;
    expect(oneStatement).toEqual(moveByMove);
    expect(oneStatement?.refused).toEqual({
      key: 'stock.insufficient',
      params: { part: 'Engine oil', available: '0', wanted: '1' },
    });
    expect(oneStatement?.results).toEqual([
      {
        partId: 'wiper',
        kind: 'ORDER_ISSUE',
        movementIds: 1,
        quantity: '-2.500',
        unitCost: '19.8167',
        value: '-49.5418',
        onHandAfter: '6.5',
        lots: [],
      },
      {
        partId: 'oil',
        kind: 'ORDER_ISSUE',
        movementIds: 1,
        quantity: '-3.000',
        unitCost: '10.3333',
        value: '-30.9999',
        onHandAfter: '0',
        lots: [],
      },
    ]);
    expect(oneStatement?.wiper).toMatchObject({ onHand: '6.500' });
  });

  it('lets stock go below zero only where the garage allows it, and re-prices when it comes back', async () => {
    const shop = await saudiShop(t);
    await move(shop, [{ partId: shop.oilId, kind: 'COUNTER_SALE', quantity: '3' }], { ...plain, allowNegative: true });
    expect(await stockOf(shop, shop.oilId)).toMatchObject({ onHand: '-3.000' });
    await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '5', unitCost: '12' }], {
      ...plain,
      allowNegative: true,
    });
    expect(await stockOf(shop, shop.oilId)).toEqual({ onHand: '2.000', value: '60.0000', avg: '30.0000' });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it("refuses another garage's part, even one of the same group", async () => {
    const a = await saudiShop(t);
    const b = await saudiShop(t);
    expect(await refusal(move(b, [{ partId: a.oilId, kind: 'STOCK_IN', quantity: '1', unitCost: '1' }]))).toEqual({
      key: 'stock.unknownPart',
      params: { part: String(a.oilId) },
    });
  });

  it('issues batches first-expiring-first and never an expired one', async () => {
    const shop = await saudiShop(t);
    const coolant = await newPart(shop, 'Coolant', 'BATCH');
    expect(
      await refusal(move(shop, [{ partId: coolant, kind: 'STOCK_IN', quantity: '3', unitCost: '9' }], tracked)),
    ).toMatchObject({ key: 'stock.lotsRequired' });
    await move(
      shop,
      [
        {
          partId: coolant,
          kind: 'STOCK_IN',
          quantity: '10',
          unitCost: '9',
          lots: [
            { code: 'LATE', expiryDate: '2026-12-31', quantity: '3' },
            { code: 'SOON', expiryDate: '2026-11-25', quantity: '2' },
            { code: 'GONE', expiryDate: '2026-11-01', quantity: '5' },
          ],
        },
      ],
      tracked,
    );
    const [first] = await move(shop, [{ partId: coolant, kind: 'ORDER_ISSUE', quantity: '4' }], tracked);
    expect(first?.lots.map((l) => [l.code, l.quantity])).toEqual([
      ['SOON', '-2.000'],
      ['LATE', '-2.000'],
    ]);
    // 6 on hand, but 5 of them expired: only 1 can go.
    expect(await refusal(move(shop, [{ partId: coolant, kind: 'ORDER_ISSUE', quantity: '2' }], tracked))).toEqual({
      key: 'stock.insufficientUnexpired',
      params: { part: 'Coolant', available: '1', wanted: '2' },
    });
    expect(
      await refusal(
        move(shop, [{ partId: coolant, kind: 'ORDER_ISSUE', quantity: '2', lots: [{ code: 'LATE', quantity: '2' }] }], tracked),
      ),
    ).toEqual({ key: 'stock.lotInsufficient', params: { part: 'Coolant', code: 'LATE', available: '1', wanted: '2' } });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('keeps a serial number in stock at most once and issues it once', async () => {
    const shop = await saudiShop(t);
    const battery = await newPart(shop, 'Battery 65Ah', 'SERIAL');
    const serials = (...codes: string[]) => codes.map((code) => ({ code, quantity: '1' }));
    await move(shop, [{ partId: battery, kind: 'STOCK_IN', quantity: '2', unitCost: '300', lots: serials('S1', 'S2') }], tracked);
    expect(
      await refusal(
        move(shop, [{ partId: battery, kind: 'STOCK_IN', quantity: '1', unitCost: '300', lots: serials('S1') }], tracked),
      ),
    ).toEqual({ key: 'stock.serialInStock', params: { part: 'Battery 65Ah', code: 'S1' } });
    expect(await refusal(move(shop, [{ partId: battery, kind: 'ORDER_ISSUE', quantity: '1' }], tracked))).toMatchObject({
      key: 'stock.lotsRequired',
    });
    await move(shop, [{ partId: battery, kind: 'ORDER_ISSUE', quantity: '1', lots: serials('S1') }], tracked);
    expect(
      await refusal(move(shop, [{ partId: battery, kind: 'ORDER_ISSUE', quantity: '1', lots: serials('S1') }], tracked)),
    ).toEqual({ key: 'stock.serialNotAvailable', params: { part: 'Battery 65Ah', code: 'S1' } });
    // Returned by the customer, it is in stock again and can go out again.
    await move(shop, [{ partId: battery, kind: 'ORDER_RETURN', quantity: '1', unitCost: '300', lots: serials('S1') }], tracked);
    await move(shop, [{ partId: battery, kind: 'ORDER_ISSUE', quantity: '1', lots: serials('S1') }], tracked);
    const lots = await t.db
      .select({ code: stockLot.code, onHand: stockLot.onHand })
      .from(stockLot)
      .where(and(eq(stockLot.groupId, shop.groupId), eq(stockLot.partId, battery)))
      .orderBy(stockLot.code);
    expect(lots).toEqual([
      { code: 'S1', onHand: '0.000' },
      { code: 'S2', onHand: '1.000' },
    ]);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('finds a part whose on hand no longer matches its movements', async () => {
    const shop = await saudiShop(t);
    await move(shop, [{ partId: shop.oilId, kind: 'STOCK_IN', quantity: '4', unitCost: '10' }]);
    await t.db
      .update(partStock)
      .set({ runningStock: '5' })
      .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.partId, shop.oilId)));
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([
      {
        groupId: shop.groupId,
        garageId: shop.garageId,
        partId: shop.oilId,
        lotId: null,
        onHand: '5.000',
        value: '40.0000',
        movementsQuantity: '4.000',
        movementsValue: '40.0000',
      },
    ]);
  });
});
