import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partStock, purchaseActivity, stockLot, stockMovement } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addPart, addVendor, onHand, receive } from './test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A vendor bill of `quantity` engine oil at `price` + 15% VAT. */
async function bill(shop: Shop, vendorId: number, quantity: number, price: number) {
  const res = await receive(shop, {
    vendor_id: vendorId,
    bill_number: `B-${quantity}-${price}`,
    bill_date: '2026-11-01',
    lines: [{ part_id: shop.oilId, quantity, unit_price: price, tax_category_id: shop.vat }],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

const lineOf = async (shop: Shop, vendorId: number, stockInId: number) =>
  (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`))
    .json()
    .content.find((l: { stock_in_id: number }) => l.stock_in_id === stockInId);

async function giveBack(
  shop: Shop,
  vendorId: number,
  lineId: number,
  quantity: string,
  settlement = 'ADJUST_DUES',
  lots?: object[],
) {
  const res = await api(shop, 'POST', '/api/oms/vendor_credit_note', {
    vendor_id: vendorId,
    reason: 'Wrong grade',
    settlement,
    lines: [{ stock_in_line_id: lineId, quantity, ...(lots ? { lots } : {}) }],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

const cancel = (shop: Shop, id: number, reason = 'Vendor would not take them back', options: object = {}) =>
  api(shop, 'PUT', `/api/oms/vendor_credit_note/${id}/cancel`, { reason }, options);

async function stockOf(shop: Shop, partId: number) {
  const [row] = await t.db
    .select({ q: partStock.runningStock, value: partStock.stockValue, avg: partStock.avgCost })
    .from(partStock)
    .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.garageId, shop.garageId), eq(partStock.partId, partId)));
  return row;
}

describe('cancelling a vendor credit note (VCN-n)', () => {
  it('puts the parts back at the value they left at, owes the bill again and keeps the number', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Al Noor' });
    // 10 at 10.00 and 10 at 14.00: the average is 12.00, so the 3 returned leave stock at 36.00, not 30.00.
    const first = await bill(shop, vendorId, 10, 10);
    await bill(shop, vendorId, 10, 14);
    const before = await stockOf(shop, shop.oilId);
    const line = await lineOf(shop, vendorId, first.stock_in_id);
    const cn = await giveBack(shop, vendorId, line.stock_in_line_id, '3');
    expect(cn).toMatchObject({
      credit_note_number: 'VCN-00001',
      grand_total: '34.50',
      adjusted_amount: '34.50',
      status: 'ACTIVE',
    });
    expect(await onHand(shop, shop.oilId)).toBe('17.000');
    let dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0].due_amount).toBe('241.50');

    const res = await cancel(shop, cn.credit_note_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credit_note_number: 'VCN-00001',
      status: 'CANCELLED',
      cancel_reason: 'Vendor would not take them back',
      cancelled_at: t.clock.now().toISOString(),
      cancelled_by_name: expect.any(String),
      open_amount: '0.00',
      // What it was, kept as history.
      grand_total: '34.50',
      adjusted_amount: '34.50',
    });
    // Stock, its value and the average are exactly as before the return.
    expect(await stockOf(shop, shop.oilId)).toEqual(before);
    const moves = await t.db
      .select({
        kind: stockMovement.kind,
        quantity: stockMovement.quantity,
        value: stockMovement.value,
        doc: stockMovement.docNumber,
      })
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, 'VENDOR_CREDIT_NOTE')))
      .orderBy(stockMovement.id);
    expect(moves).toEqual([
      { kind: 'VENDOR_RETURN', quantity: '-3.000', value: '-36.0000', doc: 'VCN-00001' },
      { kind: 'VENDOR_RETURN_CANCEL', quantity: '3.000', value: '36.0000', doc: 'VCN-00001' },
    ]);
    // The bill is owed in full again, and the line can be returned again.
    dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0].due_amount).toBe('276.00');
    expect(dues[0].bills.find((b: { stock_in_id: number }) => b.stock_in_id === first.stock_in_id)).toMatchObject({
      credited_amount: '0.00',
      due_amount: '115.00',
    });
    expect(await lineOf(shop, vendorId, first.stock_in_id)).toMatchObject({ returned: '0', returnable: '10' });
    const activity = await t.db
      .select({ subject: purchaseActivity.subject, action: purchaseActivity.action })
      .from(purchaseActivity)
      .where(and(eq(purchaseActivity.groupId, shop.groupId), eq(purchaseActivity.action, 'UNCREDITED')));
    expect(activity).toEqual([{ subject: 'STOCK_IN', action: 'UNCREDITED' }]);

    // The PDF still prints, marked cancelled with the reason.
    const link = (await api(shop, 'POST', `/api/oms/vendor_credit_note/${cn.credit_note_id}/share`, {})).json();
    const url = new URL(link.url);
    const pdf = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const text = all((await pdfText(pdf.rawPayload)).pages);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Vendor would not take them back');

    // Once only; no refund, no adjustment on it; not listed as open; the next note takes a new number.
    const again = await cancel(shop, cn.credit_note_id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Credit note VCN-00001 is cancelled');
    const refund = await api(shop, 'POST', '/api/oms/vendor_refund', {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '1',
      method: 'CASH',
      transaction_date: '2026-11-21',
    });
    expect(refund.json().message).toBe('Credit note VCN-00001 is cancelled');
    expect((await api(shop, 'PUT', `/api/oms/vendor_credit_note/${cn.credit_note_id}/adjust`)).statusCode).toBe(400);
    const open = (await api(shop, 'GET', `/api/oms/vendor_credit_note?vendor_id=${vendorId}&open_only=true`)).json();
    expect(open.content).toEqual([]);
    const next = await giveBack(shop, vendorId, line.stock_in_line_id, '1', 'REFUND');
    expect(next.credit_note_number).toBe('VCN-00002');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('is refused once the vendor refunded anything on it; nothing moves', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const si = await bill(shop, vendorId, 5, 10);
    const cn = await giveBack(shop, vendorId, (await lineOf(shop, vendorId, si.stock_in_id)).stock_in_line_id, '2', 'REFUND');
    const refunded = await api(shop, 'POST', '/api/oms/vendor_refund', {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '5',
      method: 'CASH',
      transaction_date: '2026-11-21',
    });
    expect(refunded.statusCode).toBe(201);
    const res = await cancel(shop, cn.credit_note_id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The vendor has refunded SAR\s5\.00 on credit note VCN-00001: it cannot be cancelled$/);
    const es = await cancel(shop, cn.credit_note_id, 'x', { headers: { 'accept-language': 'es' } });
    expect(es.json().message).toMatch(/no se puede anular$/);
    expect(await onHand(shop, shop.oilId)).toBe('3.000');
    expect((await api(shop, 'GET', `/api/oms/vendor_credit_note/${cn.credit_note_id}`)).json().status).toBe('ACTIVE');
  });

  it('tracked parts: the serial numbers that went back come back into stock', async () => {
    const shop = await saudiShop(t, { batch_serial_enabled: true });
    const vendorId = await addVendor(shop);
    const battery = await addPart(shop, { part_name: 'Battery', tracking: 'SERIAL' });
    const si = (
      await receive(shop, {
        vendor_id: vendorId,
        lines: [
          {
            part_id: battery,
            quantity: 2,
            unit_price: 150,
            lots: [
              { code: 'SN-1', quantity: 1 },
              { code: 'SN-2', quantity: 1 },
            ],
          },
        ],
      })
    ).json();
    const line = await lineOf(shop, vendorId, si.stock_in_id);
    const cn = await giveBack(shop, vendorId, line.stock_in_line_id, '1', 'ADJUST_DUES', [{ code: 'SN-2', quantity: '1' }]);
    const lot = async () =>
      (
        await t.db
          .select({ onHand: stockLot.onHand })
          .from(stockLot)
          .where(and(eq(stockLot.groupId, shop.groupId), eq(stockLot.partId, battery), eq(stockLot.code, 'SN-2')))
      )[0]?.onHand;
    expect(await lot()).toBe('0.000');
    expect((await cancel(shop, cn.credit_note_id)).statusCode).toBe(200);
    expect(await lot()).toBe('1.000');
    expect(await onHand(shop, battery)).toBe('2.000');
    // SN-2 can go back again, on a new note.
    const again = await giveBack(shop, vendorId, line.stock_in_line_id, '1', 'REFUND', [{ code: 'SN-2', quantity: '1' }]);
    expect(again.credit_note_number).toBe('VCN-00002');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it("answers 404 for another group's credit note, 403 without the role of a return, 400 without a reason", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    const theirBill = await bill(other, theirVendor, 5, 10);
    const theirs = await giveBack(
      other,
      theirVendor,
      (await lineOf(other, theirVendor, theirBill.stock_in_id)).stock_in_line_id,
      '1',
    );
    expect((await cancel(shop, theirs.credit_note_id)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/oms/vendor_credit_note/${theirs.credit_note_id}`)).json().status).toBe('ACTIVE');
    // Vendor payers read credit notes but only those who return parts cancel them.
    for (const roles of [['VIEW_INVENTORY'], ['ACCOUNTS_MANAGEMENT']] as const) {
      const session = await member(other, roles);
      expect((await cancel(other, theirs.credit_note_id, 'x', { session })).statusCode).toBe(403);
    }
    const buyer = await member(other, ['INVENTORY_MANAGEMENT']);
    const blank = await cancel(other, theirs.credit_note_id, '  ', { session: buyer });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Give a reason for cancelling the credit note');
    const es = await cancel(other, theirs.credit_note_id, '', { headers: { 'accept-language': 'es' } });
    expect(es.json().message).toBe('Indique el motivo de la anulación de la nota de crédito');
    expect((await api(other, 'PUT', `/api/oms/vendor_credit_note/${theirs.credit_note_id}/cancel`, {})).statusCode).toBe(400);
    expect((await api(other, 'PUT', '/api/oms/vendor_credit_note/abc/cancel', { reason: 'x' })).statusCode).toBe(400);
    expect((await cancel(other, theirs.credit_note_id, 'Sent by mistake', { session: buyer })).statusCode).toBe(200);
    expect(await checkStockLedger(t.db, other.groupId)).toEqual([]);
  });
});
