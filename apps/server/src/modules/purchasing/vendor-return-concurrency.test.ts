import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockIn, stockInLine, vendorCreditNote } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, saudiShop } from '../orders/test-shop.ts';
import { addVendor, onHand, receive } from './test-purchasing.ts';

// Races only show on PostgreSQL (run with DATABASE_URL); on PGlite the transactions serialise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tally = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((out, r) => {
    out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
    return out;
  }, {});

describe('vendor returns under concurrency', () => {
  it('10 returns of 3 at once from a receipt of 20 → 6 returned (18), 4 refused; credit notes VCN-1..6, bill credited once each', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const si = (
      await receive(shop, {
        vendor_id: vendorId,
        lines: [{ part_id: shop.oilId, quantity: 20, unit_price: 10, tax_category_id: null }],
      })
    ).json();
    const lineId = (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`)).json().content[0]
      .stock_in_line_id;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(shop, 'POST', '/api/oms/vendor_credit_note', {
          vendor_id: vendorId,
          reason: 'Wrong part',
          settlement: 'ADJUST_DUES',
          lines: [{ stock_in_line_id: lineId, quantity: '3' }],
        }),
      ),
    );
    expect(tally(results)).toEqual({ 201: 6, 400: 4 });
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().message).toBe(`Only 2 of Engine oil received on ${si.stock_in_number} can still be returned`);
    const [line] = await t.db.select({ r: stockInLine.returned }).from(stockInLine).where(eq(stockInLine.id, lineId));
    expect(line?.r).toBe('18.000');
    expect(await onHand(shop, shop.oilId)).toBe('2.000');
    const notes = await t.db
      .select({ number: vendorCreditNote.number })
      .from(vendorCreditNote)
      .where(and(eq(vendorCreditNote.groupId, shop.groupId), eq(vendorCreditNote.garageId, shop.garageId)));
    expect(notes.map((n) => n.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const [bill] = await t.db.select({ c: stockIn.creditedAmount }).from(stockIn).where(eq(stockIn.id, si.stock_in_id));
    expect(bill?.c).toBe('180.0000');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 60_000);

  it('a double press (same Idempotency-Key, at once) makes one credit note; two refunds of the whole note → one kept', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    await receive(shop, {
      vendor_id: vendorId,
      lines: [{ part_id: shop.oilId, quantity: 5, unit_price: 10, tax_category_id: null }],
    });
    const lineId = (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`)).json().content[0]
      .stock_in_line_id;
    const body = {
      vendor_id: vendorId,
      reason: 'Damaged',
      settlement: 'REFUND',
      lines: [{ stock_in_line_id: lineId, quantity: '2' }],
    };
    const presses = await Promise.all(
      [1, 2].map(() => api(shop, 'POST', '/api/oms/vendor_credit_note', body, { headers: { 'idempotency-key': 'press-vcn' } })),
    );
    const ok = presses.filter((p) => p.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const notes = await t.db.select().from(vendorCreditNote).where(eq(vendorCreditNote.groupId, shop.groupId));
    expect(notes).toHaveLength(1);
    expect(await onHand(shop, shop.oilId)).toBe('3.000');
    const id = notes[0]!.id;
    const refunds = await Promise.all(
      [1, 2].map(() =>
        api(shop, 'POST', '/api/oms/vendor_refund', {
          vendor_credit_note_id: id,
          amount: '20',
          method: 'CASH',
          transaction_date: '2026-11-21',
        }),
      ),
    );
    expect(tally(refunds)).toEqual({ 201: 1, 400: 1 });
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 60_000);

  it('a cancel and a refund of one credit note at once: exactly one is kept, and the note is consistent', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    await receive(shop, {
      vendor_id: vendorId,
      lines: [{ part_id: shop.oilId, quantity: 10, unit_price: 10, tax_category_id: null }],
    });
    const lineId = (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`)).json().content[0]
      .stock_in_line_id;
    for (let round = 0; round < 5; round++) {
      const cn = (
        await api(shop, 'POST', '/api/oms/vendor_credit_note', {
          vendor_id: vendorId,
          reason: 'Leak',
          settlement: 'REFUND',
          lines: [{ stock_in_line_id: lineId, quantity: '1' }],
        })
      ).json();
      const [cancelled, refunded] = await Promise.all([
        api(shop, 'PUT', `/api/oms/vendor_credit_note/${cn.credit_note_id}/cancel`, { reason: 'Kept after all' }),
        api(shop, 'POST', '/api/oms/vendor_refund', {
          vendor_credit_note_id: cn.credit_note_id,
          amount: '10',
          method: 'CASH',
          transaction_date: '2026-11-21',
        }),
      ]);
      // One of the two wins: the cancel (200, the refund refused) or the refund (201, the cancel refused).
      const outcome = [cancelled!.statusCode, refunded!.statusCode];
      expect([
        [200, 400],
        [400, 201],
      ]).toContainEqual(outcome);
      const view = (await api(shop, 'GET', `/api/oms/vendor_credit_note/${cn.credit_note_id}`)).json();
      if (cancelled!.statusCode === 200) expect(view).toMatchObject({ status: 'CANCELLED', refunded_amount: '0.00' });
      else expect(view).toMatchObject({ status: 'ACTIVE', refunded_amount: '10.00' });
    }
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  }, 60_000);
});
