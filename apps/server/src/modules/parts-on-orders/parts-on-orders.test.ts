import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, salesOrder } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { billedOrder, invoiceOrder, orderStatus } from '../invoices/test-bills.ts';
import {
  addCancelReason,
  api,
  createOrder,
  member,
  repairOrder,
  type Shop,
  saudiShop,
  stockedShop,
  stockUp,
} from '../orders/test-shop.ts';
import { allMovements, counterSale, movementsOf, oilLine, onHand, setProperty } from './parts-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkStockLedger(t.db)).toEqual([]);
  await t.close();
});

const ordersOf = async (shop: Shop) =>
  (await t.db.select({ n: count() }).from(salesOrder).where(eq(salesOrder.groupId, shop.groupId)))[0]!.n;
const invoicesOf = async (shop: Shop) =>
  (
    await t.db
      .select({ n: count() })
      .from(invoice)
      .where(and(eq(invoice.groupId, shop.groupId)))
  )[0]!.n;
const voidBill = (shop: Shop, orderId: number) =>
  api(shop, 'GET', `/api/oms/invoice/void?order_id=${orderId}&cancel_reason=${encodeURIComponent('Wrong bill')}`);

describe('without part issuance', () => {
  it('a counter sale takes its parts as it is created, converted to the part’s unit; billing it takes nothing more', async () => {
    const shop = await stockedShop(t);
    // 3 l and 500 ml (unit 2) of an oil kept in litres.
    const sale = await createOrder(shop, counterSale(shop, [oilLine(shop, 3), oilLine(shop, 500, { uom_child: 2 })]));
    expect(sale.status).toBe('PAYMENT_DUE');
    expect(await onHand(shop)).toEqual({ onHand: '96.500', value: '2412.5000' });
    expect(await movementsOf(shop, 'COUNTER_SALE', sale.order_id)).toEqual([
      { kind: 'COUNTER_SALE', partId: shop.oilId, quantity: '-3.500', unitCost: '25.0000', value: '-87.5000' },
    ]);
    const bill = await invoiceOrder(shop, sale.order_id);
    expect(bill.statusCode).toBe(201);
    expect((await onHand(shop))?.onHand).toBe('96.500');
    expect(await movementsOf(shop, 'INVOICE', bill.json().invoice_id)).toEqual([]);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a repair order takes its parts when invoiced, with the bill as document; a void puts them back at the cost they left with', async () => {
    const shop = await stockedShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 4)] }));
    expect((await onHand(shop))?.onHand).toBe('100.000');
    const bill = (await invoiceOrder(shop, order.order_id)).json();
    expect(await onHand(shop)).toEqual({ onHand: '96.000', value: '2400.0000' });
    expect(await movementsOf(shop, 'INVOICE', bill.invoice_id)).toEqual([
      { kind: 'ORDER_ISSUE', partId: shop.oilId, quantity: '-4.000', unitCost: '25.0000', value: '-100.0000' },
    ]);
    // A dearer delivery moves the average (96 × 25 + 96 × 35) / 192 = 30; the void still returns at 25.
    await stockUp(shop, shop.oilId, '96', '35.00');
    const voided = await voidBill(shop, order.order_id);
    expect(voided.statusCode).toBe(200);
    expect((await movementsOf(shop, 'INVOICE', bill.invoice_id)).at(-1)).toEqual({
      kind: 'ORDER_RETURN',
      partId: shop.oilId,
      quantity: '4.000',
      unitCost: '25.0000',
      value: '100.0000',
    });
    expect(await onHand(shop)).toEqual({ onHand: '196.000', value: '5860.0000' });
    // Billed again, it takes them again.
    expect((await invoiceOrder(shop, order.order_id)).statusCode).toBe(201);
    expect((await onHand(shop))?.onHand).toBe('192.000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a credit note puts returned parts back at their original cost, never more than the bill took', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 3)] }));
    await stockUp(shop, shop.oilId, '3', '45.00');
    const oil = bill.lines.find((l: { name: string }) => l.name === 'Engine oil');
    const credit = (quantity: number) =>
      api(shop, 'POST', '/api/oms/order_return/credit_note', {
        invoice_id: bill.invoice_id,
        lines: [{ line_id: oil.line_id, quantity }],
        reason: 'Unopened',
        settlement: 'CREDIT',
      });
    const first = await credit(2);
    expect(first.statusCode).toBe(201);
    expect(await movementsOf(shop, 'CREDIT_NOTE', first.json().credit_note_id)).toEqual([
      { kind: 'ORDER_RETURN', partId: shop.oilId, quantity: '2.000', unitCost: '25.0000', value: '50.0000' },
    ]);
    const second = await credit(1);
    expect(second.statusCode).toBe(201);
    expect((await movementsOf(shop, 'CREDIT_NOTE', second.json().credit_note_id)).map((m) => m.quantity)).toEqual(['1.000']);
    expect((await onHand(shop))?.onHand).toBe('103.000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a counter sale follows its edits at billing and gives everything back when cancelled before it is billed', async () => {
    const shop = await stockedShop(t);
    const sale = await createOrder(shop, counterSale(shop, [oilLine(shop, 5)]));
    expect(sale.allowed_moves).toEqual(['CANCELLED']);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    const cancelled = await api(shop, 'PUT', `/api/oms/order/${sale.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await onHand(shop)).toEqual({ onHand: '100.000', value: '2500.0000' });
    const activity = (await api(shop, 'GET', `/api/oms/order/${sale.order_id}/activity`)).json();
    expect(activity.at(-1).detail.stock).toEqual([
      { part_id: shop.oilId, kind: 'ORDER_RETURN', quantity: '5.000', unit_cost: '25.0000' },
    ]);

    // Billed with its final lines (PREPARE_INVOICE): 2 l more are taken, with the same document.
    const other = await createOrder(shop, counterSale(shop, [oilLine(shop, 2)]));
    const { order_type: _type, ...edit } = counterSale(shop, [oilLine(shop, 4)]);
    expect((await invoiceOrder(shop, other.order_id, { order: edit })).statusCode).toBe(201);
    expect((await onHand(shop))?.onHand).toBe('96.000');
    expect((await movementsOf(shop, 'COUNTER_SALE', other.order_id)).map((m) => m.quantity)).toEqual(['-2.000', '-2.000']);
    // Once billed it is no longer cancelled from the progress path.
    const late = await api(shop, 'PUT', `/api/oms/order/${other.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(late.statusCode).toBe(409);
  });

  it('not enough stock: 400 with the ledger’s message and nothing written — no order, no invoice, no movement', async () => {
    const shop = await saudiShop(t);
    await stockUp(shop, shop.oilId, '2');
    const before = { orders: await ordersOf(shop), moves: (await allMovements(shop)).length };
    const sale = await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [oilLine(shop, 3)]), {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().message).toBe('Not enough stock of Engine oil: 2 on hand, 3 needed');
    expect(await ordersOf(shop)).toBe(before.orders);
    expect((await allMovements(shop)).length).toBe(before.moves);

    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 3)] }));
    const bill = await invoiceOrder(shop, order.order_id);
    expect(bill.statusCode).toBe(400);
    expect(bill.json().message).toBe('Not enough stock of Engine oil: 2 on hand, 3 needed');
    expect(await invoicesOf(shop)).toBe(0);
    expect(await orderStatus(shop, order.order_id)).toBe('CREATED');
    expect(await onHand(shop)).toEqual({ onHand: '2.000', value: '50.0000' });
    // A unit that cannot become the part's (pieces of an oil kept in litres) is refused too.
    const pieces = await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [oilLine(shop, 1, { uom_child: 9 })]));
    expect(pieces.statusCode).toBe(400);
    expect(pieces.json().message).toContain('Engine oil');
  });

  it('with allow_negative_stock the sale goes through and the shelf goes below zero', async () => {
    const shop = await saudiShop(t);
    await stockUp(shop, shop.oilId, '2');
    await setProperty(shop, 'allow_negative_stock', true);
    expect((await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [oilLine(shop, 3)]))).statusCode).toBe(201);
    expect(await onHand(shop)).toEqual({ onHand: '-1.000', value: '-25.0000' });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a garage that keeps no inventory sells without touching stock', async () => {
    const shop = await saudiShop(t);
    await setProperty(shop, 'inventory_enabled', false);
    expect((await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [oilLine(shop, 3)]))).statusCode).toBe(201);
    expect(await onHand(shop)).toBeUndefined();
  });
});

describe('with part issuance', () => {
  async function issuingShop() {
    const shop = await stockedShop(t);
    await setProperty(shop, 'part_issuance_enabled', true);
    return shop;
  }
  const approve = (shop: Shop, orderId: number, lines: object[], session?: Shop['s']) =>
    api(shop, 'PUT', `/api/oms/order/${orderId}/part_approval`, { lines }, session ? { session } : {});
  const request = (shop: Shop, orderId: number, body: object = {}) =>
    api(shop, 'PUT', `/api/oms/order/${orderId}/part_request`, body);

  it('RESERVED → REQUESTED → IN_PROCESS → ISSUED: stock moves only when issued; billing takes nothing more', async () => {
    const shop = await issuingShop();
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 4)] }));
    const part = order.lines.find((l: { kind: string }) => l.kind === 'part');
    expect(part).toMatchObject({ part_status: 'RESERVED', line_id: expect.any(Number) });
    expect(order.lines.find((l: { kind: string }) => l.kind === 'service').part_status).toBeNull();
    // Not issued: the bill waits for the parts desk.
    const early = await invoiceOrder(shop, order.order_id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Engine oil has not been issued yet: issue it from Parts Approval before billing');

    const requested = await request(shop, order.order_id);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().lines.find((l: { kind: string }) => l.kind === 'part').part_status).toBe('REQUESTED');
    const queue = (await api(shop, 'GET', '/api/oms/order/part_approval')).json();
    expect(queue).toEqual([
      expect.objectContaining({
        line_id: part.line_id,
        order_id: order.order_id,
        part_name: 'Engine oil',
        quantity: '4',
        on_hand: '100',
        part_status: 'REQUESTED',
        allowed_moves: ['IN_PROCESS', 'PROCURED', 'ISSUED', 'RESERVED'],
      }),
    ]);

    const desk = await member(shop, ['PARTS_APPROVAL']);
    expect((await approve(shop, order.order_id, [{ line_id: part.line_id, status: 'IN_PROCESS' }], desk)).statusCode).toBe(200);
    expect((await onHand(shop))?.onHand).toBe('100.000');
    // Straight back to REQUESTED is not a move of the machine.
    const wrong = await approve(shop, order.order_id, [{ line_id: part.line_id, status: 'RETURNED' }], desk);
    expect(wrong.statusCode).toBe(409);
    const issued = await approve(shop, order.order_id, [{ line_id: part.line_id, status: 'ISSUED' }], desk);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().lines.find((l: { kind: string }) => l.kind === 'part').part_status).toBe('ISSUED');
    // The answer is built from what the desk read and wrote: it is the order as a fresh read shows it
    // (the desk may move no order status, the owner may).
    const fresh = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json();
    expect(issued.json()).toEqual({ ...fresh, allowed_moves: [] });
    expect(await onHand(shop)).toEqual({ onHand: '96.000', value: '2400.0000' });
    expect(await movementsOf(shop, 'ORDER', order.order_id)).toEqual([
      { kind: 'ORDER_ISSUE', partId: shop.oilId, quantity: '-4.000', unitCost: '25.0000', value: '-100.0000' },
    ]);
    expect((await api(shop, 'GET', '/api/oms/order/part_approval')).json()).toEqual([]);
    expect((await api(shop, 'GET', '/api/oms/order/part_approval?view=ISSUED')).json()).toHaveLength(1);
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({ action: 'PARTS', detail: { lines: [{ from: 'IN_PROCESS', to: 'ISSUED' }] } });

    // An issued line stays as issued: changing its quantity is refused until it is taken back.
    const { order_type: _type, ...edit } = repairOrder(shop, { parts_break_up: [oilLine(shop, 5)] });
    const changed = await api(shop, 'PUT', `/api/oms/order/v1/${order.order_id}`, edit);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Engine oil has been issued: return it before changing or removing its line');
    // The same lines again keep their status.
    const { order_type: _t2, ...same } = repairOrder(shop, { parts_break_up: [oilLine(shop, 4)] });
    const kept = await api(shop, 'PUT', `/api/oms/order/v1/${order.order_id}`, same);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().lines.find((l: { kind: string }) => l.kind === 'part').part_status).toBe('ISSUED');

    expect((await invoiceOrder(shop, order.order_id)).statusCode).toBe(201);
    expect((await onHand(shop))?.onHand).toBe('96.000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('RETURNED puts an issued part back at its cost; a cancelled order gives back what was issued', async () => {
    const shop = await issuingShop();
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 2), oilLine(shop, 3)] }));
    const [a, b] = order.lines.filter((l: { kind: string }) => l.kind === 'part');
    await request(shop, order.order_id);
    expect(
      (
        await approve(shop, order.order_id, [
          { line_id: a.line_id, status: 'ISSUED' },
          { line_id: b.line_id, status: 'ISSUED' },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await onHand(shop))?.onHand).toBe('95.000');
    await stockUp(shop, shop.oilId, '5', '55.00');
    const back = await approve(shop, order.order_id, [{ line_id: a.line_id, status: 'RETURNED' }]);
    expect(back.statusCode).toBe(200);
    expect((await movementsOf(shop, 'ORDER', order.order_id)).at(-1)).toEqual({
      kind: 'ORDER_RETURN',
      partId: shop.oilId,
      quantity: '2.000',
      unitCost: '25.0000',
      value: '50.0000',
    });
    const reason = await addCancelReason(shop, 'ORDER', 'Not needed');
    expect(
      (await api(shop, 'PUT', `/api/oms/order/${order.order_id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason }))
        .statusCode,
    ).toBe(200);
    expect((await onHand(shop))?.onHand).toBe('105.000');
    const lines = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json().lines;
    expect(lines.filter((l: { kind: string }) => l.kind === 'part').map((l: { part_status: string }) => l.part_status)).toEqual([
      'RETURNED',
      'RETURNED',
    ]);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('issuing more than is on hand is refused with the ledger’s message and nothing changes', async () => {
    const shop = await issuingShop();
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 150)] }));
    const line = order.lines.find((l: { kind: string }) => l.kind === 'part');
    await request(shop, order.order_id);
    const res = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'ISSUED' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not enough stock of Engine oil: 100 on hand, 150 needed');
    const again = (await api(shop, 'GET', `/api/oms/order/data?order_id=${order.order_id}`)).json();
    expect(again.lines.find((l: { kind: string }) => l.kind === 'part').part_status).toBe('REQUESTED');
    expect((await onHand(shop))?.onHand).toBe('100.000');
  });

  it('only the owner and PARTS_APPROVAL approve (others 403); another group’s order is 404; unknown lines 400', async () => {
    const shop = await issuingShop();
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 1)] }));
    const line = order.lines.find((l: { kind: string }) => l.kind === 'part');
    const service = order.lines.find((l: { kind: string }) => l.kind === 'service');
    await request(shop, order.order_id);
    const clerk = await member(shop, ['EDIT_ORDER', 'CREATE_ORDER']);
    const denied = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'ISSUED' }], clerk);
    expect(denied.statusCode).toBe(403);
    expect((await api(shop, 'GET', '/api/oms/order/part_approval', undefined, { session: clerk })).statusCode).toBe(403);
    const stranger = await issuingShop();
    expect((await approve(stranger, order.order_id, [{ line_id: line.line_id, status: 'ISSUED' }])).statusCode).toBe(404);
    expect((await request(stranger, order.order_id)).statusCode).toBe(404);
    const notPart = await approve(shop, order.order_id, [{ line_id: service.line_id, status: 'ISSUED' }]);
    expect(notPart.statusCode).toBe(400);
    const bad = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'FLYING' }]);
    expect(bad.statusCode).toBe(400);
    // Nothing moved.
    expect((await onHand(shop))?.onHand).toBe('100.000');
    // Requesting needs part issuance on.
    const plain = await stockedShop(t);
    const other = await createOrder(plain, repairOrder(plain, { parts_break_up: [oilLine(plain, 1)] }));
    expect((await request(plain, other.order_id)).json().message).toBe('Part issuance is not enabled for this garage');
  });

  it('a counter sale under issuance takes nothing when created: it waits for the desk', async () => {
    const shop = await issuingShop();
    const sale = await createOrder(shop, counterSale(shop, [oilLine(shop, 2)]));
    expect(sale.status).toBe('CREATED');
    expect((await onHand(shop))?.onHand).toBe('100.000');
    const line = sale.lines[0];
    await request(shop, sale.order_id);
    expect((await approve(shop, sale.order_id, [{ line_id: line.line_id, status: 'ISSUED' }])).statusCode).toBe(200);
    expect((await invoiceOrder(shop, sale.order_id)).statusCode).toBe(201);
    expect((await onHand(shop))?.onHand).toBe('98.000');
  });
});

describe('lost sales and part inquiry', () => {
  it('records a lost sale (in the part’s unit) and lists it; another group’s ids are 404', async () => {
    const shop = await stockedShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 2)] }));
    const res = await api(
      shop,
      'POST',
      '/api/oms/lost_sale',
      { part_id: shop.oilId, quantity: 500, unit_id: 2, order_id: order.order_id, reason: 'OUT_OF_STOCK' },
      { headers: { 'idempotency-key': 'lost-1' } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      part_name: 'Engine oil',
      quantity: '0.5',
      unit_symbol: 'l',
      customer_id: shop.customerId,
      external_order_id: order.external_order_id,
      reason: 'OUT_OF_STOCK',
    });
    // A double press records it once.
    const again = await api(
      shop,
      'POST',
      '/api/oms/lost_sale',
      { part_id: shop.oilId, quantity: 500, unit_id: 2, order_id: order.order_id, reason: 'OUT_OF_STOCK' },
      { headers: { 'idempotency-key': 'lost-1' } },
    );
    expect(again.json().lost_sale_id).toBe(res.json().lost_sale_id);
    const byName = await api(shop, 'POST', '/api/oms/lost_sale', {
      part_name: 'Turbo charger',
      quantity: 1,
      reason: 'NOT_STOCKED',
    });
    expect(byName.statusCode).toBe(201);
    const list = (await api(shop, 'GET', '/api/oms/lost_sale')).json();
    expect(list.total_elements).toBe(2);
    expect(list.content.map((l: { part_name: string }) => l.part_name)).toEqual(['Turbo charger', 'Engine oil']);
    expect((await api(shop, 'POST', '/api/oms/lost_sale', { quantity: 1, reason: 'OTHER' })).statusCode).toBe(400);

    const other = await stockedShop(t);
    expect(
      (await api(other, 'POST', '/api/oms/lost_sale', { part_id: shop.oilId, quantity: 1, reason: 'OUT_OF_STOCK' })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(other, 'POST', '/api/oms/lost_sale', {
          part_name: 'X',
          quantity: 1,
          customer_id: shop.customerId,
          reason: 'OTHER',
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(other, 'GET', '/api/oms/lost_sale')).json().total_elements).toBe(0);
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({ action: 'LOST_SALE' });
  });

  it('looks a part up: on hand, reserved by open orders, value and purchase price only where allowed, movements', async () => {
    const shop = await stockedShop(t);
    await createOrder(shop, repairOrder(shop, { parts_break_up: [oilLine(shop, 4)] }));
    await createOrder(shop, counterSale(shop, [oilLine(shop, 1)]));
    const res = await api(shop, 'GET', `/api/oms/stock/part_inquiry/${shop.oilId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      part_name: 'Engine oil',
      unit_symbol: 'l',
      on_hand: '99',
      reserved: '4',
      available: '95',
      value: '2475.00',
      avg_cost: '25.00',
    });
    expect(res.json().movements.map((m: { kind: string }) => m.kind)).toEqual(['COUNTER_SALE', 'OPENING']);
    const restricted = await member(shop, ['VIEW_ORDER', 'PRICE_VIEW_RESTRICTED']);
    const hidden = (
      await api(shop, 'GET', `/api/oms/stock/part_inquiry/${shop.oilId}`, undefined, { session: restricted })
    ).json();
    expect(hidden).toMatchObject({ value: null, avg_cost: null, last_purchase_price: null, on_hand: '99' });
    expect(hidden.movements[0]).toMatchObject({ unit_cost: null, value: null });
    const other = await stockedShop(t);
    expect((await api(other, 'GET', `/api/oms/stock/part_inquiry/${shop.oilId}`)).statusCode).toBe(404);
  });
});
