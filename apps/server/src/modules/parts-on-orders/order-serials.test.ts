import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { salesOrder } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { getInvoice, invoiceOrder, orderStatus } from '../invoices/test-bills.ts';
import { addCancelReason, api, createOrder, member, repairOrder, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';
import { partLinesFromJson, partLinesJson, partLinesOf } from './order-stock.repository.ts';
import { counterSale, oilLine, setProperty } from './parts-test-kit.ts';
import {
  addSerialPart,
  batteryLine,
  lineSerials,
  orderData,
  type SerialShop,
  serialMoves,
  serialShop,
  serialsInStock,
  stockSerials,
} from './serial-test-kit.ts';

// Serial numbers on orders (decision 056 addendum): sold, billed, issued and given back by number.
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
const post = (shop: Shop, body: object) => api(shop, 'POST', '/api/oms/order/order', body);
const edit = (shop: Shop, orderId: number, body: object) => api(shop, 'PUT', `/api/oms/order/v1/${orderId}`, body);
const voidBill = (shop: Shop, orderId: number) =>
  api(shop, 'GET', `/api/oms/invoice/void?order_id=${orderId}&cancel_reason=${encodeURIComponent('Wrong bill')}`);
const picker = (shop: Shop, partId: number, orderId?: number, session?: Shop['s']) =>
  api(shop, 'GET', `/api/oms/stock/part_serials/${partId}${orderId ? `?order_id=${orderId}` : ''}`, undefined, {
    ...(session ? { session } : {}),
  });
const credit = (shop: Shop, invoiceId: number, lines: object[]) =>
  api(shop, 'POST', '/api/oms/order_return/credit_note', {
    invoice_id: invoiceId,
    lines,
    reason: 'Faulty',
    settlement: 'CREDIT',
  });
const batteryOf = (doc: { lines: Array<{ kind: string; line_id: number; item_id: number | null }> }, shop: SerialShop) =>
  doc.lines.find((l) => l.kind === 'part' && l.item_id === shop.batteryId)!;

describe('counter sales by serial number', () => {
  it('takes exactly the serial numbers named; the sale and its bill show them; billing takes nothing more', async () => {
    const shop = await serialShop(t);
    const sale = await createOrder(shop, counterSale(shop, [batteryLine(shop, ['BAT-3', 'BAT-1']), oilLine(shop, 2)]));
    expect(lineSerials(sale)).toEqual([['BAT-3', 'BAT-1'], []]);
    expect(lineSerials(await orderData(shop, sale.order_id))).toEqual([['BAT-3', 'BAT-1'], []]);
    expect(await serialMoves(shop, 'COUNTER_SALE', sale.order_id)).toEqual([
      { kind: 'COUNTER_SALE', code: 'BAT-3', quantity: '-1.000' },
      { kind: 'COUNTER_SALE', code: 'BAT-1', quantity: '-1.000' },
    ]);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-4']);
    const bill = await invoiceOrder(shop, sale.order_id);
    expect(bill.statusCode).toBe(201);
    expect(lineSerials(bill.json())).toEqual([['BAT-3', 'BAT-1'], []]);
    expect(await serialMoves(shop, 'INVOICE', bill.json().invoice_id)).toEqual([]);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('an edit gives back the serial numbers dropped and takes the ones added; a cancel gives back all', async () => {
    const shop = await serialShop(t);
    const sale = await createOrder(shop, counterSale(shop, [batteryLine(shop, ['BAT-1', 'BAT-2'])]));
    // A counter sale is edited as it is billed (PREPARE_INVOICE's final edit).
    const bill = await invoiceOrder(shop, sale.order_id, { order: counterSale(shop, [batteryLine(shop, ['BAT-2', 'BAT-4'])]) });
    expect(bill.statusCode).toBe(201);
    expect(lineSerials(await orderData(shop, sale.order_id))).toEqual([['BAT-2', 'BAT-4']]);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-3']);
    expect((await serialMoves(shop, 'COUNTER_SALE', sale.order_id)).slice(2)).toEqual([
      { kind: 'ORDER_RETURN', code: 'BAT-1', quantity: '1.000' },
      { kind: 'COUNTER_SALE', code: 'BAT-4', quantity: '-1.000' },
    ]);
    const other = await createOrder(shop, counterSale(shop, [batteryLine(shop, ['BAT-1', 'BAT-3'])]));
    expect(await serialsInStock(shop)).toEqual([]);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    const cancelled = await api(shop, 'PUT', `/api/oms/order/${other.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: reason,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-3']);
    // Nothing holds them any more: another sale may take them.
    expect((await post(shop, counterSale(shop, [batteryLine(shop, ['BAT-3'])]))).statusCode).toBe(201);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('refuses wrong serial numbers with a 400 and a message, and writes nothing', async () => {
    const shop = await serialShop(t);
    const drill = await addSerialPart(shop, 'Drill');
    await stockSerials(shop, drill, ['DR-1']);
    const sister = await sisterShop(t, shop);
    await setProperty(sister, 'batch_serial_enabled', true);
    const theirBattery = await addSerialPart(sister, 'Battery 65Ah');
    await stockSerials(sister, theirBattery, ['SIS-1']);
    await createOrder(shop, counterSale(shop, [batteryLine(shop, ['BAT-4'])]));
    const before = await ordersOf(shop);
    const refusals: Array<[object[], string]> = [
      [[batteryLine(shop)], 'Choose the serial numbers of Battery 65Ah: 1 needed, 0 chosen'],
      [[batteryLine(shop, ['BAT-1'], 2)], 'Choose the serial numbers of Battery 65Ah: 2 needed, 1 chosen'],
      [[batteryLine(shop, ['BAT-1', 'BAT-1'])], 'Serial number BAT-1 of Battery 65Ah is named twice'],
      [[batteryLine(shop, ['NOPE'])], 'Serial number NOPE is not a serial number of Battery 65Ah in this garage'],
      // A serial number of another part, of another garage of the group.
      [[batteryLine(shop, ['DR-1'])], 'Serial number DR-1 is not a serial number of Battery 65Ah in this garage'],
      [[batteryLine(shop, ['SIS-1'])], 'Serial number SIS-1 is not a serial number of Battery 65Ah in this garage'],
      [[batteryLine(shop, ['BAT-4'])], 'Serial number BAT-4 of Battery 65Ah is not in stock: it has already been issued'],
      [[oilLine(shop, 1, { serials: ['X'] })], 'Engine oil is not sold by serial number here: leave its serial numbers out'],
      [
        [{ part_name: 'Used battery', quantity: 1, unit_price: '10', serials: ['X'] }],
        'Used battery is not sold by serial number here: leave its serial numbers out',
      ],
    ];
    for (const [parts, message] of refusals) {
      const res = await post(shop, counterSale(shop, parts));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const spanish = await api(shop, 'POST', '/api/oms/order/order', counterSale(shop, [batteryLine(shop, ['NOPE'])]), {
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().message).toBe('El número de serie NOPE no es un número de serie de Battery 65Ah en este taller');
    const quote = await api(shop, 'POST', '/api/oms/quotes', {
      ...repairOrder(shop, { estimated_delivery_time: null }),
      parts_break_up: [batteryLine(shop, ['BAT-1'])],
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe('Serial numbers are chosen on the order, not on the quotation');
    expect(await ordersOf(shop)).toBe(before);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3']);
  });

  it('a garage that does not track serial numbers refuses them and sells the part by quantity', async () => {
    const shop = await saudiShop(t);
    const battery = await addSerialPart(shop);
    const res = await post(
      shop,
      counterSale(shop, [{ ...oilLine(shop, 1), part_id: battery, part_name: 'Battery 65Ah', serials: ['BAT-1'] }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Battery 65Ah is not sold by serial number here: leave its serial numbers out');
  });
});

describe('repair orders by serial number', () => {
  it("reads an order's part lines the same in one statement with the parties (partLinesJson) as partLinesOf", async () => {
    const shop = await serialShop(t);
    const order = await createOrder(
      shop,
      repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-4', 'BAT-2']), oilLine(shop, 3)] }),
    );
    const expected = await partLinesOf(t.db, shop.groupId, [order.order_id]);
    expect(expected.map((l) => l.serials)).toEqual([['BAT-4', 'BAT-2'], []]);
    const [row] = await queryRows<{ lines: Parameters<typeof partLinesFromJson>[0] }>(
      t.db,
      sql`select ${partLinesJson(shop.groupId, order.order_id)} as lines`,
    );
    expect(partLinesFromJson(row!.lines)).toEqual(expected);
  });

  it('holds the serial numbers it names: another open order cannot name them, the picker leaves them out', async () => {
    const shop = await serialShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-2'])] }));
    // Held, not taken: the shelf still has it until the bill.
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    const other = await post(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-2'])] }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(`Serial number BAT-2 of Battery 65Ah is already on order ${order.external_order_id}`);
    const sale = await post(shop, counterSale(shop, [batteryLine(shop, ['BAT-2'])]));
    expect(sale.statusCode).toBe(400);
    expect((await picker(shop, shop.batteryId)).json()).toEqual({
      part_id: shop.batteryId,
      tracking: 'SERIAL',
      serial_tracked: true,
      serials: ['BAT-1', 'BAT-3', 'BAT-4'],
    });
    expect((await picker(shop, shop.batteryId, order.order_id)).json().serials).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect((await picker(shop, shop.oilId)).json()).toMatchObject({ tracking: 'NONE', serial_tracked: false, serials: [] });
    // An edit that drops it lets it go.
    const edited = await edit(shop, order.order_id, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3'])] }));
    expect(edited.statusCode).toBe(200);
    expect((await post(shop, counterSale(shop, [batteryLine(shop, ['BAT-2'])]))).statusCode).toBe(201);
  });

  it('the bill takes the serial numbers named (and refuses a line without them); a void puts them back and holds them again', async () => {
    const shop = await serialShop(t);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, undefined, 2)] }));
    const early = await invoiceOrder(shop, order.order_id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Choose the serial numbers of Battery 65Ah: 2 needed, 0 chosen');
    // PREPARE_INVOICE's final edit names them as it bills.
    const bill = await invoiceOrder(shop, order.order_id, {
      order: repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1', 'BAT-4'])] }),
    });
    expect(bill.statusCode).toBe(201);
    const invoiceId = bill.json().invoice_id;
    expect(lineSerials(await getInvoice(shop, invoiceId))).toEqual([['BAT-1', 'BAT-4']]);
    expect(await serialMoves(shop, 'INVOICE', invoiceId)).toEqual([
      { kind: 'ORDER_ISSUE', code: 'BAT-1', quantity: '-1.000' },
      { kind: 'ORDER_ISSUE', code: 'BAT-4', quantity: '-1.000' },
    ]);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-3']);
    expect((await voidBill(shop, order.order_id)).statusCode).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect((await serialMoves(shop, 'INVOICE', invoiceId)).slice(2)).toEqual([
      { kind: 'ORDER_RETURN', code: 'BAT-1', quantity: '1.000' },
      { kind: 'ORDER_RETURN', code: 'BAT-4', quantity: '1.000' },
    ]);
    // The order is open again and holds them again.
    const other = await post(shop, counterSale(shop, [batteryLine(shop, ['BAT-4'])]));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain(order.external_order_id);
    expect((await invoiceOrder(shop, order.order_id)).statusCode).toBe(201);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-3']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a split bill takes them with the customer’s share; voiding both shares puts them back', async () => {
    const shop = await serialShop(t);
    const partner = await api(shop, 'POST', '/api/oms/insurance_partner', { name: 'Tawuniya', tax_number: '300000000000003' });
    expect(partner.statusCode).toBe(201);
    const order = await createOrder(
      shop,
      repairOrder(shop, {
        parts_break_up: [batteryLine(shop, ['BAT-2', 'BAT-3'], 2, { insurance_percentage: '70', customer_percentage: '30' })],
      }),
    );
    const bill = await invoiceOrder(shop, order.order_id, { insurance_partner_id: partner.json().id });
    expect(bill.statusCode).toBe(201);
    const customerBill = bill.json();
    expect(customerBill.share).toBe('CUSTOMER');
    expect(lineSerials(customerBill)).toEqual([['BAT-2', 'BAT-3']]);
    expect((await serialMoves(shop, 'INVOICE', customerBill.invoice_id)).map((m) => m.code)).toEqual(['BAT-2', 'BAT-3']);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-4']);
    expect((await voidBill(shop, order.order_id)).statusCode).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a summary invoice takes the serial numbers of every order it covers', async () => {
    const shop = await serialShop(t);
    const a = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1'])] }));
    const b = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3'])] }));
    const res = await api(shop, 'POST', '/api/oms/summary_invoice', {
      customer_id: shop.customerId,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(res.statusCode).toBe(201);
    expect((await serialMoves(shop, 'INVOICE', res.json().invoice_id)).map((m) => m.code)).toEqual(['BAT-1', 'BAT-3']);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-4']);
    // Voided through its first order, the summary gives every order back.
    expect((await voidBill(shop, a.order_id)).statusCode).toBe(200);
    expect(await orderStatus(shop, b.order_id)).toBe('VEHICLE_READY');
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    // Both orders hold theirs again.
    expect((await picker(shop, shop.batteryId)).json().serials).toEqual(['BAT-2', 'BAT-4']);
    expect((await picker(shop, shop.batteryId, b.order_id)).json().serials).toEqual(['BAT-2', 'BAT-3', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a credit note puts back the serial numbers named, or all of a line when they are all that comes back', async () => {
    const shop = await serialShop(t);
    const order = await createOrder(
      shop,
      repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1', 'BAT-2', 'BAT-3'])] }),
    );
    const bill = (await invoiceOrder(shop, order.order_id)).json();
    const line = batteryOf(bill, shop);
    const unsaid = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 1 }]);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().message).toBe('Say which serial numbers of Battery 65Ah come back');
    const stranger = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 1, serials: ['BAT-4'] }]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(
      'Serial number BAT-4 of Battery 65Ah was not sold on this bill or has already come back',
    );
    const miscount = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 2, serials: ['BAT-2'] }]);
    expect(miscount.statusCode).toBe(400);
    const first = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 1, serials: ['BAT-2'] }]);
    expect(first.statusCode).toBe(201);
    expect(await serialMoves(shop, 'CREDIT_NOTE', first.json().credit_note_id)).toEqual([
      { kind: 'ORDER_RETURN', code: 'BAT-2', quantity: '1.000' },
    ]);
    expect(await serialsInStock(shop)).toEqual(['BAT-2', 'BAT-4']);
    // Back once only.
    const again = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 1, serials: ['BAT-2'] }]);
    expect(again.statusCode).toBe(400);
    // The rest of the line: the two still out, without naming them.
    const rest = await credit(shop, bill.invoice_id, [{ line_id: line.line_id, quantity: 2 }]);
    expect(rest.statusCode).toBe(201);
    expect((await serialMoves(shop, 'CREDIT_NOTE', rest.json().credit_note_id)).map((m) => m.code)).toEqual(['BAT-1', 'BAT-3']);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    // Back on the shelf and free: another order may sell them.
    expect((await post(shop, counterSale(shop, [batteryLine(shop, ['BAT-1'])]))).statusCode).toBe(201);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a credit note of a counter sale puts its serial numbers back', async () => {
    const shop = await serialShop(t);
    const sale = await createOrder(shop, counterSale(shop, [batteryLine(shop, ['BAT-2'])]));
    const bill = (await invoiceOrder(shop, sale.order_id)).json();
    const res = await api(shop, 'POST', '/api/oms/order_return/credit_note', {
      invoice_id: bill.invoice_id,
      complete_ro: true,
      reason: 'Wrong size',
      settlement: 'CREDIT',
    });
    expect(res.statusCode).toBe(201);
    expect(await serialMoves(shop, 'CREDIT_NOTE', res.json().credit_note_id)).toEqual([
      { kind: 'ORDER_RETURN', code: 'BAT-2', quantity: '1.000' },
    ]);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });
});

describe('the parts desk issues by serial number', () => {
  const approve = (shop: Shop, orderId: number, lines: object[]) =>
    api(shop, 'PUT', `/api/oms/order/${orderId}/part_approval`, { lines });

  it('issues the serial numbers the desk hands out (the line’s by default); RETURNED and a cancel put them back', async () => {
    const shop = await serialShop(t, { part_issuance_enabled: true });
    await setProperty(shop, 'part_issuance_enabled', true);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1'], 1)] }));
    const line = batteryOf(order, shop);
    await api(shop, 'PUT', `/api/oms/order/${order.order_id}/part_request`, {});
    const queue = (await api(shop, 'GET', '/api/oms/order/part_approval')).json();
    expect(queue).toEqual([expect.objectContaining({ line_id: line.line_id, serials: ['BAT-1'], serial_count: 1 })]);
    // The desk hands out another one than the line named.
    const wrong = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'ISSUED', serials: ['BAT-1', 'BAT-2'] }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose the serial numbers of Battery 65Ah: 1 needed, 2 chosen');
    const notYet = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'IN_PROCESS', serials: ['BAT-2'] }]);
    expect(notYet.statusCode).toBe(400);
    const issued = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'ISSUED', serials: ['BAT-3'] }]);
    expect(issued.statusCode).toBe(200);
    expect(lineSerials(issued.json())).toEqual([['BAT-3']]);
    expect(issued.json()).toEqual({ ...(await orderData(shop, order.order_id)), allowed_moves: issued.json().allowed_moves });
    expect(await serialMoves(shop, 'ORDER', order.order_id)).toEqual([
      { kind: 'ORDER_ISSUE', code: 'BAT-3', quantity: '-1.000' },
    ]);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-4']);
    // BAT-1 is free again, BAT-3 is this order's.
    expect((await picker(shop, shop.batteryId)).json().serials).toEqual(['BAT-1', 'BAT-2', 'BAT-4']);
    // An edit must keep the issued line's serial numbers.
    const changed = await edit(shop, order.order_id, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-4'])] }));
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Battery 65Ah has been issued: return it before changing or removing its line');
    const kept = await edit(shop, order.order_id, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-3'])] }));
    expect(kept.statusCode).toBe(200);
    // An edit writes the lines anew.
    const again = batteryOf(kept.json(), shop);
    expect(again).toMatchObject({ part_status: 'ISSUED', serials: ['BAT-3'] });
    const back = await approve(shop, order.order_id, [{ line_id: again.line_id, status: 'RETURNED' }]);
    expect(back.statusCode).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    // Asked for again and issued again by the line's serial number, then the order is cancelled.
    await api(shop, 'PUT', `/api/oms/order/${order.order_id}/part_request`, {});
    expect((await approve(shop, order.order_id, [{ line_id: again.line_id, status: 'ISSUED' }])).statusCode).toBe(200);
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-4']);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    await api(shop, 'PUT', `/api/oms/order/${order.order_id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason });
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect((await picker(shop, shop.batteryId)).json().serials).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('refuses to issue a serial part without its serial numbers', async () => {
    const shop = await serialShop(t, { part_issuance_enabled: true });
    await setProperty(shop, 'part_issuance_enabled', true);
    const order = await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, undefined, 2)] }));
    const line = batteryOf(order, shop);
    await api(shop, 'PUT', `/api/oms/order/${order.order_id}/part_request`, {});
    const res = await approve(shop, order.order_id, [{ line_id: line.line_id, status: 'ISSUED' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose the serial numbers of Battery 65Ah: 2 needed, 0 chosen');
    expect(await serialsInStock(shop)).toEqual(['BAT-1', 'BAT-2', 'BAT-3', 'BAT-4']);
  });
});

describe('the serial picker’s list', () => {
  it('answers 404 for another group’s part and 403 without an order, inventory or parts role', async () => {
    const shop = await serialShop(t);
    const other = await serialShop(t);
    expect((await picker(shop, other.batteryId)).statusCode).toBe(404);
    const accountant = await member(shop, ['ACCOUNTS_MANAGEMENT']);
    expect((await picker(shop, shop.batteryId, undefined, accountant)).statusCode).toBe(403);
    const desk = await member(shop, ['PARTS_APPROVAL']);
    expect((await picker(shop, shop.batteryId, undefined, desk)).statusCode).toBe(200);
    expect((await api(shop, 'GET', `/api/oms/stock/part_serials/${shop.batteryId}?order_id=abc`)).statusCode).toBe(400);
  });
});

describe('tenancy of holds', () => {
  it('a serial number of the same code in another garage is another piece', async () => {
    const shop = await serialShop(t);
    const sister = await sisterShop(t, shop);
    await setProperty(sister, 'batch_serial_enabled', true);
    const theirs = await addSerialPart(sister);
    await stockSerials(sister, theirs, ['BAT-1']);
    await createOrder(shop, repairOrder(shop, { parts_break_up: [batteryLine(shop, ['BAT-1'])] }));
    const res = await post(sister, counterSale(sister, [{ ...batteryLine(shop, ['BAT-1']), part_id: theirs }]));
    expect(res.statusCode).toBe(201);
    const rows = await t.db
      .select({ n: count() })
      .from(salesOrder)
      .where(and(eq(salesOrder.groupId, shop.groupId), eq(salesOrder.garageId, sister.garageId)));
    expect(rows[0]?.n).toBe(1);
  });
});
