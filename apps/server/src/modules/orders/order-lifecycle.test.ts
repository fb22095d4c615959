import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addCancelReason, api, brakeLine, createOrder, member, repairOrder, type Shop, saudiShop } from './test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const progress = (shop: Shop, id: number, body: object, session = shop.s) =>
  api(shop, 'PUT', `/api/oms/order/${id}/progress`, body, { session });
const edit = (shop: Shop, id: number, body: object) => {
  const { order_type: _, ...rest } = body as { order_type?: string };
  return api(shop, 'PUT', `/api/oms/order/v1/${id}?is_notification_required=false`, rest);
};

describe('line shares', () => {
  it('refuses a percentage above 100 and insurance % + customer % above 100, naming the field', async () => {
    const shop = await saudiShop(t);
    const create = (line: object) =>
      api(shop, 'POST', '/api/oms/order/order', repairOrder(shop, { services_break_up: [brakeLine(shop, line)] }));
    const discount = await create({ discount: 150 });
    expect(discount.statusCode).toBe(400);
    expect(discount.json().message).toBe('Discount must be between 0 and 100');
    const shares = await create({ insurance_percentage: 60, customer_percentage: 60 });
    expect(shares.statusCode).toBe(400);
    expect(shares.json().message).toBe('Insurance % and customer % of a line cannot add up to more than 100');
    expect((await create({ insurance_percentage: 70, customer_percentage: 30 })).statusCode).toBe(201);
  });
});

describe('the order view', () => {
  it('fills every field from the snapshot, with moves for the caller', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(
      shop,
      repairOrder(shop, {
        order_properties: [{ key: 'Fuel level', value: 'Half' }],
        purchase_date: '2026-01-10',
        services_break_up: [brakeLine(shop, { insurance_percentage: 60, customer_percentage: 40 })],
      }),
    );
    expect(order).toMatchObject({
      document: 'ORDER',
      status: 'CREATED',
      editable: true,
      cancel_reason: null,
      customer_name: expect.stringMatching(/^Fahad Harbi\d+$/),
      customer_mobile: expect.stringMatching(/^\+966 5\d{8}$/),
      customer_email: null,
      reg_number: shop.reg,
      vehicle_name: shop.reg,
      discount_type: null,
      discount_value: null,
      order_properties: [{ key: 'Fuel level', value: 'Half' }],
      purchase_date: '2026-01-10',
      source_quote_id: null,
      converted_order_id: null,
      updated_at: '2026-11-21T06:00:00.000Z',
      lines: [{ tax_category_id: shop.vat, insurance_percentage: '60.0000', customer_percentage: '40.0000' }],
    });
    expect(order.allowed_moves).toContain('CANCELLED');
    expect(order.allowed_moves).toContain('IN_PROGRESS');
    const tech = await member(shop, ['TECHNICIAN']);
    const seen = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`, undefined, { session: tech })).json();
    expect(seen.allowed_moves).toContain('IN_PROGRESS');
    expect(seen.allowed_moves).not.toContain('CANCELLED');
    const viewer = await member(shop, ['VIEW_ORDER']);
    const viewed = (
      await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`, undefined, { session: viewer })
    ).json();
    expect(viewed.allowed_moves).toEqual([]);
  });

  it('an order-level discount is shown with its type and value', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(
      shop,
      repairOrder(shop, { item_wise_discount: false, discount: { type: 'PERCENTAGE', value: 10 } }),
    );
    expect(order).toMatchObject({ discount_type: 'PERCENTAGE', discount_value: '10.00', discount: '30.00' });
  });
});

describe('editing an order', () => {
  it('reprices the lines, keeps number and type, and logs EDITED', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    t.clock.advance(60_000);
    const res = await edit(
      shop,
      order.order_id,
      repairOrder(shop, { services_break_up: [brakeLine(shop, { quantity: 3, discount: 0 })], lpo_number: 'LPO-9' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      external_order_id: order.external_order_id,
      order_type: 'REPAIR_ORDER',
      status: 'CREATED',
      sub_total: '450.00',
      total_amount: '517.50',
      lpo_number: 'LPO-9',
    });
    expect(res.json().updated_at).not.toBe(order.updated_at);
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.map((a: { action: string }) => a.action)).toEqual(['CREATED', 'EDITED']);
    expect(activity[1]).toMatchObject({
      user_id: shop.s.userId,
      user_name: expect.stringContaining('Test'),
      detail: { total: '517.50' },
    });
  });

  it.each([
    ['no delivery time', () => ({ estimated_delivery_time: null }), 'Estimated Delivery Time not set properly'],
    ['no lines', () => ({ services_break_up: [] }), 'Add at least one service or part'],
    ['no vehicle', () => ({ user_car_id: null }), 'Choose the vehicle of this order'],
    [
      'an unknown service',
      (s: Shop) => ({ services_break_up: [brakeLine(s, { service_id: 999_999 })] }),
      'A chosen service or part does not exist in this garage',
    ],
    [
      'an unknown tax category',
      (s: Shop) => ({ services_break_up: [brakeLine(s, { tax_category_id: 999_999 })] }),
      'Choose a tax category of this garage',
    ],
    [
      'a price without tax category',
      () => ({ services_break_up: [{ service_name: 'X', quantity: 1, unit_price: 1, tax_inclusive: false }] }),
      'Line 1 needs a tax category for a price without tax',
    ],
    ['a zero quantity', (s: Shop) => ({ services_break_up: [brakeLine(s, { quantity: 0 })] }), 'Quantity must be above zero'],
    [
      'a discount above the total',
      () => ({ item_wise_discount: false, discount: { type: 'AMOUNT', value: 1000 } }),
      'The discount cannot be more than the order total',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, patch, message) => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const res = await edit(shop, order.order_id, repairOrder(shop, patch(shop)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const again = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json();
    expect(again).toMatchObject({ total_amount: order.total_amount, updated_at: order.updated_at });
  });

  it('job card details change alone; totals and the rest stay', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const res = await api(shop, 'PUT', `/api/oms/order/${order.order_id}`, {
      odometer_reading: 42_000,
      garage_recommendation: 'Replace pads in 5000 km',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      odometer_reading: 42_000,
      garage_recommendation: 'Replace pads in 5000 km',
      customer_remarks: ['Noise when braking'],
      comments: 'Check brakes',
      total_amount: order.total_amount,
      estimated_delivery_time: order.estimated_delivery_time,
    });
    const cleared = await api(shop, 'PUT', `/api/oms/order/${order.order_id}`, { estimated_delivery_time: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Estimated Delivery Time not set properly');
  });

  it('is refused once billed (PAYMENT_DUE) or cancelled', async () => {
    const shop = await saudiShop(t);
    const sale = await createOrder(shop, {
      order_type: 'COUNTER_SALE',
      customer_id: shop.customerId,
      parts_break_up: [{ part_name: 'Wiper', quantity: 1, unit_price: '115.00', tax_category_id: shop.vat }],
    });
    // Not billed yet, a counter sale may still be cancelled (decision 056); its lines may not change.
    expect(sale).toMatchObject({ status: 'PAYMENT_DUE', editable: false, allowed_moves: ['CANCELLED'] });
    const billed = await edit(shop, sale.order_id, {
      customer_id: shop.customerId,
      parts_break_up: [{ part_name: 'Wiper', quantity: 2, unit_price: '115.00', tax_category_id: shop.vat }],
    });
    expect(billed.statusCode).toBe(409);
    expect(billed.json().message).toBe('An order in status PAYMENT_DUE can no longer be changed');
    const order = await createOrder(shop);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer changed mind');
    expect((await progress(shop, order.order_id, { status: 'CANCELLED', cancel_reason_id: reason })).statusCode).toBe(200);
    expect((await edit(shop, order.order_id, repairOrder(shop))).statusCode).toBe(409);
    expect((await api(shop, 'PUT', `/api/oms/order/${order.order_id}`, { odometer_reading: 1 })).statusCode).toBe(409);
  });
});

describe('moving an order along', () => {
  it('allows the machine’s moves and refuses the others with 409', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const moved = await progress(shop, order.order_id, { status: 'IN_PROGRESS', note: 'Bay 2' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'IN_PROGRESS', allowed_moves: expect.arrayContaining(['VEHICLE_READY']) });
    const back = await progress(shop, order.order_id, { status: 'SCHEDULED' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order in status IN_PROGRESS cannot be moved to SCHEDULED');
    expect((await progress(shop, order.order_id, { status: 'VEHICLE_READY' })).statusCode).toBe(200);
    // Billing and payment are other use cases' moves.
    expect((await progress(shop, order.order_id, { status: 'PAYMENT_DUE' })).statusCode).toBe(409);
    expect((await progress(shop, order.order_id, { status: 'COMPLETED' })).statusCode).toBe(409);
    const bad = await progress(shop, order.order_id, { status: 'FLYING' });
    expect(bad.statusCode).toBe(400);
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.map((a: { action: string }) => a.action)).toEqual(['CREATED', 'STATUS', 'STATUS']);
    expect(activity[1].detail).toEqual({ from: 'CREATED', to: 'IN_PROGRESS', note: 'Bay 2' });
  });

  it('cancelling needs an active ORDER reason of this garage and a cancel role', async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const order = await createOrder(shop);
    const quoteReason = await addCancelReason(shop, 'QUOTE', 'Too expensive');
    const inactive = await addCancelReason(shop, 'ORDER', 'Old reason', false);
    const theirs = await addCancelReason(other, 'ORDER', 'Their reason');
    const reason = await addCancelReason(shop, 'ORDER', 'Customer changed mind');
    const cancel = (cancel_reason_id?: number, session = shop.s) =>
      progress(shop, order.order_id, { status: 'CANCELLED', cancel_reason_id }, session);
    expect((await cancel()).json()).toMatchObject({ message: 'Choose a reason for cancelling' });
    for (const id of [quoteReason, inactive, theirs]) {
      const res = await cancel(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose one of the active cancel reasons of this garage');
    }
    const tech = await member(shop, ['TECHNICIAN', 'JOB_CONTROLLER']);
    const refused = await cancel(reason, tech);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may not cancel orders');
    expect((await progress(shop, order.order_id, { status: 'IN_PROGRESS' }, tech)).statusCode).toBe(200);
    const canceller = await member(shop, ['CANCEL_ORDER', 'VIEW_ORDER', 'JOB_CONTROLLER']);
    const done = await cancel(reason, canceller);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Customer changed mind',
      editable: false,
      allowed_moves: [],
    });
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.at(-1).detail).toEqual({
      from: 'IN_PROGRESS',
      to: 'CANCELLED',
      reason_id: reason,
      reason: 'Customer changed mind',
    });
  });

  it('a role that may not move orders gets 403', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const viewer = await member(shop, ['VIEW_ORDER']);
    expect((await progress(shop, order.order_id, { status: 'IN_PROGRESS' }, viewer)).statusCode).toBe(403);
    const creator = await member(shop, ['CREATE_ORDER']);
    expect(await edit(shop, order.order_id, repairOrder(shop)).then((r) => r.statusCode)).toBe(200);
    expect(
      (await api(shop, 'PUT', `/api/oms/order/v1/${order.order_id}`, repairOrder(shop), { session: creator })).statusCode,
    ).toBe(403);
    expect(
      (await api(shop, 'PUT', `/api/oms/order/${order.order_id}`, { odometer_reading: 5 }, { session: viewer })).statusCode,
    ).toBe(403);
  });

  it('of concurrent moves from one status exactly one wins; the others get 409 (run on PostgreSQL in CI)', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => progress(shop, order.order_id, { status: 'VEHICLE_READY', note: `try ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 200);
    expect(losers).toHaveLength(7);
    for (const r of losers) expect(r.statusCode).toBe(409);
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.filter((a: { action: string }) => a.action === 'STATUS')).toHaveLength(1);
  });
});

describe('tenant isolation', () => {
  it("another garage's order answers 404 on every order route", async () => {
    const mine = await saudiShop(t);
    const theirs = await saudiShop(t);
    const order = await createOrder(theirs);
    const id = order.order_id;
    const reason = await addCancelReason(mine, 'ORDER', 'Mine');
    const calls: Array<[string, 'GET' | 'PUT', string, object?]> = [
      ['data', 'GET', `/api/oms/order/data?order_id=${id}`],
      ['edit', 'PUT', `/api/oms/order/v1/${id}`, repairOrder(mine)],
      ['details', 'PUT', `/api/oms/order/${id}`, { odometer_reading: 1 }],
      ['progress', 'PUT', `/api/oms/order/${id}/progress`, { status: 'IN_PROGRESS' }],
      ['cancel', 'PUT', `/api/oms/order/${id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason }],
      ['activity', 'GET', `/api/oms/order/${id}/activity`],
    ];
    for (const [name, method, url, body] of calls) {
      const res = await api(mine, method, url, body);
      expect(res.statusCode, name).toBe(404);
    }
    const untouched = (await api(theirs, 'GET', `/api/oms/order/data?order_id=${id}`)).json();
    expect(untouched).toMatchObject({ status: 'CREATED', total_amount: order.total_amount, updated_at: order.updated_at });
    const search = (await api(mine, 'GET', `/api/oms/order/search?q=${order.external_order_id}`)).json();
    expect(search.content).toEqual([]);
    const counts = (await api(mine, 'GET', '/api/oms/order/count')).json();
    expect(counts.OPEN).toBe(0);
  });

  it('a member without an order role gets 403 on every order route, and the order stays as it was', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const id = order.order_id;
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    // Customer management reads and writes customers but holds none of the order roles.
    const clerk = await member(shop, ['CUSTOMER_MANAGEMENT']);
    const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, object?]> = [
      ['create', 'POST', '/api/oms/order/order', repairOrder(shop)],
      ['data', 'GET', `/api/oms/order/data?order_id=${id}`],
      ['edit', 'PUT', `/api/oms/order/v1/${id}`, repairOrder(shop)],
      ['details', 'PUT', `/api/oms/order/${id}`, { odometer_reading: 1 }],
      ['progress', 'PUT', `/api/oms/order/${id}/progress`, { status: 'IN_PROGRESS' }],
      ['cancel', 'PUT', `/api/oms/order/${id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason }],
      ['activity', 'GET', `/api/oms/order/${id}/activity`],
      ['search', 'GET', '/api/oms/order/search?q=RO'],
      ['count', 'GET', '/api/oms/order/count'],
      ['by vehicle', 'GET', `/api/oms/order/active/vehicle/${shop.userCarId}`],
    ];
    for (const [name, method, url, body] of calls) {
      const res = await api(shop, method, url, body, { session: clerk });
      expect(res.statusCode, name).toBe(403);
    }
    const untouched = (await api(shop, 'GET', `/api/oms/order/data?order_id=${id}`)).json();
    expect(untouched).toMatchObject({ status: 'CREATED', total_amount: order.total_amount, updated_at: order.updated_at });
    expect((await api(shop, 'GET', '/api/oms/order/count')).json().OPEN).toBe(1);
  });
});
