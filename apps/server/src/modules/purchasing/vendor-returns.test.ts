import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockIn, stockInLine, stockMovement, vendorCreditNote } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addPart, addVendor, onHand, receive } from './test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A vendor bill: 10 engine oil at 10.00 + 15% VAT = 115.00. */
async function bill(shop: Shop, vendorId: number, quantity = 10, extra: object = {}) {
  const res = await receive(shop, {
    vendor_id: vendorId,
    bill_number: `B-${Math.random().toString(36).slice(2, 8)}`,
    bill_date: '2026-11-01',
    lines: [{ part_id: shop.oilId, quantity, unit_price: 10, tax_category_id: shop.vat }],
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

async function returnable(shop: Shop, vendorId: number, q = '') {
  const res = await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}${q ? `&q=${q}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const giveBack = (shop: Shop, body: object, options: { headers?: Record<string, string> } = {}) =>
  api(shop, 'POST', '/api/oms/vendor_credit_note', body, options);
const refund = (shop: Shop, body: object, options: { headers?: Record<string, string> } = {}) =>
  api(shop, 'POST', '/api/oms/vendor_refund', body, options);

describe('vendor returns and credit notes (vendor-part-return)', () => {
  it('returns parts at the received price; the credit note comes off the bill so the vendor is owed less', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Al Noor' });
    const si = await bill(shop, vendorId);
    const list = await returnable(shop, vendorId);
    expect(list.content).toEqual([
      expect.objectContaining({
        stock_in_id: si.stock_in_id,
        stock_in_number: si.stock_in_number,
        part_name: 'Engine oil',
        quantity: '10',
        returned: '0',
        returnable: '10',
        unit_price: '10.00',
        tax_rate: '15',
      }),
    ]);
    const lineId = list.content[0].stock_in_line_id;
    const res = await giveBack(shop, {
      vendor_id: vendorId,
      reason: 'Wrong grade',
      settlement: 'ADJUST_DUES',
      lines: [{ stock_in_line_id: lineId, quantity: '3' }],
    });
    expect(res.statusCode).toBe(201);
    const cn = res.json();
    expect(cn).toMatchObject({
      credit_note_number: 'VCN-00001',
      vendor_name: 'Al Noor',
      sub_total: '30.00',
      tax_total: '4.50',
      grand_total: '34.50',
      adjusted_amount: '34.50',
      refunded_amount: '0.00',
      open_amount: '0.00',
      adjustments: [expect.objectContaining({ stock_in_id: si.stock_in_id, amount: '34.50' })],
    });
    expect(cn.lines).toEqual([expect.objectContaining({ quantity: '3', unit_price: '10.00', amount: '30.00', total: '34.50' })]);
    expect(await onHand(shop, shop.oilId)).toBe('7.000');
    const [movement] = await t.db
      .select()
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.kind, 'VENDOR_RETURN')));
    expect(movement).toMatchObject({
      quantity: '-3.000',
      docKind: 'VENDOR_CREDIT_NOTE',
      docNumber: 'VCN-00001',
      reason: 'Wrong grade',
    });
    const dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0]).toMatchObject({ due_amount: '80.50' });
    expect(dues[0].bills[0]).toMatchObject({ grand_total: '115.00', credited_amount: '34.50', due_amount: '80.50' });
    expect((await api(shop, 'GET', `/api/oms/vendor/${vendorId}`)).json().due_amount).toBe('80.50');
    // A payment can no longer pay the whole bill.
    const pay = await api(shop, 'POST', '/api/oms/outgoing_payment/v2', [
      { vendor_id: vendorId, stock_in_id: si.stock_in_id, amount: '115', method: 'CASH', transaction_date: '2026-11-21' },
    ] as unknown as object);
    expect(pay.statusCode).toBe(400);
    expect((await returnable(shop, vendorId)).content[0]).toMatchObject({ returned: '3', returnable: '7' });
    // Never more than received less returned.
    const over = await giveBack(shop, {
      vendor_id: vendorId,
      reason: 'Leak',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: lineId, quantity: '8' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`Only 7 of Engine oil received on ${si.stock_in_number} can still be returned`);
    expect(await onHand(shop, shop.oilId)).toBe('7.000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('never more than on hand; a REFUND note is settled by refunds, never above what is left; refund history pages and searches', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Gulf Lubes' });
    await bill(shop, vendorId, 5);
    const lineId = (await returnable(shop, vendorId)).content[0].stock_in_line_id;
    // Sell 3 of the 5 through the ledger (a counter sale would do the same): only 2 are on the shelf.
    await t.db.transaction(async (tx) => {
      const { moveStock } = await import('../../platform/stock-ledger.ts');
      await moveStock(
        tx,
        { groupId: shop.groupId, garageId: shop.garageId, userId: 1 },
        t.clock.now(),
        [{ partId: shop.oilId, kind: 'ADJUSTMENT_OUT', quantity: '3' }],
        { kind: 'TEST', id: 1 },
      );
    });
    expect((await returnable(shop, vendorId)).content[0]).toMatchObject({ returnable: '2', on_hand: '2' });
    const tooMany = await giveBack(shop, {
      vendor_id: vendorId,
      reason: 'Expired',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: lineId, quantity: '3' }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/Not enough stock of Engine oil/);
    const [line] = await t.db.select({ r: stockInLine.returned }).from(stockInLine).where(eq(stockInLine.id, lineId));
    expect(line?.r).toBe('0.000');
    const cn = (
      await giveBack(shop, {
        vendor_id: vendorId,
        reason: 'Expired',
        settlement: 'REFUND',
        lines: [{ stock_in_line_id: lineId, quantity: '2' }],
      })
    ).json();
    expect(cn).toMatchObject({ grand_total: '23.00', adjusted_amount: '0.00', open_amount: '23.00' });
    expect((await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json()[0].due_amount).toBe('57.50');
    const open = (await api(shop, 'GET', `/api/oms/vendor_credit_note?vendor_id=${vendorId}&open_only=true`)).json();
    expect(open.content.map((c: { credit_note_id: number }) => c.credit_note_id)).toEqual([cn.credit_note_id]);
    const first = await refund(shop, {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '20',
      method: 'BANK_TRANSFER',
      reference: 'NEFT-77',
      transaction_date: '2026-11-21',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ refund_number: 'VR-00001', amount: '20.00', credit_note_number: cn.credit_note_number });
    const above = await refund(shop, {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '3.01',
      method: 'CASH',
      transaction_date: '2026-11-21',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toMatch(/^Only SAR\s3\.00 is left on credit note VCN-00001: a refund cannot be more$/);
    const future = await refund(shop, {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '1',
      method: 'CASH',
      transaction_date: '2026-11-22',
    });
    expect(future.statusCode).toBe(400);
    expect(
      (
        await refund(shop, {
          vendor_credit_note_id: cn.credit_note_id,
          amount: '3',
          method: 'CASH',
          transaction_date: '2026-11-21',
        })
      ).statusCode,
    ).toBe(201);
    const done = await refund(shop, {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '1',
      method: 'CASH',
      transaction_date: '2026-11-21',
    });
    expect(done.json().message).toBe('Nothing is left to settle on credit note VCN-00001');
    const history = (await api(shop, 'GET', `/api/oms/vendor_refund?vendor_id=${vendorId}&page_size=1`)).json();
    expect(history.content.map((r: { refund_number: string }) => r.refund_number)).toEqual(['VR-00002']);
    expect(history.total_elements ?? history.totalElements ?? history.total).toBeDefined();
    const searched = (await api(shop, 'GET', '/api/oms/vendor_refund?q=NEFT')).json();
    expect(searched.content.map((r: { refund_number: string }) => r.refund_number)).toEqual(['VR-00001']);
    const view = (await api(shop, 'GET', `/api/oms/vendor_credit_note/${cn.credit_note_id}`)).json();
    expect(view).toMatchObject({ refunded_amount: '23.00', open_amount: '0.00' });
    expect(view.refunds).toHaveLength(2);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a REFUND note can later be taken off the bills; double press makes one credit note', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    await bill(shop, vendorId);
    const lineId = (await returnable(shop, vendorId)).content[0].stock_in_line_id;
    const body = {
      vendor_id: vendorId,
      reason: 'Damaged',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: lineId, quantity: '1' }],
    };
    const headers = { 'idempotency-key': 'vcn-press-1' };
    const [a, b] = [await giveBack(shop, body, { headers }), await giveBack(shop, body, { headers })];
    expect(a.json().credit_note_id).toBe(b.json().credit_note_id);
    const notes = await t.db.select().from(vendorCreditNote).where(eq(vendorCreditNote.groupId, shop.groupId));
    expect(notes).toHaveLength(1);
    expect(await onHand(shop, shop.oilId)).toBe('9.000');
    const adjusted = await api(shop, 'PUT', `/api/oms/vendor_credit_note/${a.json().credit_note_id}/adjust`);
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json()).toMatchObject({ adjusted_amount: '11.50', open_amount: '0.00' });
    const [si] = await t.db.select({ c: stockIn.creditedAmount }).from(stockIn).where(eq(stockIn.groupId, shop.groupId));
    expect(si?.c).toBe('11.5000');
  });

  it('tracked parts: the serial numbers received go back, others are refused', async () => {
    const shop = await saudiShop(t, { batch_serial_enabled: true });
    const vendorId = await addVendor(shop);
    const battery = await addPart(shop, { part_name: 'Battery', tracking: 'SERIAL' });
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
    });
    const row = (await returnable(shop, vendorId)).content[0];
    expect(row.tracking).toBe('SERIAL');
    expect(row.lots.map((l: { code: string }) => l.code)).toEqual(['SN-1', 'SN-2']);
    const base = { vendor_id: vendorId, reason: 'Dead on arrival', settlement: 'ADJUST_DUES' };
    const none = await giveBack(shop, { ...base, lines: [{ stock_in_line_id: row.stock_in_line_id, quantity: '1' }] });
    expect(none.json().message).toBe('Say which batches or serial numbers of Battery go back');
    const wrong = await giveBack(shop, {
      ...base,
      lines: [{ stock_in_line_id: row.stock_in_line_id, quantity: '1', lots: [{ code: 'SN-9', quantity: '1' }] }],
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await giveBack(shop, {
      ...base,
      lines: [{ stock_in_line_id: row.stock_in_line_id, quantity: '1', lots: [{ code: 'SN-2', quantity: '1' }] }],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().lines[0].lots).toEqual([{ code: 'SN-2', quantity: '1' }]);
    expect(await onHand(shop, battery)).toBe('1.000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it("answers 404 for another group's vendor, line and credit note; 403 without the role; 400 on bad input", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    await bill(other, theirVendor);
    const theirLine = (await returnable(other, theirVendor)).content[0].stock_in_line_id;
    const theirs = (
      await giveBack(other, {
        vendor_id: theirVendor,
        reason: 'x',
        settlement: 'REFUND',
        lines: [{ stock_in_line_id: theirLine, quantity: '1' }],
      })
    ).json();
    expect(
      (
        await giveBack(shop, {
          vendor_id: theirVendor,
          reason: 'x',
          settlement: 'REFUND',
          lines: [{ stock_in_line_id: theirLine, quantity: '1' }],
        })
      ).statusCode,
    ).toBe(404);
    const mine = await addVendor(shop);
    const lineOfOther = await giveBack(shop, {
      vendor_id: mine,
      reason: 'x',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: theirLine, quantity: '1' }],
    });
    expect(lineOfOther.statusCode).toBe(400);
    expect(lineOfOther.json().message).toBe('That received part is not from this vendor');
    expect((await api(shop, 'GET', `/api/oms/vendor_credit_note/${theirs.credit_note_id}`)).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/vendor_credit_note/${theirs.credit_note_id}/adjust`)).statusCode).toBe(404);
    expect(
      (
        await refund(shop, {
          vendor_credit_note_id: theirs.credit_note_id,
          amount: '1',
          method: 'CASH',
          transaction_date: '2026-11-21',
        })
      ).statusCode,
    ).toBe(404);
    expect((await returnable(shop, theirVendor)).content).toEqual([]);
    expect((await api(shop, 'GET', '/api/oms/vendor_refund')).json().content).toEqual([]);
    const clerk = await member(shop, ['VIEW_INVENTORY']);
    for (const [method, path, body] of [
      ['GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${mine}`, undefined],
      [
        'POST',
        '/api/oms/vendor_credit_note',
        { vendor_id: mine, reason: 'x', settlement: 'REFUND', lines: [{ stock_in_line_id: 1, quantity: '1' }] },
      ],
      ['GET', '/api/oms/vendor_refund', undefined],
      [
        'POST',
        '/api/oms/vendor_refund',
        { vendor_credit_note_id: 1, amount: '1', method: 'CASH', transaction_date: '2026-11-21' },
      ],
    ] as const)
      expect((await api(shop, method, path, body, { session: clerk })).statusCode).toBe(403);
    const bad = await giveBack(shop, {
      vendor_id: mine,
      reason: ' ',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: 1, quantity: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    const es = await api(
      shop,
      'POST',
      '/api/oms/vendor_credit_note',
      { vendor_id: mine, reason: '', settlement: 'X', lines: [] },
      {
        headers: { 'accept-language': 'es' },
      },
    );
    expect(es.statusCode).toBe(400);
  });
});

describe('the vendor credit note PDF', () => {
  it('is opened by a signed link; another group cannot have one made', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'PDF Parts' });
    await bill(shop, vendorId);
    const lineId = (await returnable(shop, vendorId)).content[0].stock_in_line_id;
    const cn = (
      await giveBack(shop, {
        vendor_id: vendorId,
        reason: 'Cracked housing',
        settlement: 'REFUND',
        lines: [{ stock_in_line_id: lineId, quantity: '1' }],
      })
    ).json();
    const link = await api(shop, 'POST', `/api/oms/vendor_credit_note/${cn.credit_note_id}/share`, {});
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    const pdf = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await saudiShop(t);
    expect((await api(other, 'POST', `/api/oms/vendor_credit_note/${cn.credit_note_id}/share`, {})).statusCode).toBe(404);
  });
});
