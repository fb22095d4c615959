import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivity, orderSerialHold, stockAuditActivity } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { invoiceOrder } from '../invoices/test-bills.ts';
import { api, createOrder, repairOrder, type Shop, sisterShop } from '../orders/test-shop.ts';
import { addVendor, receive } from '../purchasing/test-purchasing.ts';
import { counterSale } from './parts-test-kit.ts';
import { batteryLine, lineSerials, orderData, type SerialShop, serialShop, serialsInStock } from './serial-test-kit.ts';

// A serial number held by an open order (order_serial_hold, decision 056 addendum on holds) is refused to
// transfers and vendor returns, and leaves its order when a stock audit or a misplaced item finds it gone.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerIp: 0, rateLimitWritesPerUser: 0 });
});
afterAll(async () => {
  expect(await checkStockLedger(t.db)).toEqual([]);
  await t.close();
});

const transfers = (shop: Shop) => `/api/oms/garage/${shop.garageId}/inter_branch_transfer`;
const direct = (shop: SerialShop, to: Shop, serials: string[]) =>
  api(shop, 'POST', `${transfers(shop)}/delivery`, {
    to_garage_id: to.garageId,
    lines: [
      { part_id: shop.batteryId, quantity: String(serials.length), lots: serials.map((code) => ({ code, quantity: '1' })) },
    ],
  });
const edit = (shop: Shop, orderId: number, body: object) => api(shop, 'PUT', `/api/oms/order/v1/${orderId}`, body);
const partStock = async (shop: SerialShop) => (await api(shop, 'GET', `/api/oms/stock/part/${shop.batteryId}`)).json();
const holds = async (shop: Shop) =>
  (
    await t.db
      .select({ code: orderSerialHold.code, orderId: orderSerialHold.orderId })
      .from(orderSerialHold)
      .where(eq(orderSerialHold.groupId, shop.groupId))
      .orderBy(orderSerialHold.code)
  ).map((h) => [h.code, h.orderId]);
const historyOf = async (shop: Shop, orderId: number) =>
  t.db
    .select({ action: orderActivity.action, detail: orderActivity.detail })
    .from(orderActivity)
    .where(and(eq(orderActivity.groupId, shop.groupId), eq(orderActivity.orderId, orderId)))
    .orderBy(orderActivity.id);

describe('inter-branch transfers and held serial numbers', () => {
  it('refuses a direct delivery of a serial an open repair order holds, naming the order; freed, it goes', async () => {
    const shop = await serialShop(t);
    const branch = await sisterShop(t, shop);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-2'])] }));
    const refused = await direct(shop, branch, ['BAT-1', 'BAT-2']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `Serial number BAT-2 of Battery 65Ah is held by order ${order.external_order_id}: take it off that order first`,
    );
    const spanish = await api(
      shop,
      'POST',
      `${transfers(shop)}/delivery`,
      {
        to_garage_id: branch.garageId,
        lines: [{ part_id: shop.batteryId, quantity: '1', lots: [{ code: 'BAT-2', quantity: '1' }] }],
      },
      { headers: { 'accept-language': 'es' } },
    );
    expect(spanish.json().message).toBe(
      `El número de serie BAT-2 de Battery 65Ah está reservado para el pedido ${order.external_order_id}: quítelo primero de ese pedido`,
    );
    // Nothing left the shelf, and the hold stays.
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect(await holds(shop)).toEqual([['BAT-2', order.order_id]]);
    // The Inventory screens' stock (the transfer picker's source) says who holds it.
    const lots = (await partStock(shop)).lots.map((l: { code: string; held_by: string | null }) => [l.code, l.held_by]);
    expect(lots).toEqual([
      ['BAT-1', null],
      ['BAT-2', order.external_order_id],
      ['BAT-3', null],
      ['BAT-4', null],
    ]);
    // Serials nobody holds go.
    expect((await direct(shop, branch, ['BAT-1'])).statusCode).toBe(201);
    // Taken off the order, BAT-2 goes too.
    const freed = await edit(shop, order.order_id, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3'])] }));
    expect(freed.statusCode).toBe(200);
    expect((await direct(shop, branch, ['BAT-2'])).statusCode).toBe(201);
    expect(await serialsInStock(shop)).toEqual(['BAT-3', 'BAT-4']);
  });

  it('refuses to dispatch a reserved delivery by a serial an open order holds', async () => {
    const shop = await serialShop(t);
    const branch = await sisterShop(t, shop);
    const requested = await api(branch, 'POST', `${transfers(branch)}/request`, {
      from_garage_id: shop.garageId,
      lines: [{ part_id: shop.batteryId, quantity: '1' }],
      submit: true,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const delivery = await api(shop, 'POST', `${transfers(shop)}/request/${requested.json().request_id}/delivery`, {});
    expect(delivery.statusCode, delivery.body).toBe(201);
    const { delivery_id: deliveryId, lines } = delivery.json();
    const sale = await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [batteryLine(shop, ['BAT-4'])]));
    expect(sale.statusCode).toBe(201);
    // A counter sale took BAT-4 off the shelf (and still holds it until billed): the ledger refuses it.
    const gone = await api(shop, 'PUT', `${transfers(shop)}/delivery/${deliveryId}/dispatch`, {
      lines: [{ line_id: lines[0].line_id, quantity: '1', lots: [{ code: 'BAT-4', quantity: '1' }] }],
    });
    expect(gone.statusCode).toBe(400);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3'])] }));
    const held = await api(shop, 'PUT', `${transfers(shop)}/delivery/${deliveryId}/dispatch`, {
      lines: [{ line_id: lines[0].line_id, quantity: '1', lots: [{ code: 'BAT-3', quantity: '1' }] }],
    });
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toBe(
      `Serial number BAT-3 of Battery 65Ah is held by order ${order.external_order_id}: take it off that order first`,
    );
    const sent = await api(shop, 'PUT', `${transfers(shop)}/delivery/${deliveryId}/dispatch`, {
      lines: [{ line_id: lines[0].line_id, quantity: '1', lots: [{ code: 'BAT-1', quantity: '1' }] }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-3']);
  });
});

describe('vendor returns and held serial numbers', () => {
  it('refuses to return a serial an open order holds; the returnable list names the order; freed, it goes back', async () => {
    const shop = await serialShop(t);
    const vendorId = await addVendor(shop);
    const received = await receive(shop, {
      vendor_id: vendorId,
      lines: [
        {
          part_id: shop.batteryId,
          quantity: 2,
          unit_price: 150,
          lots: [
            { code: 'SN-1', quantity: 1 },
            { code: 'SN-2', quantity: 1 },
          ],
        },
      ],
    });
    expect(received.statusCode, received.body).toBe(201);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['SN-1'])] }));
    const list = (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`)).json();
    const row = list.content[0];
    expect(row.lots).toEqual([
      { code: 'SN-1', expiry_date: null, quantity: '1', held_by: order.external_order_id },
      { code: 'SN-2', expiry_date: null, quantity: '1', held_by: null },
    ]);
    const giveBack = (code: string) =>
      api(shop, 'POST', '/api/oms/vendor_credit_note', {
        vendor_id: vendorId,
        reason: 'Dead on arrival',
        settlement: 'ADJUST_DUES',
        lines: [{ stock_in_line_id: row.stock_in_line_id, quantity: '1', lots: [{ code, quantity: '1' }] }],
      });
    const refused = await giveBack('SN-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `Serial number SN-1 of Battery 65Ah is held by order ${order.external_order_id}: take it off that order first`,
    );
    expect(await serialsInStock(shop)).toContain('SN-1');
    expect((await giveBack('SN-2')).statusCode).toBe(201);
    const freed = await edit(shop, order.order_id, repairOrder(shop, { parts_break_up: [batteryLine(shop, undefined, 1)] }));
    expect(freed.statusCode).toBe(200);
    expect((await giveBack('SN-1')).statusCode).toBe(201);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
  });
});

describe('a held serial found missing', () => {
  it('by a stock audit: completing it takes the serial off the order, whose line asks for another, and says why', async () => {
    const shop = await serialShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-2', 'BAT-3'])] }));
    const audit = (await api(shop, 'POST', '/api/oms/stock_audit', { part_ids: [shop.batteryId], name: 'Shelf B' })).json();
    const counted = await api(shop, 'PUT', `/api/oms/stock_audit/part/${audit.audit_id}`, {
      part_id: shop.batteryId,
      quantity: '3',
      serials: ['BAT-1', 'BAT-3', 'BAT-4'],
    });
    expect(counted.json().line).toMatchObject({ missing_serials: ['BAT-2'] });
    const done = await api(shop, 'PUT', `/api/oms/stock_audit/${audit.audit_id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-3', 'BAT-4']);
    // The order keeps BAT-3; BAT-2 is off its line and its holds.
    expect(await holds(shop)).toEqual([['BAT-3', order.order_id]]);
    expect(lineSerials(await orderData(shop, order.order_id))).toEqual([['BAT-3']]);
    const released = (await historyOf(shop, order.order_id)).filter((a) => a.action === 'SERIALS_RELEASED');
    expect(released).toEqual([
      {
        action: 'SERIALS_RELEASED',
        detail: { source: 'STOCK_AUDIT', document: audit.audit_number, serials: [{ part: 'Battery 65Ah', code: 'BAT-2' }] },
      },
    ]);
    const [completed] = await t.db
      .select({ detail: stockAuditActivity.detail })
      .from(stockAuditActivity)
      .where(and(eq(stockAuditActivity.groupId, shop.groupId), eq(stockAuditActivity.action, 'COMPLETED')));
    expect(completed?.detail).toMatchObject({
      serials_released: [{ order: order.external_order_id, part: 'Battery 65Ah', code: 'BAT-2' }],
    });
    // The order's bill now asks for the second serial number; a new one from the shelf is accepted.
    const billed = await invoiceOrder(shop, order.order_id);
    expect(billed.statusCode).toBe(400);
    expect(billed.json().message).toBe('Choose the serial numbers of Battery 65Ah: 2 needed, 1 chosen');
    const again = await edit(
      shop,
      order.order_id,
      repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3', 'BAT-4'])] }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('recorded misplaced: the serial leaves the order that held it', async () => {
    const shop = await serialShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1'])] }));
    const lost = await api(shop, 'POST', '/api/oms/stock/misplaced', {
      part_id: shop.batteryId,
      quantity: '1',
      reason: 'Not on shelf B',
      lots: [{ code: 'BAT-1', quantity: '1' }],
    });
    expect(lost.statusCode, lost.body).toBe(201);
    expect(await holds(shop)).toEqual([]);
    expect(lineSerials(await orderData(shop, order.order_id))).toEqual([[]]);
    const released = (await historyOf(shop, order.order_id)).filter((a) => a.action === 'SERIALS_RELEASED');
    expect(released.map((a) => a.detail)).toEqual([
      { source: 'MISPLACED', document: null, serials: [{ part: 'Battery 65Ah', code: 'BAT-1' }] },
    ]);
  });
});
