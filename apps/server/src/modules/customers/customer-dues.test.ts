import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, createOrder, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Billing and payment are later use cases: the test puts the order in the status they would. */
async function setStatus(shop: Shop, orderId: number, status: string) {
  await t.db
    .update(salesOrder)
    .set({ status })
    .where(and(eq(salesOrder.groupId, shop.groupId), eq(salesOrder.id, orderId)));
}

const details = async (shop: Shop) => (await api(shop, 'GET', `/api/customer/customer/${shop.customerId}`)).json();
const listed = async (shop: Shop) =>
  (
    (await api(shop, 'GET', '/api/customer/customer/all?page_number=0&page_size=50')).json().content as Array<{
      customer_id: number;
      dues: string;
    }>
  ).find((c) => c.customer_id === shop.customerId);

describe('customer dues', () => {
  it('sums the orders awaiting payment, on the details page and in the list, and only those', async () => {
    const shop = await saudiShop(t);
    expect((await details(shop)).dues).toBe('0.00');
    const first = await createOrder(shop);
    const second = await createOrder(shop);
    const open = await createOrder(shop);
    // An open order is not owed yet.
    expect((await details(shop)).dues).toBe('0.00');
    await setStatus(shop, first.order_id, 'PAYMENT_DUE');
    await setStatus(shop, second.order_id, 'PARTIAL_COMPLETED');
    await setStatus(shop, open.order_id, 'PAYMENT_DONE');
    // 2 × 150 less 10 % = 270, plus VAT 15 % = 310.50 each.
    expect((await details(shop)).dues).toBe('621.00');
    expect((await listed(shop))?.dues).toBe('621.00');
    const searched = (await api(shop, 'GET', '/api/customer/customer/search?query=Fahad&page_number=0&page_size=50')).json()
      .content as Array<{ customer_id: number; dues: string }>;
    expect(searched.find((c) => c.customer_id === shop.customerId)?.dues).toBe('621.00');
  });

  it('counts only the current garage: a sister outlet of the group does not see these dues', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    await setStatus(shop, order.order_id, 'PAYMENT_DUE');
    const sister = await sisterShop(t, shop);
    const asSister = { ...sister, customerId: shop.customerId };
    expect((await details(shop)).dues).toBe('310.50');
    expect((await details(asSister)).dues).toBe('0.00');
  });
});
