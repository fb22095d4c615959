import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, createOrder, member, repairOrder, type Shop, saudiShop } from '../orders/test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let plate = 0;
async function car(shop: Shop, brand: number | null, model: number | null): Promise<number> {
  const res = await api(shop, 'POST', '/api/customer/user_car', {
    customer_id: shop.customerId,
    reg_number: `REC ${1000 + ++plate}`,
    ...(brand ? { brand_id: brand } : {}),
    ...(model ? { model_id: model } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().user_car_id as number;
}

const oilLine = (shop: Shop) => ({
  part_id: shop.oilId,
  part_name: 'Engine oil',
  quantity: '4',
  unit_price: '40.00',
  tax_category_id: shop.vat,
});

const recommended = (shop: Shop, query: string) => api(shop, 'GET', `/api/oms/order/recommended_items?${query}`);

describe('recommended items for a brand or model', () => {
  it("lists what the garage fitted on the model, most orders first, with today's price and stock", async () => {
    const shop = await saudiShop(t);
    const corolla = await car(shop, 1, 105);
    const corolla2 = await car(shop, 1, 105);
    const otherToyota = await car(shop, 1, null);
    await createOrder(shop, repairOrder(shop, { user_car_id: corolla, parts_break_up: [oilLine(shop)] }));
    await createOrder(shop, repairOrder(shop, { user_car_id: corolla2, parts_break_up: [oilLine(shop)], services_break_up: [] }));
    await createOrder(shop, repairOrder(shop, { user_car_id: otherToyota }));

    const byModel = await recommended(shop, 'model_id=105');
    expect(byModel.statusCode).toBe(200);
    expect(byModel.json()).toMatchObject({ matched_by: 'model', model_id: 105, orders_considered: 2 });
    expect(byModel.json().items).toEqual([
      expect.objectContaining({
        kind: 'part',
        item_id: shop.oilId,
        name: 'Engine oil',
        orders: 2,
        quantity: '8',
        price: '40.0000',
        running_stock: '0',
      }),
      expect.objectContaining({
        kind: 'service',
        item_id: shop.serviceId,
        name: 'Brake service',
        orders: 1,
        running_stock: null,
      }),
    ]);
    // By vehicle: its model decides; by brand alone, every Toyota counts.
    expect((await recommended(shop, `user_car_id=${corolla}`)).json().orders_considered).toBe(2);
    const byBrand = (await recommended(shop, 'brand_id=1')).json();
    expect(byBrand).toMatchObject({ matched_by: 'brand', orders_considered: 3 });
    expect(byBrand.items.map((i: { kind: string; orders: number }) => [i.kind, i.orders])).toEqual([
      ['part', 2],
      ['service', 2],
    ]);
  });

  it("says 'brand or model is required' without either, and hides other groups' vehicles", async () => {
    const shop = await saudiShop(t);
    const bare = await car(shop, null, null);
    for (const query of ['', `user_car_id=${bare}`]) {
      const res = await recommended(shop, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('brand or model is required');
    }
    const other = await saudiShop(t);
    expect((await recommended(other, `user_car_id=${bare}`)).statusCode).toBe(404);
    expect((await recommended(shop, 'model_id=abc')).statusCode).toBe(400);
  });

  it('is for order and quotation staff, not for an accountant', async () => {
    const shop = await saudiShop(t);
    const accountant = await member(shop, ['ACCOUNTS_MANAGEMENT']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oms/order/recommended_items?brand_id=1',
      headers: accountant.headers(shop.garageId),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the outside parts catalogue', () => {
  it('answers "not configured" with no items until a provider is set up', async () => {
    const shop = await saudiShop(t);
    expect((await api(shop, 'GET', '/api/oms/tec_doc/vehicle?q=corolla')).json()).toEqual({
      configured: false,
      provider: null,
      items: [],
    });
    expect((await api(shop, 'GET', '/api/oms/tec_doc/part?vehicle_id=1')).json()).toEqual({
      configured: false,
      provider: null,
      items: [],
    });
    expect((await api(shop, 'GET', '/api/oms/tec_doc/vehicle?q=c')).statusCode).toBe(400);
  });
});
