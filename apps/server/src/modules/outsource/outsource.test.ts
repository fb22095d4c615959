import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrder, stockIn } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, createOrder, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addVendor, receive } from '../purchasing/test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Options = { session?: import('../../test/harness.ts').Session; headers?: Record<string, string> };
const send = (shop: Shop, body: object, options: Options = {}) => api(shop, 'POST', '/api/oms/outsource_work', body, options);
const put = (shop: Shop, id: number, action: string, body: object = {}, options: Options = {}) =>
  api(shop, 'PUT', `/api/oms/outsource_work/${id}/${action}`, body, options);

async function sentOut(shop: Shop, vendorId: number, orderId: number, extra: object = {}) {
  const res = await send(shop, { order_id: orderId, vendor_id: vendorId, description: 'Rebore the engine block', ...extra });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

describe('outsourced work (outsource work) and its vendor bill', () => {
  it('goes SENT → RECEIVED with its bill, which vendor dues owe and an outgoing payment pays', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Precision Machining', payment_terms_days: 15 });
    const order = await createOrder(shop);
    // A parts stock-in of the same vendor, to tell the two apart in lists.
    const parts = await receive(shop, {
      vendor_id: vendorId,
      bill_number: 'P-1',
      lines: [{ part_id: shop.oilId, quantity: 1, unit_price: 10 }],
    });
    expect(parts.statusCode).toBe(201);

    const work = await sentOut(shop, vendorId, order.order_id, { expected_back_day: '2026-11-25', note: 'Handle with care' });
    expect(work).toMatchObject({
      work_number: 'OW-00001',
      order_id: order.order_id,
      order_number: order.external_order_id,
      vendor_name: 'Precision Machining',
      status: 'SENT',
      sent_day: '2026-11-21',
      expected_back_day: '2026-11-25',
      overdue: false,
      bill: null,
    });
    const second = await sentOut(shop, vendorId, order.order_id, { description: 'Skim the brake discs' });
    expect(second.work_number).toBe('OW-00002');

    const listed = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/outsource_work`)).json();
    expect(listed.map((w: { work_number: string }) => w.work_number)).toEqual(['OW-00001', 'OW-00002']);

    const received = await put(shop, work.outsource_work_id, 'receive', {
      bill: { bill_number: 'PM-778', bill_date: '2026-11-21', amount: 'two hundred', tax_category_id: shop.vat },
    });
    expect(received.statusCode).toBe(400);
    const ok = await put(shop, work.outsource_work_id, 'receive', {
      bill: { bill_number: 'PM-778', bill_date: '2026-11-21', amount: '200.00', tax_category_id: shop.vat },
    });
    expect(ok.statusCode).toBe(200);
    const back = ok.json();
    expect(back).toMatchObject({ status: 'RECEIVED', received_day: '2026-11-21' });
    expect(back.bill).toMatchObject({
      bill_number: 'PM-778',
      sub_total: '200.00',
      tax_total: '30.00',
      grand_total: '230.00',
      due_amount: '230.00',
    });

    // The stock-in list leaves the outsourced bill out; the SI sequence stays the stock-ins'.
    const stockIns = (await api(shop, 'GET', '/api/oms/stock_purchase')).json();
    expect(stockIns.content.map((s: { stock_in_number: string }) => s.stock_in_number)).toEqual(['SI-00001']);

    let dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    const bill = dues[0].bills.find((b: { stock_in_id: number }) => b.stock_in_id === back.bill.stock_in_id);
    expect(bill).toMatchObject({
      stock_in_number: 'OW-00001',
      bill_number: 'PM-778',
      grand_total: '230.00',
      due_day: '2026-12-06',
      outsource: { work_number: 'OW-00001', description: 'Rebore the engine block', order_number: order.external_order_id },
    });
    expect(dues[0].bills.find((b: { stock_in_number: string }) => b.stock_in_number === 'SI-00001').outsource).toBeNull();

    const paid = await api(shop, 'POST', '/api/oms/outgoing_payment/v2', [
      {
        vendor_id: vendorId,
        stock_in_id: back.bill.stock_in_id,
        amount: '230.00',
        method: 'BANK_TRANSFER',
        transaction_date: '2026-11-21',
      },
    ] as unknown as object);
    expect(paid.statusCode).toBe(201);
    dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0].bills.map((b: { stock_in_number: string }) => b.stock_in_number)).toEqual(['SI-00001']);
    const seen = (await api(shop, 'GET', `/api/oms/outsource_work/${work.outsource_work_id}`)).json();
    expect(seen.bill).toMatchObject({ paid_amount: '230.00', due_amount: '0.00' });

    // A bill once: again is refused, also on the bill route.
    const twice = await put(shop, work.outsource_work_id, 'bill', {
      bill_number: 'PM-779',
      bill_date: '2026-11-21',
      amount: '10',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The vendor bill of OW-00001 is already recorded');

    // Received without a bill, billed later without tax.
    expect((await put(shop, second.outsource_work_id, 'receive', {})).statusCode).toBe(200);
    const later = await put(shop, second.outsource_work_id, 'bill', {
      bill_number: 'PM-800',
      bill_date: '2026-11-20',
      amount: '50',
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().bill).toMatchObject({ grand_total: '50.00', tax_total: '0.00' });
    const rows = await t.db
      .select({ kind: stockIn.kind, number: stockIn.number })
      .from(stockIn)
      .where(and(eq(stockIn.groupId, shop.groupId), eq(stockIn.id, later.json().bill.stock_in_id)));
    expect(rows).toEqual([{ kind: 'OUTSOURCE', number: 0 }]);

    const page = (await api(shop, 'GET', '/api/oms/outsource_work?status=RECEIVED&page_size=1')).json();
    expect(page).toMatchObject({ total_elements: 2, total_pages: 2 });
    expect(page.content[0].work_number).toBe('OW-00002');
    const found = (await api(shop, 'GET', '/api/oms/outsource_work?q=rebore')).json();
    expect(found.content.map((w: { work_number: string }) => w.work_number)).toEqual(['OW-00001']);
  });

  it('cancels only while out; a bill waits for the work to be back; a closed order sends nothing', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const order = await createOrder(shop);
    const work = await sentOut(shop, vendorId, order.order_id);
    const early = await put(shop, work.outsource_work_id, 'bill', { bill_number: 'X', bill_date: '2026-11-21', amount: '5' });
    expect(early.json().message).toBe('Record the bill of OW-00001 once the work is back');
    const cancelled = await put(shop, work.outsource_work_id, 'cancel', { reason: 'Done in house' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    for (const action of ['cancel', 'receive']) {
      const res = await put(shop, work.outsource_work_id, action, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('OW-00001 is CANCELLED: only work still out can be received or cancelled');
    }
    const back = await sentOut(shop, vendorId, order.order_id);
    await put(shop, back.outsource_work_id, 'receive', {});
    expect((await put(shop, back.outsource_work_id, 'cancel', {})).statusCode).toBe(400);

    await t.db
      .update(salesOrder)
      .set({ status: 'CANCELLED' })
      .where(and(eq(salesOrder.groupId, shop.groupId), eq(salesOrder.id, order.order_id)));
    const closed = await send(shop, { order_id: order.order_id, vendor_id: vendorId, description: 'Paint' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(`Order ${order.external_order_id} is CANCELLED: work can no longer be sent out for it`);
  });

  it('refuses bad input with messages and never sends twice on a double press', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const order = await createOrder(shop);
    const empty = await send(shop, { order_id: order.order_id, vendor_id: vendorId, description: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Description is required');
    const past = await send(shop, {
      order_id: order.order_id,
      vendor_id: vendorId,
      description: 'Paint',
      expected_back_day: '2026-11-20',
    });
    expect(past.json().message).toBe('The expected back date cannot be before the day the work was sent');
    const badDay = await send(shop, {
      order_id: order.order_id,
      vendor_id: vendorId,
      description: 'Paint',
      expected_back_day: '2026-02-30',
    });
    expect(badDay.statusCode).toBe(400);
    const inactive = await addVendor(shop, { name: 'Closed Works', active: false });
    const refused = await send(shop, { order_id: order.order_id, vendor_id: inactive, description: 'Paint' });
    expect(refused.statusCode).toBe(400);

    const headers = { 'idempotency-key': 'ow-double-press' };
    const body = { order_id: order.order_id, vendor_id: vendorId, description: 'Paint the bumper' };
    const a = await send(shop, body, { headers });
    const b = await send(shop, body, { headers });
    expect(a.statusCode).toBe(201);
    expect(b.json().outsource_work_id).toBe(a.json().outsource_work_id);
    const all = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/outsource_work`)).json();
    expect(all).toHaveLength(1);

    await put(shop, a.json().outsource_work_id, 'receive', {});
    const zero = await put(shop, a.json().outsource_work_id, 'bill', { bill_number: 'Z', bill_date: '2026-11-21', amount: '0' });
    expect(zero.json().message).toBe('Enter the amount of the bill');
    const future = await put(shop, a.json().outsource_work_id, 'bill', {
      bill_number: 'Z',
      bill_date: '2026-11-22',
      amount: '1',
    });
    expect(future.json().message).toBe('A bill cannot be dated after today');
    const noNumber = await put(shop, a.json().outsource_work_id, 'bill', { bill_date: '2026-11-21', amount: '1' });
    expect(noNumber.statusCode).toBe(400);
    const es = await api(
      shop,
      'PUT',
      `/api/oms/outsource_work/${a.json().outsource_work_id}/bill`,
      {
        bill_number: 'Z',
        bill_date: '2026-11-21',
        amount: '0',
      },
      { headers: { 'accept-language': 'es' } },
    );
    expect(es.json().message).toBe('Introduzca el importe de la factura');
  });

  it('two presses at once receive once and bill once', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const order = await createOrder(shop);
    const work = await sentOut(shop, vendorId, order.order_id);
    const bill = { bill_number: 'B-1', bill_date: '2026-11-21', amount: '100', tax_category_id: shop.vat };
    const both = await Promise.all([
      put(shop, work.outsource_work_id, 'receive', { bill }),
      put(shop, work.outsource_work_id, 'receive', { bill }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const again = await Promise.all([
      put(shop, work.outsource_work_id, 'bill', bill),
      put(shop, work.outsource_work_id, 'bill', bill),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([400, 400]);
    const bills = await t.db
      .select({ id: stockIn.id })
      .from(stockIn)
      .where(and(eq(stockIn.groupId, shop.groupId), eq(stockIn.kind, 'OUTSOURCE')));
    expect(bills).toHaveLength(1);
    const dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0]).toMatchObject({ due_amount: '115.00' });
  });

  it("answers 404 for another group's order, vendor and work, 403 without the role, and hides amounts from PRICE_VIEW_RESTRICTED", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    const theirOrder = await createOrder(other);
    const theirs = await sentOut(other, theirVendor, theirOrder.order_id);
    const mineVendor = await addVendor(shop);
    const mine = await createOrder(shop);
    expect((await send(shop, { order_id: theirOrder.order_id, vendor_id: mineVendor, description: 'X' })).statusCode).toBe(404);
    expect((await send(shop, { order_id: mine.order_id, vendor_id: theirVendor, description: 'X' })).statusCode).toBe(404);
    expect((await api(shop, 'GET', `/api/oms/outsource_work/${theirs.outsource_work_id}`)).statusCode).toBe(404);
    expect((await api(shop, 'GET', `/api/oms/order/${theirOrder.order_id}/outsource_work`)).statusCode).toBe(404);
    for (const action of ['receive', 'cancel']) expect((await put(shop, theirs.outsource_work_id, action)).statusCode).toBe(404);
    expect(
      (await put(shop, theirs.outsource_work_id, 'bill', { bill_number: 'X', bill_date: '2026-11-21', amount: '1' })).statusCode,
    ).toBe(404);
    const list = (await api(shop, 'GET', '/api/oms/outsource_work')).json();
    expect(list.total_elements).toBe(0);

    // A technician sends out and takes back, but may not record the bill; a viewer may not send.
    const tech = await member(shop, ['TECHNICIAN']);
    const viewer = await member(shop, ['VIEW_INVENTORY']);
    expect(
      (await send(shop, { order_id: mine.order_id, vendor_id: mineVendor, description: 'X' }, { session: viewer })).statusCode,
    ).toBe(403);
    const byTech = await send(
      shop,
      { order_id: mine.order_id, vendor_id: mineVendor, description: 'Regas AC' },
      { session: tech },
    );
    expect(byTech.statusCode).toBe(201);
    const id = byTech.json().outsource_work_id;
    const bill = { bill_number: 'AC-1', bill_date: '2026-11-21', amount: '80' };
    expect((await put(shop, id, 'receive', { bill }, { session: tech })).statusCode).toBe(403);
    expect((await put(shop, id, 'receive', {}, { session: tech })).statusCode).toBe(200);
    expect((await put(shop, id, 'bill', bill, { session: tech })).statusCode).toBe(403);
    const buyer = await member(shop, ['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED']);
    const billed = await put(shop, id, 'bill', bill, { session: buyer });
    expect(billed.statusCode).toBe(200);
    expect(billed.json()).toMatchObject({
      prices_hidden: true,
      bill: { bill_number: 'AC-1', grand_total: null, due_amount: null },
    });
    const owner = (await api(shop, 'GET', `/api/oms/outsource_work/${id}`)).json();
    expect(owner.bill.grand_total).toBe('80.00');
  });
});
