import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSerialHold, salesOrder } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, repairOrder, type Shop, saudiShop, sisterShop, stockUp } from '../orders/test-shop.ts';
import { counterSale, oilLine, onHand } from './parts-test-kit.ts';
import { batteryLine, type SerialShop, serialShop, serialsInStock } from './serial-test-kit.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the requests serialise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('counter sales at once', () => {
  it('200 counter sales of 1 l with 50 l on the shelf: 50 are created, 150 refused with a message, none oversold', async () => {
    const shop = await saudiShop(t);
    await stockUp(shop, shop.oilId, '50', '8.00');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [oilLine(shop, 1)]), {
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    const tally: Record<string, number> = {};
    for (const a of answers) {
      const key = a.statusCode === 201 ? '201' : `${a.statusCode} ${a.json().message}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ '201': 50, '400 Not enough stock of Engine oil: 0 on hand, 1 needed': 150 });
    const [orders] = await t.db
      .select({ n: count() })
      .from(salesOrder)
      .where(and(eq(salesOrder.groupId, shop.groupId), eq(salesOrder.orderType, 'COUNTER_SALE')));
    expect(orders?.n).toBe(50);
    expect(await onHand(shop)).toEqual({ onHand: '0.000', value: '0.0000' });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 120_000);
});

describe('one serial number named by many orders at once (decision 056 addendum)', () => {
  const tally = (answers: Array<{ statusCode: number; json: () => { message?: string } }>) => {
    const out: Record<string, number> = {};
    for (const a of answers) {
      const key = a.statusCode === 201 ? '201' : String(a.statusCode);
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  };

  it('ten counter sales of BAT-1 at once: one is created, nine are refused with a message naming it', async () => {
    const shop = await serialShop(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [batteryLine(shop, ['BAT-1'])]), {
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 1, '400': 9 });
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().message).toMatch(/^Serial number BAT-1 of Battery 65Ah (is already on order CS|is not in stock)/);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-3', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 120_000);

  it('ten repair orders naming BAT-2 at once: one holds it, nine are refused; a sale of it is refused too', async () => {
    const shop = await serialShop(t);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        api(shop, 'POST', '/api/oms/order/order', repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-2'])] })),
      ),
      api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [batteryLine(shop, ['BAT-2', 'BAT-3'])])),
    ]);
    expect(tally(answers)).toEqual({ '201': 1, '400': 10 });
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().message).toMatch(/^Serial number BAT-2 of Battery 65Ah (is already on order|is not in stock)/);
    const [sales] = await t.db.select({ n: count() }).from(salesOrder).where(eq(salesOrder.groupId, shop.groupId));
    expect(sales?.n).toBe(1);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 120_000);
});

describe('a transfer and an order naming one serial number at once (decision 056, addendum on holds)', () => {
  const send = (shop: SerialShop, to: Shop, code: string) =>
    api(shop, 'POST', `/api/oms/garage/${shop.garageId}/inter_branch_transfer/delivery`, {
      to_garage_id: to.garageId,
      lines: [{ part_id: shop.batteryId, quantity: '1', lots: [{ code, quantity: '1' }] }],
    });
  const heldCodes = async (shop: Shop) =>
    (await t.db.select({ code: orderSerialHold.code }).from(orderSerialHold).where(eq(orderSerialHold.groupId, shop.groupId)))
      .map((h) => h.code)
      .sort();

  it('a direct delivery and a counter sale of BAT-1 at once, round after round: exactly one wins each time', async () => {
    const shop = await serialShop(t);
    const branch = await sisterShop(t, shop);
    for (const code of ['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']) {
      const [sent, sold] = await Promise.all([
        send(shop, branch, code),
        api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [batteryLine(shop, [code])]), {
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ]);
      expect([sent.statusCode, sold.statusCode].sort()).toEqual([201, 400]);
      const loser = sent.statusCode === 400 ? sent : sold;
      expect(loser.json().message).toMatch(
        new RegExp(`^Serial number ${code} of Battery 65Ah (is held by order|is already on order|is not in stock)`),
      );
      expect(await serialsInStock(shop)).not.toContain(code);
      // The sale's hold stays only when the sale won.
      expect((await heldCodes(shop)).includes(code)).toBe(sold.statusCode === 201);
    }
    expect(await serialsInStock(shop)).toEqual([]);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 120_000);

  it('a direct delivery and a repair order naming one serial at once: the order holds a piece on the shelf, or the piece left', async () => {
    const shop = await serialShop(t);
    const branch = await sisterShop(t, shop);
    for (const code of ['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']) {
      const [sent, held] = await Promise.all([
        send(shop, branch, code),
        api(shop, 'POST', '/api/oms/order/order', repairOrder(shop, { parts_break_up: [batteryLine(shop, [code])] })),
      ]);
      expect([sent.statusCode, held.statusCode].sort()).toEqual([201, 400]);
      // Never both: a hold on a serial that left, or a transfer of a held one.
      expect((await serialsInStock(shop)).includes(code)).toBe(held.statusCode === 201);
      expect((await heldCodes(shop)).includes(code)).toBe(held.statusCode === 201);
    }
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 120_000);
});
