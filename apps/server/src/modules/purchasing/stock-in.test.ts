import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, stockIn, stockMovement } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addPart, addVendor, approvedPo, onHand, receive } from './test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stockIns = async (shop: Shop) =>
  t.db
    .select({ id: stockIn.id })
    .from(stockIn)
    .where(and(eq(stockIn.groupId, shop.groupId), eq(stockIn.garageId, shop.garageId)));
const movements = async (shop: Shop) =>
  t.db
    .select()
    .from(stockMovement)
    .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.garageId, shop.garageId)));

describe('stock-in (inventory-stock-in, stokin-list)', () => {
  it('receives a purchase order in two parts: stock rises, the order follows, the ledger holds', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const pads = await addPart(shop, { part_name: 'Brake pads' });
    const po = await approvedPo(shop, vendorId, [
      { part_id: pads, quantity: 10, unit_price: '30.00' },
      { part_id: shop.oilId, quantity: 4, unit_price: '9.50' },
    ]);
    const [padLine, oilLine] = po.lines;
    const first = await receive(shop, {
      purchase_order_id: po.purchase_order_id,
      bill_number: 'AN-1001',
      bill_date: '2026-11-20',
      lines: [{ purchase_order_line_id: padLine.line_id, part_id: pads, quantity: 6 }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      stock_in_number: 'SI-00001',
      vendor_id: vendorId,
      po_number: po.po_number,
      bill_number: 'AN-1001',
      received_day: '2026-11-21',
      sub_total: '180.00',
      tax_total: '27.00',
      grand_total: '207.00',
      due_amount: '207.00',
    });
    expect(await onHand(shop, pads)).toBe('6.000');
    let after = (await api(shop, 'GET', `/api/oms/purchase_order/${po.purchase_order_id}`)).json();
    expect(after.status).toBe('PARTIALLY_RECEIVED');
    expect(after.lines.map((l: { received: string; remaining: string }) => [l.received, l.remaining])).toEqual([
      ['6', '4'],
      ['0', '4'],
    ]);
    // The rest, the bill's price for the oil (the line names the part only).
    const second = await receive(shop, {
      purchase_order_id: po.purchase_order_id,
      bill_number: 'AN-1002',
      lines: [
        { part_id: pads, quantity: 4 },
        { purchase_order_line_id: oilLine.line_id, part_id: shop.oilId, quantity: 4, unit_price: '9.00' },
      ],
    });
    expect(second.json().stock_in_number).toBe('SI-00002');
    expect(await onHand(shop, pads)).toBe('10.000');
    expect(await onHand(shop, shop.oilId)).toBe('4.000');
    after = (await api(shop, 'GET', `/api/oms/purchase_order/${po.purchase_order_id}`)).json();
    expect(after).toMatchObject({ status: 'RECEIVED', allowed_moves: ['CLOSED'] });
    expect(after.stock_ins.map((s: { stock_in_number: string }) => s.stock_in_number)).toEqual(['SI-00001', 'SI-00002']);
    // Each line is a STOCK_IN movement of its document, at the purchase price excluding tax.
    const moves = await movements(shop);
    expect(moves.map((m) => [m.kind, m.docKind, m.docNumber, m.quantity, m.unitCost])).toEqual(
      expect.arrayContaining([
        ['STOCK_IN', 'STOCK_IN', 'SI-00001', '6.000', '30.0000'],
        ['STOCK_IN', 'STOCK_IN', 'SI-00002', '4.000', '9.0000'],
      ]),
    );
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
    // The part's purchase price is the last received; the history lists receipts newest first.
    const [oil] = await t.db.select({ price: part.purchasePrice }).from(part).where(eq(part.id, shop.oilId));
    expect(oil?.price).toBe('9.0000');
    const history = (await api(shop, 'GET', `/api/oms/part/${pads}/purchase_price_history`)).json();
    expect(history).toMatchObject({ part_name: 'Brake pads', purchase_price: '30.00', total_elements: 2 });
    expect(history.content.map((h: { stock_in_number: string; quantity: string }) => [h.stock_in_number, h.quantity])).toEqual([
      ['SI-00002', '4'],
      ['SI-00001', '6'],
    ]);
    const list = (await api(shop, 'GET', `/api/oms/stock_purchase?vendor_id=${vendorId}`)).json();
    expect(list.content.map((s: { stock_in_number: string }) => s.stock_in_number)).toEqual(['SI-00002', 'SI-00001']);
    expect((await api(shop, 'GET', '/api/oms/stock_purchase?q=AN-1001')).json().total_elements).toBe(1);
  });

  it('never receives more than is left on a line: refused with a message, nothing written', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const po = await approvedPo(shop, vendorId, [{ part_id: shop.oilId, quantity: 5, unit_price: 10 }]);
    expect(
      (await receive(shop, { purchase_order_id: po.purchase_order_id, lines: [{ part_id: shop.oilId, quantity: 3 }] }))
        .statusCode,
    ).toBe(201);
    const over = await receive(shop, { purchase_order_id: po.purchase_order_id, lines: [{ part_id: shop.oilId, quantity: 3 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Only 2 of "Engine oil" is left to receive on this purchase order');
    // Two lines of one order line add up before the check.
    const split = await receive(shop, {
      purchase_order_id: po.purchase_order_id,
      lines: [
        { part_id: shop.oilId, quantity: 1, purchase_order_line_id: po.lines[0].line_id },
        { part_id: shop.oilId, quantity: '1.5', purchase_order_line_id: po.lines[0].line_id },
      ],
    });
    expect(split.statusCode).toBe(400);
    expect(await stockIns(shop)).toHaveLength(1);
    expect(await onHand(shop, shop.oilId)).toBe('3.000');
    expect(await movements(shop)).toHaveLength(1);
    // Numbers are not used up by refusals.
    const rest = await receive(shop, { purchase_order_id: po.purchase_order_id, lines: [{ part_id: shop.oilId, quantity: 2 }] });
    expect(rest.json().stock_in_number).toBe('SI-00002');
  });

  it('refuses other bad input with messages in English and Spanish, writing nothing', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const pads = await addPart(shop);
    const draft = await api(shop, 'POST', '/api/oms/purchase_order', {
      vendor_id: vendorId,
      lines: [{ part_id: pads, quantity: 1, unit_price: 1 }],
    });
    const po = draft.json();
    const notApproved = await receive(shop, { purchase_order_id: po.purchase_order_id, lines: [{ part_id: pads, quantity: 1 }] });
    expect(notApproved.json().message).toBe(`Purchase order ${po.po_number} is DRAFT: it cannot be received`);
    const approved = await approvedPo(shop, vendorId, [{ part_id: pads, quantity: 2, unit_price: 1 }]);
    const wrongPart = await receive(shop, {
      purchase_order_id: approved.purchase_order_id,
      lines: [{ part_id: shop.oilId, quantity: 1 }],
    });
    expect(wrongPart.json().message).toBe(`A line of the stock-in is not on purchase order ${approved.po_number}`);
    const otherVendor = await receive(shop, {
      purchase_order_id: approved.purchase_order_id,
      vendor_id: await addVendor(shop),
      lines: [{ part_id: pads, quantity: 1 }],
    });
    expect(otherVendor.json().message).toBe('The stock-in must be from the vendor of the purchase order');
    const future = await receive(
      shop,
      { vendor_id: vendorId, bill_date: '2026-11-22', lines: [{ part_id: pads, quantity: 1, unit_price: 1 }] },
      { headers: { 'accept-language': 'es' } },
    );
    expect(future.json().message).toBe('La fecha de la factura del proveedor no puede ser posterior a hoy');
    const billWithoutVendor = await receive(shop, { bill_number: 'X-1', lines: [{ part_id: pads, quantity: 1, unit_price: 1 }] });
    expect(billWithoutVendor.json().message).toBe('A vendor bill needs its vendor');
    const negative = await receive(shop, { vendor_id: vendorId, lines: [{ part_id: pads, quantity: 1, unit_price: '-1' }] });
    expect(negative.statusCode).toBe(400);
    const none = await receive(shop, { vendor_id: vendorId, lines: [] });
    expect(none.statusCode).toBe(400);
    expect(await stockIns(shop)).toHaveLength(0);
    expect(await movements(shop)).toHaveLength(0);
  });

  it('receives batches with expiry and serial numbers of tracked parts, and asks for them when missing', async () => {
    const shop = await saudiShop(t, { batch_serial_enabled: true });
    const vendorId = await addVendor(shop);
    const coolant = await addPart(shop, { part_name: 'Coolant', tracking: 'BATCH' });
    const battery = await addPart(shop, { part_name: 'Battery', tracking: 'SERIAL' });
    const missing = await receive(shop, { vendor_id: vendorId, lines: [{ part_id: coolant, quantity: 5, unit_price: 8 }] });
    expect(missing.statusCode).toBe(400);
    const res = await receive(shop, {
      vendor_id: vendorId,
      bill_number: 'B-77',
      lines: [
        {
          part_id: coolant,
          quantity: 5,
          unit_price: 8,
          lots: [
            { code: 'LOT-A', expiry_date: '2027-06-30', quantity: 3 },
            { code: 'LOT-B', expiry_date: '2027-09-30', quantity: 2 },
          ],
        },
        {
          part_id: battery,
          quantity: 2,
          unit_price: 150,
          lots: [
            { code: 'SN-001', quantity: 1 },
            { code: 'SN-002', quantity: 1 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lines[0].lots).toEqual([
      { code: 'LOT-A', expiry_date: '2027-06-30', quantity: '3' },
      { code: 'LOT-B', expiry_date: '2027-09-30', quantity: '2' },
    ]);
    expect(await onHand(shop, battery)).toBe('2.000');
    // The same serial number cannot come in twice.
    const again = await receive(shop, {
      vendor_id: vendorId,
      lines: [{ part_id: battery, quantity: 1, unit_price: 150, lots: [{ code: 'SN-001', quantity: 1 }] }],
    });
    expect(again.statusCode).toBe(400);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('answers one stock-in to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const body = { vendor_id: vendorId, lines: [{ part_id: shop.oilId, quantity: 2, unit_price: 5 }] };
    const headers = { 'idempotency-key': 'si-key-1' };
    const a = await receive(shop, body, { headers });
    const b = await receive(shop, body, { headers });
    expect(b.json().stock_in_id).toBe(a.json().stock_in_id);
    expect(await onHand(shop, shop.oilId)).toBe('2.000');
  });

  it("answers 404 for another group's ids, 403 without the role, and hides purchase prices from PRICE_VIEW_RESTRICTED", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    const theirPo = await approvedPo(other, theirVendor, [{ part_id: other.oilId, quantity: 5, unit_price: 1 }]);
    const theirs = (
      await receive(other, { vendor_id: theirVendor, lines: [{ part_id: other.oilId, quantity: 1, unit_price: 1 }] })
    ).json();
    expect((await api(shop, 'GET', `/api/oms/stock_purchase/${theirs.stock_in_id}`)).statusCode).toBe(404);
    expect(
      (await receive(shop, { purchase_order_id: theirPo.purchase_order_id, lines: [{ part_id: other.oilId, quantity: 1 }] }))
        .statusCode,
    ).toBe(404);
    expect((await receive(shop, { vendor_id: theirVendor, lines: [{ part_id: shop.oilId, quantity: 1 }] })).statusCode).toBe(404);
    expect((await api(shop, 'GET', `/api/oms/part/${other.oilId}/purchase_price_history`)).statusCode).toBe(404);
    const viewer = await member(shop, ['VIEW_INVENTORY']);
    const mineVendor = await addVendor(shop);
    expect(
      (await receive(shop, { vendor_id: mineVendor, lines: [{ part_id: shop.oilId, quantity: 1 }] }, { session: viewer }))
        .statusCode,
    ).toBe(403);
    const mine = (
      await receive(shop, { vendor_id: mineVendor, lines: [{ part_id: shop.oilId, quantity: 1, unit_price: 4 }] })
    ).json();
    const restricted = await member(shop, ['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED']);
    const seen = (
      await api(shop, 'GET', `/api/oms/stock_purchase/${mine.stock_in_id}`, undefined, { session: restricted })
    ).json();
    expect(seen).toMatchObject({ prices_hidden: true, grand_total: null, due_amount: null });
    expect(seen.lines[0]).toMatchObject({ unit_price: null, quantity: '1' });
    const history = await api(shop, 'GET', `/api/oms/part/${shop.oilId}/purchase_price_history`, undefined, {
      session: restricted,
    });
    expect(history.statusCode).toBe(403);
  });
});
