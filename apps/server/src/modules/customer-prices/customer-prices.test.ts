import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, repairOrder, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const save = (shop: Shop, kind: 'part' | 'service', body: object) => api(shop, 'PUT', `/api/oms/${kind}_customer_price`, body);
const list = (shop: Shop, kind: 'part' | 'service', query: string) =>
  api(shop, 'GET', `/api/oms/${kind}_customer_price?${query}`);

describe("a customer's own prices", () => {
  it('sets, changes, lists and removes a price per part and per service', async () => {
    const shop = await saudiShop(t);
    const first = await save(shop, 'part', { customer_id: shop.customerId, item_id: shop.oilId, price: '35.5' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'part',
      item_id: shop.oilId,
      item_name: 'Engine oil',
      master_price: '40.0000',
      price: '35.5000',
    });
    // Saving again replaces it: one row, the later price.
    const again = await save(shop, 'part', { customer_id: shop.customerId, item_id: shop.oilId, price: '34' });
    expect(again.json()).toMatchObject({ id: first.json().id, price: '34.0000' });
    await save(shop, 'service', { customer_id: shop.customerId, item_id: shop.serviceId, price: '120' });

    const parts = (await list(shop, 'part', `customer_id=${shop.customerId}`)).json();
    expect(parts).toMatchObject({ total_elements: 1, content: [{ item_name: 'Engine oil', price: '34.0000' }] });
    expect((await list(shop, 'service', `customer_id=${shop.customerId}&query=brake`)).json().content).toHaveLength(1);
    expect((await list(shop, 'service', `customer_id=${shop.customerId}&query=tyre`)).json().content).toHaveLength(0);

    expect((await api(shop, 'DELETE', `/api/oms/part_customer_price/${first.json().id}`)).json()).toEqual({ deleted: true });
    expect((await list(shop, 'part', `customer_id=${shop.customerId}`)).json().total_elements).toBe(0);
    expect((await api(shop, 'DELETE', `/api/oms/part_customer_price/${first.json().id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const shop = await saudiShop(t);
    for (const body of [
      { customer_id: shop.customerId, item_id: shop.oilId, price: '-1' },
      { customer_id: shop.customerId, item_id: shop.oilId, price: 'abc' },
      { customer_id: shop.customerId, item_id: shop.oilId },
    ]) {
      const res = await save(shop, 'part', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await list(shop, 'part', `customer_id=${shop.customerId}`)).json().total_elements).toBe(0);
  });

  it("keeps other groups' and other outlets' customers and items out (404), and needs a catalogue role to set (403)", async () => {
    const a = await saudiShop(t);
    const b = await saudiShop(t);
    expect((await save(b, 'part', { customer_id: a.customerId, item_id: b.oilId, price: '1' })).statusCode).toBe(404);
    expect((await save(b, 'part', { customer_id: b.customerId, item_id: a.oilId, price: '1' })).statusCode).toBe(404);
    expect((await list(b, 'part', `customer_id=${a.customerId}`)).statusCode).toBe(404);
    const saved = (await save(a, 'part', { customer_id: a.customerId, item_id: a.oilId, price: '30' })).json();
    expect((await api(b, 'DELETE', `/api/oms/part_customer_price/${saved.id}`)).statusCode).toBe(404);
    // A sister outlet shares the customer but has its own prices.
    const sister = await sisterShop(t, a);
    expect((await list(sister, 'part', `customer_id=${a.customerId}`)).json().total_elements).toBe(0);

    const clerk = await member(a, ['CREATE_ORDER']);
    const asClerk = (method: 'PUT' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: clerk.headers(a.garageId), ...(payload ? { payload } : {}) });
    expect(
      (await asClerk('PUT', '/api/oms/part_customer_price', { customer_id: a.customerId, item_id: a.oilId, price: '1' }))
        .statusCode,
    ).toBe(403);
    expect((await asClerk('GET', `/api/oms/part_customer_price?customer_id=${a.customerId}`)).statusCode).toBe(200);
  });

  it("lets a price-restricted clerk bill the customer's own price, and only that", async () => {
    const shop = await saudiShop(t);
    await save(shop, 'service', { customer_id: shop.customerId, item_id: shop.serviceId, price: '120' });
    const clerk = await member(shop, ['CREATE_ORDER', 'PRICE_EDIT_RESTRICTED']);
    const order = (price: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oms/order/order',
        headers: clerk.headers(shop.garageId),
        payload: repairOrder(shop, {
          services_break_up: [
            { service_id: shop.serviceId, service_name: 'Brake service', quantity: 1, unit_price: price, tax_inclusive: false },
          ],
        }),
      });
    expect((await order('120.00')).statusCode).toBe(201);
    const master = await order('150.00');
    expect(master.statusCode).toBe(400);
    expect(master.json().message).toBe('You may not change the price of Brake service');
  });
});
