import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, saudiShop, stockUp } from '../orders/test-shop.ts';
import { counterSale, oilLine, onHand } from './parts-test-kit.ts';

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
