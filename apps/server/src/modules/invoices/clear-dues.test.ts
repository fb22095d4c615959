import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipt } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, saudiShop } from '../orders/test-shop.ts';
import { billedOrder, customerDues, getInvoice, orderStatus } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const clear = (shop: Awaited<ReturnType<typeof saudiShop>>, body: object, headers: Record<string, string> = {}) =>
  api(shop, 'POST', '/api/oms/payment/v2', { customer_id: shop.customerId, ...body }, { headers });

describe('clearing dues (oms/payment/v2)', () => {
  it('spreads one receipt over the customer’s bills oldest first, in cash and by card', async () => {
    const shop = await saudiShop(t);
    const first = await billedOrder(shop);
    t.clock.advance(60_000);
    const second = await billedOrder(shop);
    expect(await customerDues(shop)).toBe('621.00');
    const res = await clear(shop, {
      payments: [
        { method: 'CASH', amount: '400' },
        { method: 'CREDIT_CARD', amount: '100', reference: 'slip 9' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const rows = res
      .json()
      .payments.map((p: { invoice_id: number; method: string; amount: string }) => [p.invoice_id, p.method, p.amount]);
    expect(rows).toEqual([
      [first.invoice_id, 'CASH', '310.50'],
      [second.invoice_id, 'CASH', '89.50'],
      [second.invoice_id, 'CREDIT_CARD', '100.00'],
    ]);
    expect(await orderStatus(shop, first.order_id)).toBe('PAYMENT_DONE');
    expect(await orderStatus(shop, second.order_id)).toBe('PAYMENT_DUE');
    expect((await getInvoice(shop, second.invoice_id)).due_amount).toBe('121.00');
    expect(await customerDues(shop)).toBe('121.00');
    const dueList = (await api(shop, 'GET', `/api/oms/invoice/due/clear?customer_id=${shop.customerId}`)).json();
    expect(dueList.content.map((b: { invoice_id: number }) => b.invoice_id)).toEqual([second.invoice_id]);
    expect(dueList.total_due).toBe('121.00');
  });

  it('pays only the bills chosen, and refuses more than they owe', async () => {
    const shop = await saudiShop(t);
    const first = await billedOrder(shop);
    const second = await billedOrder(shop);
    const over = await clear(shop, { invoice_ids: [second.invoice_id], payments: [{ method: 'CASH', amount: '400' }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/is more than the .*310[.,]50 still due$/);
    const ok = await clear(shop, { invoice_ids: [second.invoice_id], payments: [{ method: 'CASH', amount: '310.50' }] });
    expect(ok.statusCode).toBe(201);
    expect((await getInvoice(shop, first.invoice_id)).paid_amount).toBe('0.00');
    expect((await getInvoice(shop, second.invoice_id)).payment_status).toBe('PAID');
  });

  it('settles at most 50 bills at once: the 51st is refused with a message', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const ids = Array.from({ length: 51 }, (_, i) => bill.invoice_id + i);
    const res = await clear(shop, { invoice_ids: ids, payments: [{ method: 'CASH', amount: '1' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 50 bills');
    const [written] = await t.db.select({ n: count() }).from(receipt).where(eq(receipt.garageId, shop.garageId));
    expect(written?.n).toBe(0);
  });

  it("refuses another customer's bill, and another group's bill is not found", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirs = await billedOrder(other);
    const res = await clear(shop, { invoice_ids: [theirs.invoice_id], payments: [{ method: 'CASH', amount: '1' }] });
    expect(res.statusCode).toBe(404);
    const mine = await billedOrder(shop);
    const wrongCustomer = await api(shop, 'POST', '/api/oms/payment/v2', {
      customer_id: other.customerId,
      invoice_ids: [mine.invoice_id],
      payments: [{ method: 'CASH', amount: '1' }],
    });
    expect(wrongCustomer.statusCode).toBe(400);
    const nothing = await clear(other, { payments: [{ method: 'CASH', amount: '1' }] }, {});
    expect(nothing.statusCode).toBe(201);
  });

  it('answers the first receipt to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    await billedOrder(shop);
    const body = { payments: [{ method: 'CASH', amount: '10' }] };
    const a = await clear(shop, body, { 'idempotency-key': 'clear-1' });
    const b = await clear(shop, body, { 'idempotency-key': 'clear-1' });
    expect(b.json().receipt_id).toBe(a.json().receipt_id);
    expect(await customerDues(shop)).toBe('300.50');
  });
});
