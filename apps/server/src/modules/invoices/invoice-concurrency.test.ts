import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, payment } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createOrder, saudiShop } from '../orders/test-shop.ts';
import { billedOrder, getInvoice, invoiceOrder, pay } from './test-bills.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the requests serialise.
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

describe('invoices and payments under concurrency', () => {
  it('numbers 100 invoices created at once 1..100, with no gap and no duplicate', async () => {
    const shop = await saudiShop(t);
    const orders = [];
    for (let i = 0; i < 100; i++) orders.push(await createOrder(shop));
    const results = await Promise.all(orders.map((o) => invoiceOrder(shop, o.order_id)));
    expect(tally(results)).toEqual({ 201: 100 });
    const numbers = await t.db
      .select({ number: invoice.number })
      .from(invoice)
      .where(and(eq(invoice.groupId, shop.groupId), eq(invoice.garageId, shop.garageId)));
    expect(numbers.map((r) => r.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  }, 60_000);

  it('makes one invoice when "Create invoice" is pressed 10 times at once', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const results = await Promise.all(Array.from({ length: 10 }, () => invoiceOrder(shop, order.order_id)));
    expect(tally(results)).toEqual({ 201: 1, 409: 9 });
    const rows = await t.db.select({ id: invoice.id }).from(invoice).where(eq(invoice.orderId, order.order_id));
    expect(rows).toHaveLength(1);
  });

  it('never takes more than is due: 10 payments of 100 at once on a bill of 310.50 → 3 taken', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '100' }])),
    );
    expect(tally(results)).toEqual({ 201: 3, 400: 7 });
    const after = await getInvoice(shop, bill.invoice_id);
    expect(after.paid_amount).toBe('300.00');
    const [sum] = await t.db
      .select({ total: sql<string>`sum(${payment.amount})::numeric(16,2)::text` })
      .from(payment)
      .where(eq(payment.invoiceId, bill.invoice_id));
    expect(sum?.total).toBe('300.00');
    // Receipt numbers of the garage run 1..3 without a gap.
    const receipts = after.payments.map((p: { receipt_number: string }) => p.receipt_number).sort();
    expect(receipts).toEqual(['RCP/2026/00001', 'RCP/2026/00002', 'RCP/2026/00003']);
  });

  it('settles a bill once when two payments of the whole due arrive together', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const results = await Promise.all([
      pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '310.50' }]),
      pay(shop, bill.invoice_id, [{ method: 'CREDIT_CARD', amount: '310.50' }]),
    ]);
    expect(tally(results)).toEqual({ 201: 1, 409: 1 });
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('310.50');
  });
});
