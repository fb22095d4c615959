/**
 * Two outlets of ONE group, one owner of both: what belongs to outlet A is not read, changed or moved through
 * outlet B (`x-garage-id` of B). The group check alone passes here, so only the garage filter of each use
 * case stands between the outlets. Customers and vehicles are the group's and are shared on purpose
 * (customers.test.ts "shares customers between the outlets of a group"); service reminders and reviews have
 * their sister-outlet tests in their own modules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partStock } from '../db/schema.ts';
import { addMember, createUser } from '../db/seed/factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import {
  addCancelReason,
  api,
  createOrder,
  createQuote,
  freshMobile,
  repairOrder,
  type Shop,
  saudiShop,
  sisterShop,
} from './orders/test-shop.ts';

let t: TestApp;
/** Outlet A holds the rows; outlet B is its sister in the same group, signed in as the same owner. */
let a: Shop;
let b: Shop;

beforeAll(async () => {
  t = await createTestApp();
  a = await saudiShop(t);
  b = await sisterShop(t, a);
});
afterAll(async () => {
  await t.close();
});

type Call = [name: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object];

/** Each call through outlet B answers 404 (not found there), never 200 and never 403 (that would leak existence). */
async function expectNotFoundAtB(calls: Call[]) {
  expect(b.groupId).toBe(a.groupId);
  expect(b.garageId).not.toBe(a.garageId);
  for (const [name, method, url, body] of calls) {
    const res = await api(b, method, url, body);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
  }
}

const ids = <T>(rows: T[], key: keyof T) => rows.map((r) => r[key]);

describe('orders', () => {
  it('an order of outlet A is not read, edited, moved, cancelled or listed through outlet B, and stays as it was', async () => {
    const order = await createOrder(a);
    const id = order.order_id;
    const reasonAtB = await addCancelReason(b, 'ORDER', 'Customer left');
    await expectNotFoundAtB([
      ['data', 'GET', `/api/oms/order/data?order_id=${id}`],
      ['edit', 'PUT', `/api/oms/order/v1/${id}?is_notification_required=false`, { ...repairOrder(b), order_type: undefined }],
      ['details', 'PUT', `/api/oms/order/${id}`, { odometer_reading: 1234 }],
      ['progress', 'PUT', `/api/oms/order/${id}/progress`, { status: 'IN_PROGRESS' }],
      ['cancel', 'PUT', `/api/oms/order/${id}/progress`, { status: 'CANCELLED', cancel_reason_id: reasonAtB }],
      ['activity', 'GET', `/api/oms/order/${id}/activity`],
    ]);
    const atA = (await api(a, 'GET', `/api/oms/order/data?order_id=${id}`)).json();
    expect(atA).toMatchObject({ status: 'CREATED', total_amount: order.total_amount, updated_at: order.updated_at });
    expect(atA.odometer_reading ?? null).toBe(order.odometer_reading ?? null);
    const activity = (await api(a, 'GET', `/api/oms/order/${id}/activity`)).json();
    expect(activity.map((e: { action: string }) => e.action)).toEqual(['CREATED']);
  });

  it("outlet B's search, counts and the vehicle's open orders do not show outlet A's orders", async () => {
    const counts = async (shop: Shop) => (await api(shop, 'GET', '/api/oms/order/count')).json();
    const [aBefore, bBefore] = [await counts(a), await counts(b)];
    const order = await createOrder(a);
    const atA = (await api(a, 'GET', `/api/oms/order/search?q=${order.external_order_id}`)).json();
    expect(ids(atA.content, 'order_id')).toContain(order.order_id);
    const search = (await api(b, 'GET', `/api/oms/order/search?q=${order.external_order_id}`)).json();
    expect(ids(search.content, 'order_id')).not.toContain(order.order_id);
    const everything = (await api(b, 'GET', '/api/oms/order/search?page_size=100')).json();
    expect(ids(everything.content, 'order_id')).not.toContain(order.order_id);
    expect((await counts(a)).OPEN).toBe((aBefore.OPEN ?? 0) + 1);
    expect(await counts(b)).toEqual(bBefore);
    // The vehicle is the group's, so B may look it up; A's job card is not B's.
    const openAtA = (await api(a, 'GET', `/api/oms/order/active/vehicle/${a.userCarId}`)).json();
    expect(ids(openAtA, 'order_id')).toContain(order.order_id);
    const byVehicle = await api(b, 'GET', `/api/oms/order/active/vehicle/${a.userCarId}`);
    expect(byVehicle.statusCode).toBe(200);
    expect(byVehicle.json()).toEqual([]);
  });
});

describe('quotations', () => {
  it('a quotation of outlet A is not read, edited, approved, cancelled, converted or listed through outlet B', async () => {
    const bCounts = (await api(b, 'GET', '/api/oms/order/count')).json();
    const quote = await createQuote(a);
    const id = quote.order_id;
    const reasonAtB = await addCancelReason(b, 'QUOTE', 'Too expensive');
    await expectNotFoundAtB([
      ['get', 'GET', `/api/oms/quotes/${id}`],
      ['edit', 'PUT', `/api/oms/quotes/${id}`, { ...repairOrder(b, { estimated_delivery_time: null }), order_type: undefined }],
      ['approve', 'PUT', `/api/oms/quotes/${id}/status`, { status: 'APPROVED' }],
      ['cancel', 'PUT', `/api/oms/quotes/${id}/status`, { status: 'CANCELLED', cancel_reason_id: reasonAtB }],
      ['convert', 'POST', `/api/oms/quotes/${id}/convert?is_notification_required=false`],
    ]);
    const search = (await api(b, 'GET', '/api/oms/quotes/search?page_size=100')).json();
    expect(ids(search.content, 'order_id')).not.toContain(id);
    const atA = (await api(a, 'GET', `/api/oms/quotes/${id}`)).json();
    expect(atA).toMatchObject({ status: quote.status, total_amount: quote.total_amount, updated_at: quote.updated_at });
    expect((await api(b, 'GET', '/api/oms/order/count')).json()).toEqual(bCounts);
  });
});

describe('cancel reasons', () => {
  it("outlet A's cancel reason is not listed, changed or usable at outlet B", async () => {
    const reason = await addCancelReason(a, 'ORDER', 'Outlet A only');
    const listed = (await api(b, 'GET', '/api/oms/cancel_reason?include_inactive=true')).json();
    expect(ids(listed, 'id')).not.toContain(reason);
    await expectNotFoundAtB([
      ['update', 'PUT', `/api/oms/cancel_reason/${reason}`, { reason: 'Renamed from B', type: 'ORDER', active: false }],
    ]);
    const atA = (await api(a, 'GET', '/api/oms/cancel_reason?include_inactive=true')).json();
    expect(atA).toContainEqual({ id: reason, reason: 'Outlet A only', type: 'ORDER', active: true });
    // Cancelling B's own order with A's reason is refused as an unknown reason.
    const order = await createOrder(b);
    const cancel = await api(b, 'PUT', `/api/oms/order/${order.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(cancel.statusCode).toBe(400);
    expect((await api(b, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json().status).toBe('CREATED');
  });
});

describe('catalogue', () => {
  it("outlet A's services, parts and tax categories are not read, changed or listed at outlet B", async () => {
    await expectNotFoundAtB([
      ['service', 'GET', `/api/oms/service/${a.serviceId}`],
      [
        'service update',
        'PUT',
        `/api/oms/service/${a.serviceId}`,
        { service_name: 'Renamed', price: '1.00', tax_category_id: b.vat },
      ],
      ['part', 'GET', `/api/oms/part/${a.oilId}`],
      [
        'part update',
        'PUT',
        `/api/oms/part/${a.oilId}`,
        { part_name: 'Renamed', unit_id: 1, selling_price: '1.00', tax_category_id: b.vat },
      ],
      [
        'tax category update',
        'PUT',
        `/api/oms/tax_category/${a.vat}`,
        { name: 'Renamed', total_value: '1', tax_component_list: [{ tax_component_name: 'X', value: '1' }] },
      ],
    ]);
    const services = (await api(b, 'GET', '/api/oms/service?page_size=100')).json();
    expect(ids(services.content, 'service_id')).not.toContain(a.serviceId);
    const parts = (await api(b, 'GET', '/api/oms/part?page_size=100')).json();
    expect(ids(parts.content, 'part_id')).not.toContain(a.oilId);
    const taxes = (await api(b, 'GET', '/api/oms/tax_category')).json();
    expect(ids(taxes, 'tax_category_id')).not.toContain(a.vat);
    const service = (await api(a, 'GET', `/api/oms/service/${a.serviceId}`)).json();
    expect(service).toMatchObject({ service_name: 'Brake service', price: '150.00' });
    const part = (await api(a, 'GET', `/api/oms/part/${a.oilId}`)).json();
    expect(part).toMatchObject({ part_name: 'Engine oil' });
    const vat = (await api(a, 'GET', '/api/oms/tax_category'))
      .json()
      .find((c: { tax_category_id: number }) => c.tax_category_id === a.vat);
    expect(vat.name).not.toBe('Renamed');
  });

  it("an order, package or contract at outlet B cannot use outlet A's service or part", async () => {
    const openBefore = (await api(b, 'GET', '/api/oms/order/count')).json().OPEN ?? 0;
    const withService = await api(
      b,
      'POST',
      '/api/oms/order/order',
      repairOrder(b, {
        services_break_up: [
          { service_id: a.serviceId, service_name: 'Brake service', quantity: 1, unit_price: '150.00', tax_inclusive: false },
        ],
      }),
    );
    expect([400, 404]).toContain(withService.statusCode);
    const withPart = await api(
      b,
      'POST',
      '/api/oms/order/order',
      repairOrder(b, {
        services_break_up: [],
        parts_break_up: [{ part_id: a.oilId, part_name: 'Engine oil', quantity: 1, unit_price: '40.00', tax_inclusive: false }],
      }),
    );
    expect([400, 404]).toContain(withPart.statusCode);
    const pack = await api(b, 'POST', '/api/oms/service_package', {
      service_package_name: 'Mixed',
      service_ids_list: [a.serviceId],
      part_ids_list: [],
    });
    expect(pack.statusCode).toBe(400);
    const contract = await api(b, 'POST', '/api/oms/amc/customer_package', {
      customer_id: b.customerId,
      items: [{ kind: 'service', item_id: a.serviceId, quantity: '1' }],
    });
    expect(contract.statusCode).toBe(400);
    expect((await api(b, 'GET', '/api/oms/order/count')).json().OPEN ?? 0).toBe(openBefore);
    expect((await api(b, 'GET', '/api/oms/service_package')).json()).toEqual([]);
    expect((await api(b, 'GET', `/api/oms/amc/customer/${b.customerId}`)).json()).toEqual([]);
  });

  it("outlet A's service package is not read, changed or listed at outlet B", async () => {
    const created = await api(a, 'POST', '/api/oms/service_package', {
      service_package_name: 'Brake care',
      service_ids_list: [a.serviceId],
      part_ids_list: [a.oilId],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().service_package_id;
    await expectNotFoundAtB([
      ['get', 'GET', `/api/oms/service_package/${id}`],
      ['update', 'PUT', `/api/oms/service_package/${id}`, { service_package_name: 'Renamed', service_ids_list: [b.serviceId] }],
    ]);
    expect(ids((await api(b, 'GET', '/api/oms/service_package')).json(), 'service_package_id')).not.toContain(id);
    expect((await api(a, 'GET', `/api/oms/service_package/${id}`)).json()).toMatchObject({
      service_package_name: 'Brake care',
      service_ids_list: [a.serviceId],
      part_ids_list: [a.oilId],
    });
  });
});

describe('stock and contracts', () => {
  it("outlet B sees neither outlet A's running stock nor the contracts given at A", async () => {
    await t.db.insert(partStock).values({ groupId: a.groupId, garageId: a.garageId, partId: a.oilId, runningStock: '7' });
    expect((await api(a, 'GET', '/api/oms/stock/garage_info')).json()).toContainEqual({ part_id: a.oilId, running_stock: '7' });
    const stock = (await api(b, 'GET', '/api/oms/stock/garage_info')).json();
    expect(ids(stock, 'part_id')).not.toContain(a.oilId);

    // A's customer is the group's, so B may ask for their contracts, and gets none of A's.
    const given = await api(a, 'POST', '/api/oms/amc/customer_package', {
      customer_id: a.customerId,
      items: [{ kind: 'service', item_id: a.serviceId, quantity: '2' }],
    });
    expect(given.statusCode).toBe(201);
    expect((await api(a, 'GET', `/api/oms/amc/customer/${a.customerId}`)).json()).toHaveLength(1);
    const atB = await api(b, 'GET', `/api/oms/amc/customer/${a.customerId}`);
    expect(atB.statusCode).toBe(200);
    expect(atB.json()).toEqual([]);
  });
});

describe('garage settings and people', () => {
  it("a property set at outlet A does not change outlet B's settings", async () => {
    const before = (await api(b, 'GET', `/api/customer/garage/${b.garageId}/property/v1/all`)).json();
    const set = await api(a, 'POST', `/api/customer/garage/${a.garageId}/property/v1`, {
      property_name: 'first_reminder_days',
      property_value: 14,
    });
    expect(set.statusCode).toBe(200);
    const atA = (await api(a, 'GET', `/api/customer/garage/${a.garageId}/property/v1/all`)).json();
    expect(atA).toContainEqual(expect.objectContaining({ property_name: 'first_reminder_days', property_value: '14' }));
    expect((await api(b, 'GET', `/api/customer/garage/${b.garageId}/property/v1/all`)).json()).toEqual(before);
    // A /garage/{id} route acts on the garage of its path and needs the route's roles THERE: the owner of both
    // may set A's property from B's screen, a person who owns only B may not.
    const bOnly = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, { groupId: b.groupId, garageId: b.garageId }, bOnly.id, ['GARAGE_OWNER']);
    const crossed = await api(
      b,
      'POST',
      `/api/customer/garage/${a.garageId}/property/v1`,
      { property_name: 'first_reminder_days', property_value: 99 },
      { session: await signIn(t, bOnly.mobileNumber) },
    );
    expect(crossed.statusCode).toBe(403);
    expect((await api(a, 'GET', `/api/customer/garage/${a.garageId}/property/v1/all`)).json()).toContainEqual(
      expect.objectContaining({ property_name: 'first_reminder_days', property_value: '14' }),
    );
    expect((await api(b, 'GET', `/api/customer/garage/${b.garageId}/property/v1/all`)).json()).toEqual(before);
  });

  it("a member of outlet A only is not listed at outlet B, and B's owner cannot change their roles there", async () => {
    const clerk = await createUser(t.db, { mobileNumber: freshMobile(), firstName: 'Only', lastName: 'AtA' });
    await addMember(t.db, { groupId: a.groupId, garageId: a.garageId }, clerk.id, ['VIEW_ORDER']);
    const listA = (await api(a, 'GET', '/api/customer/garage/user')).json();
    expect(ids(listA, 'user_id')).toContain(clerk.id);
    const listB = (await api(b, 'GET', '/api/customer/garage/user')).json();
    expect(ids(listB, 'user_id')).not.toContain(clerk.id);
    await expectNotFoundAtB([
      ['roles', 'PUT', `/api/customer/garage/user/roles/${clerk.id}`, { roles: ['GARAGE_OWNER'] }],
      ['update', 'PUT', '/api/customer/garage/user/update', { user_id: clerk.id, active: false }],
    ]);
    const after = (await api(a, 'GET', '/api/customer/garage/user'))
      .json()
      .find((u: { user_id: number }) => u.user_id === clerk.id);
    expect(after.roles).toBe('VIEW_ORDER');
  });
});

describe('per-outlet settings of shared data', () => {
  it("outlet A's favourite brands are not outlet B's, and each outlet numbers its own orders", async () => {
    const marked = await api(a, 'POST', '/api/customer/favourite_brand_map', { garage_id: a.garageId, brand_id_list: [5] });
    expect(marked.statusCode).toBe(200);
    const brand = (shop: Shop) =>
      api(shop, 'GET', '/api/customer/brand/all').then((r) => r.json().find((x: { brand_id: number }) => x.brand_id === 5));
    expect(await brand(a)).toMatchObject({ brand_id: 5, is_favourite: true });
    expect(await brand(b)).toMatchObject({ brand_id: 5, is_favourite: false });

    // A new outlet of the group starts at number 1 however many orders its sisters have.
    // A's own first order is made here: tests run shuffled, so this one may be the file's first.
    const fresh = await sisterShop(t, a);
    await createOrder(a);
    expect((await createOrder(a)).external_order_id).not.toBe('RO-00001');
    expect((await createOrder(fresh)).external_order_id).toBe('RO-00001');
  });
});
