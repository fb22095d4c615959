import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `89${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Shop {
  s: Session;
  garageId: number;
  groupId: number;
  customerId: number;
  userCarId: number;
  vat: number;
  serviceId: number;
}

async function saudiShop(properties: Record<string, string | number | boolean> = {}): Promise<Shop> {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id, countryCode: 'SA', properties });
  const s = await signIn(t, owner.mobileNumber);
  const h = s.headers(shop.garageId);
  const customerId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer',
      headers: h,
      payload: {
        first_name: 'Fahad',
        country_phone_code: '966',
        mobile_number: `5${String(Date.now()).slice(-6)}${String(++n).padStart(2, '0')}`,
      },
    })
  ).json().customer_id;
  const userCarId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/user_car',
      headers: h,
      payload: { customer_id: customerId, reg_number: `ABC ${String(1000 + ++n).slice(-4)}` },
    })
  ).json().user_car_id;
  const vat = (await t.app.inject({ method: 'GET', url: '/api/oms/tax_category', headers: h })).json()[0].tax_category_id;
  const serviceId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/oms/service',
      headers: h,
      payload: { service_name: 'Brake service', price: '150.00', tax_category_id: vat },
    })
  ).json().service_id;
  return { s, garageId: shop.garageId, groupId: shop.groupId, customerId, userCarId, vat, serviceId };
}

const repairOrder = (shop: Shop, extra: object = {}) => ({
  order_type: 'REPAIR_ORDER',
  customer_id: shop.customerId,
  user_car_id: shop.userCarId,
  estimated_delivery_time: '2026-11-22T10:00:00Z',
  item_wise_discount: true,
  services_break_up: [
    {
      service_id: shop.serviceId,
      service_name: 'Brake service',
      quantity: 2,
      unit_price: '150.00',
      discount: 10,
      tax_inclusive: false,
    },
  ],
  comments: ['Check brakes', ',', ' '],
  customer_remarks: ['Noise when braking'],
  ...extra,
});
const create = (shop: Shop, body: object, headers: Record<string, string> = {}, s: Session = shop.s) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oms/order/order?is_notification_required=false',
    headers: { ...s.headers(shop.garageId), ...headers },
    payload: body,
  });

/** Orders stored for the shop's garage, read from the table. */
async function ordersIn(shop: Shop): Promise<number> {
  const rows = await t.db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.groupId, shop.groupId), eq(salesOrder.garageId, shop.garageId), eq(salesOrder.document, 'ORDER')));
  return rows.length;
}

describe('creating orders', () => {
  it('answers a create with exactly the view a later read gives (the answer is built, not read back)', async () => {
    const shop = await saudiShop();
    const bodies = [
      repairOrder(shop),
      repairOrder(shop, {
        item_wise_discount: false,
        discount: { type: 'PERCENTAGE', value: '12.5' },
        odometer_reading: 45210,
        lpo_number: 'LPO-7',
        garage_recommendation: 'Rotate tyres',
        order_properties: [{ key: 'Fuel', value: 'Half' }],
        purchase_date: '2026-11-01',
        parts_break_up: [
          {
            part_name: 'Wiper blade',
            quantity: '1.5',
            unit_price: '33.333',
            tax_category_id: shop.vat,
            insurance_percentage: '62.5',
            customer_percentage: '37.5',
          },
          { part_name: 'Free sticker', quantity: 3, unit_price: '0', tax_category_id: shop.vat },
        ],
      }),
      {
        order_type: 'COUNTER_SALE',
        customer_id: shop.customerId,
        item_wise_discount: false,
        discount: { type: 'AMOUNT', value: '5' },
        services_break_up: [],
        parts_break_up: [{ part_name: 'Oil 1L', quantity: 2, unit_price: '24.99', tax_category_id: shop.vat }],
      },
    ];
    for (const body of bodies) {
      const res = await create(shop, body, { 'idempotency-key': crypto.randomUUID() });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/oms/order/data?order_id=${created.order_id}`,
        headers: shop.s.headers(shop.garageId),
      });
      expect(created).toEqual(read.json());
    }
  });

  it('prices on the server (client totals ignored), numbers the order and starts it CREATED', async () => {
    const shop = await saudiShop();
    const res = await create(shop, repairOrder(shop, { total_amount: '1.00', labour_amount: '1.00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      external_order_id: 'RO-00001',
      status: 'CREATED',
      comments: 'Check brakes',
      sub_total: '270.00',
      tax_lines: [{ name: 'VAT 15%', amount: '40.50' }],
      total_amount: '310.50',
      labour_amount: '270.00',
      lines: [{ name: 'Brake service', amount: '270.00', total: '310.50' }],
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/oms/order/data?order_id=${res.json().order_id}`,
      headers: shop.s.headers(shop.garageId),
    });
    expect(again.json().total_amount).toBe('310.50');
  });

  it('a counter sale needs no delivery time or vehicle and is PAYMENT_DUE without part issuance', async () => {
    const shop = await saudiShop();
    const body = {
      order_type: 'COUNTER_SALE',
      customer_id: shop.customerId,
      parts_break_up: [{ part_name: 'Wiper', quantity: 1, unit_price: '115.00', tax_category_id: shop.vat }],
    };
    const res = await create(shop, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'PAYMENT_DUE',
      total_amount: '115.00',
      tax_lines: [{ name: 'VAT 15%', amount: '15.00' }],
    });
    const withIssuance = await saudiShop();
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/garage/${withIssuance.garageId}/property/v1`,
      headers: withIssuance.s.headers(withIssuance.garageId),
      payload: { property_name: 'part_issuance_enabled', property_value: true },
    });
    const res2 = await create(withIssuance, {
      ...body,
      customer_id: withIssuance.customerId,
      parts_break_up: [{ ...body.parts_break_up[0], tax_category_id: withIssuance.vat }],
    });
    expect(res2.json().status).toBe('CREATED');
  });

  it.each([
    [{ estimated_delivery_time: null }, 'Estimated Delivery Time not set properly'],
    [{ user_car_id: null }, 'Choose the vehicle of this order'],
    [{ services_break_up: [] }, 'Add at least one service or part'],
    [
      { services_break_up: [{ service_name: 'X', quantity: 0, unit_price: 1, tax_inclusive: false }] },
      'Quantity must be above zero',
    ],
    [
      { services_break_up: [{ service_name: 'X', quantity: 1, unit_price: 1, tax_inclusive: false }] },
      'Line 1 needs a tax category for a price without tax',
    ],
    [
      { item_wise_discount: false, discount: { type: 'AMOUNT', value: 1000 } },
      'The discount cannot be more than the order total',
    ],
    [{ item_wise_discount: false, discount: { type: 'PERCENTAGE', value: 200 } }, 'The discount cannot be more than 100 %'],
  ])('refuses %j with "%s" and creates nothing', async (patch, message) => {
    const shop = await saudiShop();
    const res = await create(shop, repairOrder(shop, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const ok = await create(shop, repairOrder(shop));
    expect(ok.json().external_order_id).toBe('RO-00001');
  });

  it('enforces the price roles on the server', async () => {
    const shop = await saudiShop();
    const clerk = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, { groupId: shop.groupId, garageId: shop.garageId }, clerk.id, [
      'CREATE_ORDER',
      'CUSTOMER_MANAGEMENT',
      'PRICE_EDIT_RESTRICTED',
    ]);
    const cs = await signIn(t, clerk.mobileNumber);
    const changed = repairOrder(shop, {
      services_break_up: [
        { service_id: shop.serviceId, service_name: 'Brake service', quantity: 1, unit_price: '140.00', tax_inclusive: false },
      ],
    });
    expect((await create(shop, changed, {}, cs)).json().message).toBe('You may not change the price of Brake service');
    await addMember(t.db, { groupId: shop.groupId, garageId: shop.garageId }, clerk.id, [
      'CREATE_ORDER',
      'PRICE_EDIT_RESTRICTED_UPWARDS',
    ]);
    const up = repairOrder(shop, {
      services_break_up: [
        { service_id: shop.serviceId, service_name: 'Brake service', quantity: 1, unit_price: '160.00', tax_inclusive: false },
      ],
    });
    // The master price as the garage shows amounts (decision 039): its currency and the caller's language.
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp((await create(shop, up, {}, cs)).json().message)).toBe(
      'You may not raise the price of Brake service above SAR 150.00',
    );
    expect(nbsp((await create(shop, up, { 'accept-language': 'es' }, cs)).json().message)).toBe(
      'No puede subir el precio de Brake service por encima de 150,00 SAR',
    );
    expect((await create(shop, changed, {}, cs)).statusCode).toBe(201);
  });

  it('lists the open orders of a vehicle (the existing job card check)', async () => {
    const shop = await saudiShop();
    const url = `/api/oms/order/active/vehicle/${shop.userCarId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: shop.s.headers(shop.garageId) })).json()).toEqual([]);
    await create(shop, repairOrder(shop));
    const open = (await t.app.inject({ method: 'GET', url, headers: shop.s.headers(shop.garageId) })).json();
    expect(open.map((o: { external_order_id: string }) => o.external_order_id)).toEqual(['RO-00001']);
  });

  it("another group's order, customer and vehicle give 404", async () => {
    const mine = await saudiShop();
    const theirs = await saudiShop();
    const order = (await create(theirs, repairOrder(theirs))).json();
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/oms/order/data?order_id=${order.order_id}`,
      headers: mine.s.headers(mine.garageId),
    });
    expect(get.statusCode).toBe(404);
    expect(
      (await create(mine, repairOrder(mine, { customer_id: theirs.customerId, user_car_id: null, order_type: 'COUNTER_SALE' })))
        .statusCode,
    ).toBe(404);
    expect((await create(mine, repairOrder(mine, { user_car_id: theirs.userCarId }))).statusCode).toBe(404);
    expect(await ordersIn(mine)).toBe(0);
    expect(await ordersIn(theirs)).toBe(1);
  });

  it('a member without a create role gets 403 and no order is stored', async () => {
    const mine = await saudiShop();
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, { groupId: mine.groupId, garageId: mine.garageId }, tech.id, ['TECHNICIAN']);
    const ts = await signIn(t, tech.mobileNumber);
    const refused = await create(mine, repairOrder(mine), {}, ts);
    expect(refused.statusCode).toBe(403);
    expect(await ordersIn(mine)).toBe(0);
    // The same body is accepted from the owner: the 403 came from the role, not from the body.
    expect((await create(mine, repairOrder(mine))).statusCode).toBe(201);
  });
});

describe('under concurrency (run on PostgreSQL in CI)', () => {
  it('10 concurrent replays of one Idempotency-Key give one order and the same answer', async () => {
    const shop = await saudiShop();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => create(shop, repairOrder(shop), { 'idempotency-key': 'press-1' })),
    );
    for (const r of results) expect(r.statusCode).toBe(201);
    expect(new Set(results.map((r) => r.json().order_id)).size).toBe(1);
    // Counted in the database, not in the answers: a replay that stored a second order and answered
    // with the first one's view would pass the check above.
    expect(await ordersIn(shop)).toBe(1);
    const other = await create(shop, repairOrder(shop, { lpo_number: 'X' }), { 'idempotency-key': 'press-1' });
    expect(other.statusCode).toBe(400);
  });

  it('50 concurrent creates get 50 distinct, gap-free numbers', async () => {
    const shop = await saudiShop();
    const results = await Promise.all(Array.from({ length: 50 }, () => create(shop, repairOrder(shop))));
    for (const r of results) expect(r.statusCode).toBe(201);
    const numbers = results.map((r) => Number(r.json().external_order_id.slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
