import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderLine, stockIn } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, saudiShop } from '../orders/test-shop.ts';
import { addVendor, approvedPo, onHand, receive } from './test-purchasing.ts';

// Races only show on PostgreSQL (run with DATABASE_URL); on PGlite the transactions serialise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tally = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((out, r) => {
    out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
    return out;
  }, {});

describe('receipts of one purchase order under concurrency', () => {
  it('10 receipts of 3 at once on a line of 20 → 6 received (18), 4 refused with a message, never more than ordered', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const po = await approvedPo(shop, vendorId, [{ part_id: shop.oilId, quantity: 20, unit_price: 10 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        receive(shop, { purchase_order_id: po.purchase_order_id, lines: [{ part_id: shop.oilId, quantity: 3 }] }),
      ),
    );
    expect(tally(results)).toEqual({ 201: 6, 400: 4 });
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().message).toBe('Only 2 of "Engine oil" is left to receive on this purchase order');
    const [line] = await t.db
      .select({ received: purchaseOrderLine.received })
      .from(purchaseOrderLine)
      .where(eq(purchaseOrderLine.purchaseOrderId, po.purchase_order_id));
    expect(line?.received).toBe('18.000');
    expect(await onHand(shop, shop.oilId)).toBe('18.000');
    const docs = await t.db
      .select({ number: stockIn.number })
      .from(stockIn)
      .where(and(eq(stockIn.groupId, shop.groupId), eq(stockIn.garageId, shop.garageId)));
    expect(docs.map((d) => d.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await api(shop, 'GET', `/api/oms/purchase_order/${po.purchase_order_id}`)).json().status).toBe('PARTIALLY_RECEIVED');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 60_000);

  it('two payments of the whole due of one bill at once → one kept', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const bill = (
      await receive(shop, {
        vendor_id: vendorId,
        lines: [{ part_id: shop.oilId, quantity: 1, unit_price: 100, tax_category_id: null }],
      })
    ).json();
    const body = [
      { vendor_id: vendorId, stock_in_id: bill.stock_in_id, amount: '100', method: 'CASH', transaction_date: '2026-11-21' },
    ];
    const results = await Promise.all(
      [0, 1].map(() => api(shop, 'POST', '/api/oms/outgoing_payment/v2', body as unknown as object)),
    );
    expect(tally(results)).toEqual({ 201: 1, 400: 1 });
  });
});
