import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, salesOrder } from '../db/schema.ts';
import { type Shop, saudiShop } from '../modules/orders/test-shop.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Issue 10, section 5: each of these answered 500; each is a 400 in the caller's language and stores nothing. */

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await saudiShop(t);
});
afterAll(async () => {
  await t.close();
});

const spanish = () => ({ ...shop.s.headers(shop.garageId), 'accept-language': 'es' });
const send = (options: InjectOptions) => t.app.inject(options);
const documents = async () =>
  (await t.db.select({ n: count() }).from(salesOrder).where(eq(salesOrder.groupId, shop.groupId)))[0]!.n;
const customers = async () => (await t.db.select({ n: count() }).from(customer).where(eq(customer.groupId, shop.groupId)))[0]!.n;

function documentBody(line: Record<string, unknown>, more: Record<string, unknown> = {}) {
  return {
    order_type: 'REPAIR_ORDER',
    customer_id: shop.customerId,
    user_car_id: shop.userCarId,
    estimated_delivery_time: '2026-11-22T10:00:00Z',
    services_break_up: [{ service_name: 'Labour', quantity: '1', unit_price: '10', tax_category_id: shop.vat, ...line }],
    ...more,
  };
}

describe('numbers beyond their columns', () => {
  it.each([
    ['quantity', { quantity: '999999999999.999' }, 'Cantidad debe ser como máximo 99999999999.999'],
    ['unit_price', { unit_price: '9999999999999.9999' }, 'debe ser como máximo 999999999999.9999'],
  ])('an order line with a %s too large for its column is a 400 naming the limit', async (_name, line, text) => {
    const before = await documents();
    const res = await send({ method: 'POST', url: '/api/oms/order/order', headers: spanish(), payload: documentBody(line) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
    expect(await documents()).toBe(before);
  });

  it('a unit price that fits its column but whose total does not is refused with a message', async () => {
    const before = await documents();
    const res = await send({
      method: 'POST',
      url: '/api/oms/order/order',
      headers: spanish(),
      payload: documentBody({ unit_price: '999999999999.9999' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Los totales de este documento pueden ser como máximo 999999999999.9999');
    expect(await documents()).toBe(before);
  });
});

describe('totals below zero', () => {
  it.each([
    ['order', '/api/oms/order/order'],
    ['quotation', '/api/oms/quotes'],
  ])('a %s whose total is below zero is refused: money goes back by a credit note', async (_name, url) => {
    const before = await documents();
    const res = await send({ method: 'POST', url, headers: spanish(), payload: documentBody({ unit_price: '-100' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'El total no puede ser inferior a cero. El dinero se devuelve a un cliente con una nota de crédito.',
    );
    expect(await documents()).toBe(before);
  });

  it('a negative line in a document whose total stays at or above zero is kept', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/oms/order/order',
      headers: shop.s.headers(shop.garageId),
      payload: {
        ...documentBody({ unit_price: '-100' }),
        parts_break_up: [{ part_name: 'New battery', quantity: '1', unit_price: '300', tax_category_id: shop.vat }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lines.map((l: { unit_price: string }) => l.unit_price)).toContain('-100.0000');
    expect(Number(res.json().total_amount)).toBeGreaterThan(0);
  });
});

describe('NUL bytes', () => {
  const customerBody = (over: Record<string, unknown> = {}) => ({
    first_name: 'Nura',
    country_phone_code: '966',
    mobile_number: '512340001',
    ...over,
  });

  it.each([
    ['a body field', { payload: customerBody({ first_name: 'nul\u0000byte' }) }, 'Nombre'],
    ['a nested body field', { payload: customerBody({ tags: ['ok', 'b\u0000d'] }) }, 'Tags'],
    ['a query parameter', { payload: customerBody(), url: '/api/customer/customer?x=a%00b' }, 'X'],
  ])('in %s is a 400 naming the field, and nothing is stored', async (_name, over, field) => {
    const before = await customers();
    const res = await send({ method: 'POST', url: '/api/customer/customer', headers: spanish(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${field} contiene un carácter no permitido`);
    expect(await customers()).toBe(before);
  });
});

describe('ids beyond their columns', () => {
  it('an x-garage-id beyond bigint is a 400, not a query', async () => {
    const res = await send({
      method: 'GET',
      url: '/api/oms/order/search',
      headers: { ...spanish(), 'x-garage-id': '100000000000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Taller no es válido');
  });

  it.each([
    '/api/oms/order/100000000000000000000/activity',
    '/api/customer/customer/9223372036854775808',
    '/api/oms/order/search?customer_id=100000000000000000000',
  ])('an id beyond its column in %s is a 400', async (url) => {
    const res = await send({ method: 'GET', url, headers: spanish() });
    expect(res.statusCode).toBe(400);
  });
});

describe('impossible dates', () => {
  it.each([
    '/api/oms/order/search?from=2024-02-30',
    '/api/oms/order/search?to=2024-13-45',
    '/api/oms/order/search?from=0000-00-00',
    '/api/oms/quotes/search?from=2024-02-30',
    '/api/customer/reminder/v2?from=0000-00-00',
    '/api/customer/reminder/v2?to=2024-13-45',
    '/api/oms/review/v1?from=2024-02-30',
  ])('%s is a 400 in the caller language', async (url) => {
    const res = await send({ method: 'GET', url, headers: spanish() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no es válido$/);
  });

  it('a real leap day is a date', async () => {
    const res = await send({ method: 'GET', url: '/api/oms/order/search?from=2024-02-29', headers: spanish() });
    expect(res.statusCode).toBe(200);
  });

  it('a time in year 0 (which PostgreSQL has not) is a 400 and changes nothing', async () => {
    const order = await send({ method: 'POST', url: '/api/oms/order/order', headers: spanish(), payload: documentBody({}) });
    expect(order.statusCode).toBe(201);
    const res = await send({
      method: 'PUT',
      url: `/api/oms/order/${order.json().order_id}`,
      headers: spanish(),
      payload: { estimated_delivery_time: '0000-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(salesOrder).where(eq(salesOrder.id, order.json().order_id));
    expect(row?.estimatedDeliveryTime?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('an impossible date in a body is a 400 and stores nothing', async () => {
    const before = await documents();
    const res = await send({
      method: 'POST',
      url: '/api/oms/order/order',
      headers: spanish(),
      payload: documentBody({}, { purchase_date: '2023-02-29' }),
    });
    expect(res.statusCode).toBe(400);
    expect(await documents()).toBe(before);
  });
});
