import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addCancelReason,
  api,
  createOrder,
  createQuote,
  member,
  repairOrder,
  type Shop,
  saudiShop,
  sisterShop,
} from './test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A spark plug counted in pieces (unit 9, whole). */
async function sparkPlug(shop: Shop): Promise<number> {
  const res = await api(shop, 'POST', '/api/oms/part', {
    part_name: 'Spark plug',
    unit_id: 9,
    selling_price: '12.00',
    tax_category_id: shop.vat,
  });
  expect(res.statusCode).toBe(201);
  return res.json().part_id;
}
const plugLine = (id: number, quantity: string | number, extra: object = {}) => ({
  part_id: id,
  part_name: 'Spark plug',
  quantity,
  unit_price: '12.00',
  ...extra,
});
const oilLine = (shop: Shop, quantity: string | number) => ({
  part_id: shop.oilId,
  part_name: 'Engine oil',
  quantity,
  unit_price: '40.00',
});

describe('whole units', () => {
  it('refuses half a piece on a new order or quotation (400, catalogue text in English and Spanish), nothing is written', async () => {
    const shop = await saudiShop(t);
    const plug = await sparkPlug(shop);
    const before = (await api(shop, 'GET', '/api/oms/order/count')).json();
    const res = await api(shop, 'POST', '/api/oms/order/order', repairOrder(shop, { parts_break_up: [plugLine(plug, '1.5')] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The quantity of Spark plug must be a whole number of pc');
    const es = await api(
      shop,
      'POST',
      '/api/oms/quotes',
      repairOrder(shop, { estimated_delivery_time: null, parts_break_up: [plugLine(plug, '0.5')] }),
      {
        headers: { 'accept-language': 'es' },
      },
    );
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toBe('La cantidad de Spark plug debe ser un número entero de pc');
    expect((await api(shop, 'GET', '/api/oms/order/count')).json()).toEqual(before);
    expect((await api(shop, 'GET', '/api/oms/quotes/count')).json().DRAFT).toBe(0);
  });

  it('accepts whole pieces and fractional litres; the line unit (uom_child) decides over the part unit', async () => {
    const shop = await saudiShop(t);
    const plug = await sparkPlug(shop);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [plugLine(plug, '4'), oilLine(shop, '4.5')] }));
    const parts = (o: { lines: Array<{ kind: string; quantity: string }> }) => o.lines.filter((l) => l.kind === 'part');
    expect(parts(order).map((l) => Number(l.quantity))).toEqual([4, 4.5]);
    // Oil (litres) sold by the piece must be whole; pieces counted in litres may be fractional.
    const oilByPiece = await api(
      shop,
      'POST',
      '/api/oms/order/order',
      repairOrder(shop, {
        parts_break_up: [{ ...oilLine(shop, '1.5'), uom_child: 9 }],
      }),
    );
    expect(oilByPiece.statusCode).toBe(400);
    expect(oilByPiece.json().message).toBe('The quantity of Engine oil must be a whole number of pc');
    // A line without a catalogue part has no unit: any amount.
    const free = await createOrder(
      shop,
      repairOrder(shop, { parts_break_up: [{ part_name: 'Wire', quantity: '1.25', unit_price: '3' }] }),
    );
    expect(parts(free).map((l) => Number(l.quantity))).toEqual([1.25]);
  });

  it('refuses a fractional edit of a whole-unit line and leaves the order as it was', async () => {
    const shop = await saudiShop(t);
    const plug = await sparkPlug(shop);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [plugLine(plug, 2)] }));
    const before = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json();
    const { order_type: _, ...edit } = repairOrder(shop, { parts_break_up: [plugLine(plug, '2.5')] });
    const res = await api(shop, 'PUT', `/api/oms/order/v1/${order.order_id}?is_notification_required=false`, edit);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The quantity of Spark plug must be a whole number of pc');
    expect((await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json()).toEqual(before);
  });
});

describe('quotation cancel note', () => {
  it('keeps the note in the activity row, as an order cancel note is kept', async () => {
    const shop = await saudiShop(t);
    const reason = await addCancelReason(shop, 'QUOTE', 'Too dear');
    const quote = await createQuote(shop);
    const res = await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}/status`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
      note: 'Customer will come back in spring',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Too dear' });
    const log = (await api(shop, 'GET', `/api/oms/order/${quote.order_id}/activity`)).json();
    expect(log.at(-1)).toMatchObject({
      action: 'STATUS',
      detail: { from: 'DRAFT', to: 'CANCELLED', reason: 'Too dear', note: 'Customer will come back in spring' },
    });
  });

  it('refuses a note with HTML tags (400) and leaves the quotation a draft', async () => {
    const shop = await saudiShop(t);
    const reason = await addCancelReason(shop, 'QUOTE', 'Too dear');
    const quote = await createQuote(shop);
    const res = await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}/status`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
      note: '<b>no</b>',
    });
    expect(res.statusCode).toBe(400);
    expect((await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`)).json().status).toBe('DRAFT');
  });
});

describe('quotation tab counts', () => {
  it('counts the quotations of this garage by status, every tab present', async () => {
    const shop = await saudiShop(t);
    expect((await api(shop, 'GET', '/api/oms/quotes/count')).json()).toEqual({
      DRAFT: 0,
      APPROVED: 0,
      CONVERTED: 0,
      CANCELLED: 0,
    });
    await createQuote(shop);
    const second = await createQuote(shop);
    await createOrder(shop);
    expect((await api(shop, 'PUT', `/api/oms/quotes/${second.order_id}/status`, { status: 'APPROVED' })).statusCode).toBe(200);
    expect((await api(shop, 'GET', '/api/oms/quotes/count')).json()).toEqual({
      DRAFT: 1,
      APPROVED: 1,
      CONVERTED: 0,
      CANCELLED: 0,
    });
    // A sister outlet of the same group counts only its own.
    const sister = await sisterShop(t, shop);
    expect((await api(sister, 'GET', '/api/oms/quotes/count')).json().DRAFT).toBe(0);
  });

  it('needs a quotation reader role (403) and a garage the caller belongs to (403)', async () => {
    const shop = await saudiShop(t);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await api(shop, 'GET', '/api/oms/quotes/count', undefined, { session: technician })).statusCode).toBe(403);
    const viewer = await member(shop, ['VIEW_QUOTE']);
    expect((await api(shop, 'GET', '/api/oms/quotes/count', undefined, { session: viewer })).statusCode).toBe(200);
    const other = await saudiShop(t);
    expect((await api(other, 'GET', '/api/oms/quotes/count', undefined, { session: shop.s })).statusCode).toBe(403);
  });
});

describe('odometer history', () => {
  const history = (shop: Shop, query: string, session = shop.s) =>
    api(shop, 'GET', `/api/oms/order/customer/vehicle/odometer?${query}`, undefined, { session });

  it("lists the readings of the vehicle's orders newest first, paged; quotations, cancelled orders and orders without a reading left out", async () => {
    const shop = await saudiShop(t);
    const reason = await addCancelReason(shop, 'ORDER', 'Duplicate');
    const first = await createOrder(shop, repairOrder(shop, { odometer_reading: 10_000 }));
    await createOrder(shop, repairOrder(shop, { odometer_reading: null }));
    t.clock.advance(60_000);
    const cancelled = await createOrder(shop, repairOrder(shop, { odometer_reading: 99_999 }));
    await api(shop, 'PUT', `/api/oms/order/${cancelled.order_id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason });
    await createQuote(shop, repairOrder(shop, { estimated_delivery_time: null, odometer_reading: 50_000 }));
    t.clock.advance(60_000);
    const second = await createOrder(shop, repairOrder(shop, { odometer_reading: 12_500 }));

    const res = await history(shop, `user_car_id=${shop.userCarId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_elements: 2, page_number: 0 });
    expect(res.json().content).toEqual([
      expect.objectContaining({
        order_id: second.order_id,
        external_order_id: second.external_order_id,
        reading: 12_500,
        unit: 'KM',
      }),
      expect.objectContaining({ order_id: first.order_id, reading: 10_000, unit: 'KM', status: 'CREATED' }),
    ]);
    const paged = (await history(shop, `user_car_id=${shop.userCarId}&page_size=1&page_number=1`)).json();
    expect(paged).toMatchObject({ total_elements: 2, total_pages: 2 });
    expect(paged.content.map((r: { reading: number }) => r.reading)).toEqual([10_000]);
  });

  it("answers 404 for another group's vehicle and 403 without a reader role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    expect((await history(shop, `user_car_id=${other.userCarId}`)).statusCode).toBe(404);
    const stock = await member(shop, ['VIEW_INVENTORY']);
    expect((await history(shop, `user_car_id=${shop.userCarId}`, stock)).statusCode).toBe(403);
    expect((await history(shop, 'user_car_id=abc')).statusCode).toBe(400);
  });

  it("shows only this garage's orders: a sister outlet sees the vehicle but not the other outlet's readings", async () => {
    const shop = await saudiShop(t);
    await createOrder(shop, repairOrder(shop, { odometer_reading: 7_000 }));
    const sister = await sisterShop(t, shop);
    const res = await history(sister, `user_car_id=${shop.userCarId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total_elements).toBe(0);
  });
});
