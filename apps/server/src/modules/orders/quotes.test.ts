import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addCancelReason,
  api,
  brakeLine,
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

const quoteBody = (shop: Shop, extra: object = {}) => repairOrder(shop, { estimated_delivery_time: null, ...extra });
const approve = (shop: Shop, id: number, session = shop.s) =>
  api(shop, 'PUT', `/api/oms/quotes/${id}/status`, { status: 'APPROVED' }, { session });
const convert = (shop: Shop, id: number, headers: Record<string, string> = {}, session = shop.s) =>
  api(shop, 'POST', `/api/oms/quotes/${id}/convert?is_notification_required=false`, undefined, { headers, session });
const editQuote = (shop: Shop, id: number, body: object) => {
  const { order_type: _, ...rest } = body as { order_type?: string };
  return api(shop, 'PUT', `/api/oms/quotes/${id}`, rest);
};

describe('creating quotations', () => {
  it('numbers QT-… from its own counter, starts DRAFT, expires after quotation_expiry_days (garage-local day)', async () => {
    const shop = await saudiShop(t);
    const res = await api(shop, 'POST', '/api/oms/quotes?is_notification_required=false', quoteBody(shop, { total_amount: '1' }));
    expect(res.statusCode).toBe(201);
    // The test clock says 2026-11-21T06:00Z: 09:00 on 21 November in Riyadh; 15 days by default.
    expect(res.json()).toMatchObject({
      document: 'QUOTE',
      external_order_id: 'QT-00001',
      status: 'DRAFT',
      expiry_date: '2026-12-06',
      estimated_delivery_time: null,
      total_amount: '310.50',
      editable: true,
      allowed_moves: ['APPROVED', 'CANCELLED'],
    });
    // Orders keep their own numbers.
    expect((await createOrder(shop)).external_order_id).toBe('RO-00001');
    expect((await createQuote(shop)).external_order_id).toBe('QT-00002');
    const given = await createQuote(shop, quoteBody(shop, { expiry_date: '2027-01-31' }));
    expect(given.expiry_date).toBe('2027-01-31');
    const longer = await saudiShop(t, { quotation_expiry_days: 30 });
    expect((await createQuote(longer)).expiry_date).toBe('2026-12-21');
  });

  it('refuses an expiry date before the garage-local today, on create and on a changed date when editing', async () => {
    const shop = await saudiShop(t);
    const past = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop, { expiry_date: '2026-11-20' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The expiry date of a quotation cannot be before today');
    // Today (2026-11-21 in Riyadh at 06:00 UTC) is allowed.
    const quote = await createQuote(shop, quoteBody(shop, { expiry_date: '2026-11-21' }));
    const edited = await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}`, {
      ...quoteBody(shop, { expiry_date: '2026-11-01' }),
      order_type: undefined,
    });
    expect(edited.statusCode).toBe(400);
    expect((await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`)).json().expiry_date).toBe('2026-11-21');
  });

  it('names the field of a remark that contains HTML', async () => {
    const shop = await saudiShop(t);
    const res = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop, { customer_remarks: ['fine', '<b>loud</b>'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Customer remarks must not contain HTML tags');
    const lpo = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop, { lpo_number: '<i>x</i>' }));
    expect(lpo.json().message).toBe('Reference number must not contain HTML tags');
  });

  it('a counter sale quotation needs no vehicle; a repair one does', async () => {
    const shop = await saudiShop(t);
    const sale = await createQuote(shop, {
      order_type: 'COUNTER_SALE',
      customer_id: shop.customerId,
      parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 4, unit_price: '40.00' }],
    });
    expect(sale).toMatchObject({ status: 'DRAFT', user_car_id: null, estimated_delivery_time: null, total_amount: '160.00' });
    const res = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop, { user_car_id: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose the vehicle of this order');
    const none = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop, { services_break_up: [] }));
    expect(none.json().message).toBe('Add at least one service or part');
  });

  it('honours Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const headers = { 'idempotency-key': 'quote-press-1' };
    const first = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop), { headers });
    const again = await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop), { headers });
    expect(again.statusCode).toBe(201);
    expect(again.json().order_id).toBe(first.json().order_id);
    expect((await createQuote(shop)).external_order_id).toBe('QT-00002');
  });

  it('quotations and orders are read only through their own routes', async () => {
    const shop = await saudiShop(t);
    const quote = await createQuote(shop);
    const order = await createOrder(shop);
    expect((await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`)).json().external_order_id).toBe('QT-00001');
    expect((await api(shop, 'GET', `/api/oms/order/data?order_id=${quote.order_id}`)).statusCode).toBe(404);
    expect((await api(shop, 'GET', `/api/oms/quotes/${order.order_id}`)).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/order/${quote.order_id}/progress`, { status: 'IN_PROGRESS' })).statusCode).toBe(404);
    expect((await approve(shop, order.order_id)).statusCode).toBe(404);
    const activity = await api(shop, 'GET', `/api/oms/order/${quote.order_id}/activity`);
    expect(activity.json().map((a: { action: string }) => a.action)).toEqual(['CREATED']);
  });
});

describe('the quotation status machine', () => {
  it('approves, goes back to DRAFT when edited, and cannot be edited once cancelled', async () => {
    const shop = await saudiShop(t);
    const quote = await createQuote(shop);
    const approved = await approve(shop, quote.order_id);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', allowed_moves: ['DRAFT', 'CONVERTED', 'CANCELLED'] });
    expect((await approve(shop, quote.order_id)).statusCode).toBe(409);
    const edited = await editQuote(
      shop,
      quote.order_id,
      quoteBody(shop, { services_break_up: [brakeLine(shop, { quantity: 1 })] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'DRAFT',
      external_order_id: 'QT-00001',
      total_amount: '155.25',
      expiry_date: '2026-12-06',
    });
    const activity = (await api(shop, 'GET', `/api/oms/order/${quote.order_id}/activity`)).json();
    expect(activity.map((a: { action: string }) => a.action)).toEqual(['CREATED', 'STATUS', 'EDITED']);
    expect(activity[2].detail).toMatchObject({ from: 'APPROVED', to: 'DRAFT' });

    const cancel = (body: object) =>
      api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}/status`, { status: 'CANCELLED', ...body });
    expect((await cancel({})).json().message).toBe('Choose a reason for cancelling');
    const orderReason = await addCancelReason(shop, 'ORDER', 'Order reason');
    expect((await cancel({ cancel_reason_id: orderReason })).json().message).toBe(
      'Choose one of the active cancel reasons of this garage',
    );
    const reason = await addCancelReason(shop, 'QUOTE', 'Too expensive');
    const cancelled = await cancel({ cancel_reason_id: reason });
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Too expensive',
      editable: false,
      allowed_moves: [],
    });
    const late = await editQuote(shop, quote.order_id, quoteBody(shop));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A quotation in status CANCELLED can no longer be changed');
    const reopen = await approve(shop, quote.order_id);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('A quotation in status CANCELLED cannot be moved to APPROVED');
    expect((await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}/status`, { status: 'CONVERTED' })).statusCode).toBe(400);
  });

  it('roles: viewing is not editing; converting needs order creation', async () => {
    const shop = await saudiShop(t);
    const quote = await createQuote(shop);
    const viewer = await member(shop, ['VIEW_QUOTE']);
    expect(
      (await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`, undefined, { session: viewer })).json().allowed_moves,
    ).toEqual([]);
    expect((await approve(shop, quote.order_id, viewer)).statusCode).toBe(403);
    expect((await api(shop, 'POST', '/api/oms/quotes', quoteBody(shop), { session: viewer })).statusCode).toBe(403);
    expect((await api(shop, 'PUT', `/api/oms/quotes/${quote.order_id}`, quoteBody(shop), { session: viewer })).statusCode).toBe(
      403,
    );
    const editor = await member(shop, ['EDIT_QUOTE']);
    expect((await approve(shop, quote.order_id, editor)).statusCode).toBe(200);
    expect(
      (await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`, undefined, { session: editor })).json().allowed_moves,
    ).toEqual(['DRAFT', 'CANCELLED']);
    expect((await convert(shop, quote.order_id, {}, editor)).statusCode).toBe(403);
    const tech = await member(shop, ['TECHNICIAN']);
    expect((await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`, undefined, { session: tech })).statusCode).toBe(403);
  });
});

describe('converting a quotation', () => {
  it('only an APPROVED one; the order gets the lines repriced, a new RO number and source_quote_id', async () => {
    const shop = await saudiShop(t);
    await createOrder(shop);
    const quote = await createQuote(
      shop,
      quoteBody(shop, {
        lpo_number: 'PO-7',
        parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 4, unit_price: '40.00', uom_child: 1 }],
      }),
    );
    const draft = await convert(shop, quote.order_id);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe('Only an approved quotation can be turned into an order (this one is DRAFT)');
    await approve(shop, quote.order_id);
    t.clock.advance(1000);
    const headers = { 'idempotency-key': 'convert-1' };
    const res = await convert(shop, quote.order_id, headers);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      document: 'ORDER',
      external_order_id: 'RO-00002',
      status: 'CREATED',
      source_quote_id: quote.order_id,
      lpo_number: 'PO-7',
      customer_remarks: ['Noise when braking'],
      total_amount: quote.total_amount,
      // The quotation had no delivery time: a day after the conversion.
      estimated_delivery_time: new Date(Date.parse('2026-11-21T06:00:01Z') + 86_400_000).toISOString(),
    });
    expect(order.lines.map((l: { name: string; total: string }) => [l.name, l.total])).toEqual(
      quote.lines.map((l: { name: string; total: string }) => [l.name, l.total]),
    );
    const after = (await api(shop, 'GET', `/api/oms/quotes/${quote.order_id}`)).json();
    expect(after).toMatchObject({ status: 'CONVERTED', converted_order_id: order.order_id, editable: false, allowed_moves: [] });
    // A replay of the same press answers the same order; another press is refused.
    const replay = await convert(shop, quote.order_id, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().order_id).toBe(order.order_id);
    const second = await convert(shop, quote.order_id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Quotation QT-00001 has already been turned into an order');
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity[0].detail).toMatchObject({ source_quote_id: quote.order_id, source_quote: 'QT-00001' });
    const quoteActivity = (await api(shop, 'GET', `/api/oms/order/${quote.order_id}/activity`)).json();
    expect(quoteActivity.at(-1)).toMatchObject({ action: 'CONVERTED', detail: { order_id: order.order_id, order: 'RO-00002' } });
  });

  it('keeps a delivery time that is still ahead', async () => {
    const shop = await saudiShop(t);
    const quote = await createQuote(shop, quoteBody(shop, { estimated_delivery_time: '2026-11-25T08:00:00Z' }));
    await approve(shop, quote.order_id);
    const order = (await convert(shop, quote.order_id)).json();
    expect(order.estimated_delivery_time).toBe('2026-11-25T08:00:00.000Z');
  });

  it('concurrent conversions make one order: with one key all get it, without keys the others get 409', async () => {
    const shop = await saudiShop(t);
    const a = await createQuote(shop);
    const b = await createQuote(shop);
    await approve(shop, a.order_id);
    await approve(shop, b.order_id);
    const keyed = await Promise.all(
      Array.from({ length: 6 }, () => convert(shop, a.order_id, { 'idempotency-key': 'same-press' })),
    );
    for (const r of keyed) expect(r.statusCode).toBe(201);
    expect(new Set(keyed.map((r) => r.json().order_id)).size).toBe(1);
    const unkeyed = await Promise.all(Array.from({ length: 6 }, () => convert(shop, b.order_id)));
    expect(unkeyed.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of unkeyed.filter((x) => x.statusCode !== 201)) expect(r.statusCode).toBe(409);
    const orders = (await api(shop, 'GET', '/api/oms/order/search')).json();
    expect(orders.total_elements).toBe(2);
  });
});

describe('tenant isolation', () => {
  it("another garage's quotation answers 404 on every quotation route (same group too)", async () => {
    const theirs = await saudiShop(t);
    const sister = await sisterShop(t, theirs);
    const stranger = await saudiShop(t);
    const quote = await createQuote(theirs);
    await approve(theirs, quote.order_id);
    const reason = await addCancelReason(stranger, 'QUOTE', 'Mine');
    for (const mine of [sister, stranger]) {
      const id = quote.order_id;
      const calls: Array<[string, 'GET' | 'PUT' | 'POST', string, object?]> = [
        ['get', 'GET', `/api/oms/quotes/${id}`],
        ['edit', 'PUT', `/api/oms/quotes/${id}`, quoteBody(mine)],
        ['approve', 'PUT', `/api/oms/quotes/${id}/status`, { status: 'APPROVED' }],
        ['cancel', 'PUT', `/api/oms/quotes/${id}/status`, { status: 'CANCELLED', cancel_reason_id: reason }],
        ['convert', 'POST', `/api/oms/quotes/${id}/convert`],
        ['activity', 'GET', `/api/oms/order/${id}/activity`],
      ];
      for (const [name, method, url, body] of calls) {
        const { order_type: _, ...rest } = (body ?? {}) as { order_type?: string };
        const res = await api(mine, method, url, body ? rest : undefined);
        expect(res.statusCode, name).toBe(404);
      }
      expect((await api(mine, 'GET', '/api/oms/quotes/search')).json().content).toEqual([]);
    }
    expect((await api(theirs, 'GET', `/api/oms/quotes/${quote.order_id}`)).json().status).toBe('APPROVED');
  });
});
