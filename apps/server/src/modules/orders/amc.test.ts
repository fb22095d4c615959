import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amcItem } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addAmcItem, addCancelReason, api, createOrder, createQuote, type Shop, saudiShop } from './test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Contract {
  brake: number;
  oil: number;
}

/** Brakes twice at 20 % for any vehicle of the customer; 5 litres of oil at 10 % for this vehicle. */
async function contract(shop: Shop): Promise<Contract> {
  const brake = await addAmcItem(shop, {
    kind: 'service',
    itemId: shop.serviceId,
    name: 'Brake service',
    quantity: '2',
    discount: '20',
  });
  const oil = await addAmcItem(shop, {
    kind: 'part',
    itemId: shop.oilId,
    name: 'Engine oil',
    quantity: '5',
    discount: '10',
    unitId: 1,
    userCarId: shop.userCarId,
  });
  return { brake, oil };
}

const availed = async (id: number) => (await t.db.select().from(amcItem).where(eq(amcItem.id, id)))[0]!.availedQuantity;

const brake = (shop: Shop, quantity: number, discount?: number) => ({
  service_id: shop.serviceId,
  service_name: 'Brake service',
  quantity,
  unit_price: '150.00',
  tax_inclusive: false,
  ...(discount !== undefined ? { discount } : {}),
});
/** Oil in millilitres (unit 2) or litres (unit 1), tax inclusive. */
const oil = (shop: Shop, quantity: number, uom: number, price: string) => ({
  part_id: shop.oilId,
  part_name: 'Engine oil',
  quantity,
  uom_child: uom,
  unit_price: price,
});
const amcOrder = (shop: Shop, services: object[], parts: object[] = [], extra: object = {}) => ({
  order_type: 'AMC',
  customer_id: shop.customerId,
  user_car_id: shop.userCarId,
  estimated_delivery_time: '2026-11-22T10:00:00Z',
  item_wise_discount: true,
  services_break_up: services,
  parts_break_up: parts,
  ...extra,
});
const discounts = (order: { lines: Array<{ discount: string }> }) => order.lines.map((l) => Number(l.discount));

describe('the AMC rule (spec 5)', () => {
  it('applies the contract discount within what remains and avails; beyond it the discount is reset', async () => {
    const shop = await saudiShop(t);
    const c = await contract(shop);
    // 1 brake and 2000 ml (= 2 l) of oil: both covered.
    const first = await createOrder(shop, amcOrder(shop, [brake(shop, 1)], [oil(shop, 2000, 2, '0.04')]));
    expect(discounts(first)).toEqual([20, 10]);
    expect(first.lines.map((l: { amount: string }) => l.amount)).toEqual(['120.00', '72.00']);
    expect(await availed(c.brake)).toBe('1.000');
    expect(await availed(c.oil)).toBe('2.000');
    // 2 brakes with a 5 % discount typed, but 1 remains: reset to 0, availed capped at the contract's 2.
    const second = await createOrder(shop, amcOrder(shop, [brake(shop, 2, 5)], [oil(shop, 3, 1, '40.00')]));
    expect(discounts(second)).toEqual([0, 10]);
    expect(await availed(c.brake)).toBe('2.000');
    expect(await availed(c.oil)).toBe('5.000');
    const activity = (await api(shop, 'GET', `/api/oms/order/${second.order_id}/activity`)).json();
    expect(activity[0].detail.amc).toEqual([
      {
        line: 1,
        amc_item_id: c.brake,
        item_name: 'Brake service',
        quantity: '2',
        remaining: '1',
        discount: 'RESET',
        availed: '1',
      },
      { line: 2, amc_item_id: c.oil, item_name: 'Engine oil', quantity: '3', remaining: '3', discount: 'APPLIED', availed: '3' },
    ]);
    // Nothing remains: no discount at all.
    const third = await createOrder(shop, amcOrder(shop, [brake(shop, 1)]));
    expect(discounts(third)).toEqual([0]);
    expect(await availed(c.brake)).toBe('2.000');
  });

  it('an edit gives back what the order used and applies the rule again; a cancel gives it back', async () => {
    const shop = await saudiShop(t);
    const c = await contract(shop);
    const order = await createOrder(shop, amcOrder(shop, [brake(shop, 2)], [oil(shop, 4, 1, '40.00')]));
    expect(discounts(order)).toEqual([20, 10]);
    expect([await availed(c.brake), await availed(c.oil)]).toEqual(['2.000', '4.000']);
    const { order_type: _, ...body } = amcOrder(shop, [brake(shop, 1)], [oil(shop, 5, 1, '40.00')]);
    const edited = await api(shop, 'PUT', `/api/oms/order/v1/${order.order_id}`, body);
    expect(edited.statusCode).toBe(200);
    expect(discounts(edited.json())).toEqual([20, 10]);
    expect([await availed(c.brake), await availed(c.oil)]).toEqual(['1.000', '5.000']);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    const cancelled = await api(shop, 'PUT', `/api/oms/order/${order.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(cancelled.statusCode).toBe(200);
    expect([await availed(c.brake), await availed(c.oil)]).toEqual(['0.000', '0.000']);
  });

  it('covers only the contract’s customer and vehicle, AMC orders only, and units of one kind', async () => {
    const shop = await saudiShop(t);
    const c = await contract(shop);
    const otherCar = (
      await api(shop, 'POST', '/api/customer/user_car', { customer_id: shop.customerId, reg_number: 'QQQ 1234' })
    ).json().user_car_id;
    // The oil item is for the first vehicle only; the brake item for any vehicle of the customer.
    const elsewhere = await createOrder(
      shop,
      amcOrder(shop, [brake(shop, 1)], [oil(shop, 1, 1, '40.00')], { user_car_id: otherCar }),
    );
    expect(discounts(elsewhere)).toEqual([20, 0]);
    const repair = await createOrder(shop, { ...amcOrder(shop, [brake(shop, 1)]), order_type: 'REPAIR_ORDER' });
    expect(discounts(repair)).toEqual([0]);
    // Kilograms cannot be compared with litres: no discount, nothing availed.
    const kilos = await createOrder(shop, amcOrder(shop, [], [oil(shop, 1, 5, '40.00')]));
    expect(discounts(kilos)).toEqual([0]);
    expect([await availed(c.brake), await availed(c.oil)]).toEqual(['1.000', '0.000']);
  });

  it('an AMC quotation prices with the contract but uses none of it; its order does', async () => {
    const shop = await saudiShop(t);
    const c = await contract(shop);
    const quote = await createQuote(shop, amcOrder(shop, [brake(shop, 2)], [], { estimated_delivery_time: null }));
    expect(discounts(quote)).toEqual([20]);
    expect(await availed(c.brake)).toBe('0.000');
    await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}/status`, { status: 'APPROVED' });
    const order = await api(shop, 'POST', `/api/oms/quotes/${quote.order_id}/convert`);
    expect(order.statusCode).toBe(201);
    expect(discounts(order.json())).toEqual([20]);
    expect(await availed(c.brake)).toBe('2.000');
  });

  it('concurrent AMC orders never avail more than the contract holds (run on PostgreSQL in CI)', async () => {
    const shop = await saudiShop(t);
    const c = await contract(shop);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api(shop, 'POST', '/api/oms/order/order', amcOrder(shop, [brake(shop, 1)]))),
    );
    for (const r of results) expect(r.statusCode).toBe(201);
    const withDiscount = results.filter((r) => discounts(r.json())[0] === 20);
    expect(withDiscount).toHaveLength(2);
    expect(await availed(c.brake)).toBe('2.000');
  });
});
