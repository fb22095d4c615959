import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockIn, vendorPayment } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addVendor, receive } from './test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A vendor bill of 115.00 (100 + 15% VAT) dated `day`. */
async function bill(shop: Shop, vendorId: number, day = '2026-11-01') {
  const res = await receive(shop, {
    vendor_id: vendorId,
    bill_number: `B-${day}`,
    bill_date: day,
    lines: [{ part_id: shop.oilId, quantity: 10, unit_price: 10, tax_category_id: shop.vat }],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

const pay = (shop: Shop, body: object[], options: { headers?: Record<string, string> } = {}) =>
  api(shop, 'POST', '/api/oms/outgoing_payment/v2', body as unknown as object, options);

describe('vendor dues and outgoing payments (vendor-due-amount, outgoing-payment-history)', () => {
  it('a vendor bill is owed until paid; payments never pass the due; overdue by the payment terms', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Al Noor', payment_terms_days: 10 });
    const old = await bill(shop, vendorId, '2026-11-01');
    const fresh = await bill(shop, vendorId, '2026-11-20');
    let dues = (await api(shop, 'GET', '/api/oms/vendor/due')).json();
    expect(dues).toEqual([
      expect.objectContaining({ vendor_id: vendorId, vendor_name: 'Al Noor', due_amount: '230.00', overdue_amount: '115.00' }),
    ]);
    expect(dues[0].bills.map((b: { due_day: string }) => b.due_day)).toEqual(['2026-11-11', '2026-11-30']);
    const paid = await pay(shop, [
      {
        vendor_id: vendorId,
        stock_in_id: old.stock_in_id,
        amount: '100',
        method: 'BANK_TRANSFER',
        transaction_date: '2026-11-21',
        reference: 'TRF-1',
      },
      { vendor_id: vendorId, stock_in_id: fresh.stock_in_id, amount: '15', method: 'CASH', transaction_date: '2026-11-20' },
    ]);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().map((p: { payment_number: string; amount: string }) => [p.payment_number, p.amount])).toEqual([
      ['VP-00001', '100.00'],
      ['VP-00002', '15.00'],
    ]);
    const above = await pay(shop, [
      { vendor_id: vendorId, stock_in_id: old.stock_in_id, amount: '15.01', method: 'CASH', transaction_date: '2026-11-21' },
    ]);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toMatch(/^Only SAR\s15\.00 is owed on bill B-2026-11-01: a payment cannot be more$/);
    // All or none: a good payment beside a refused one is not kept.
    const mixed = await pay(shop, [
      { vendor_id: vendorId, stock_in_id: fresh.stock_in_id, amount: '1', method: 'CASH', transaction_date: '2026-11-21' },
      { vendor_id: vendorId, stock_in_id: old.stock_in_id, amount: '99', method: 'CASH', transaction_date: '2026-11-21' },
    ]);
    expect(mixed.statusCode).toBe(400);
    const future = await pay(shop, [
      { vendor_id: vendorId, stock_in_id: old.stock_in_id, amount: '1', method: 'CASH', transaction_date: '2026-11-22' },
    ]);
    expect(future.json().message).toBe('A payment cannot be dated after today');
    const otherVendor = await addVendor(shop);
    const mismatch = await pay(shop, [
      { vendor_id: otherVendor, stock_in_id: old.stock_in_id, amount: '1', method: 'CASH', transaction_date: '2026-11-21' },
    ]);
    expect(mismatch.json().message).toBe('Bill B-2026-11-01 is not from this vendor');
    dues = (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json();
    expect(dues[0]).toMatchObject({ due_amount: '115.00', overdue_amount: '15.00' });
    const history = (await api(shop, 'GET', `/api/oms/outgoing_payment?vendor_id=${vendorId}`)).json();
    expect(history.content.map((p: { payment_number: string }) => p.payment_number)).toEqual(['VP-00002', 'VP-00001']);
    const [row] = await t.db.select({ paid: stockIn.paidAmount }).from(stockIn).where(eq(stockIn.id, old.stock_in_id));
    expect(row?.paid).toBe('100.0000');
    expect((await api(shop, 'GET', `/api/oms/vendor/${vendorId}`)).json().due_amount).toBe('115.00');
  });

  it("answers 404 for another group's bill and 403 without the role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    const theirs = await bill(other, theirVendor);
    const res = await pay(shop, [
      { vendor_id: theirVendor, stock_in_id: theirs.stock_in_id, amount: '1', method: 'CASH', transaction_date: '2026-11-21' },
    ]);
    expect(res.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(vendorPayment)
      .where(and(eq(vendorPayment.groupId, other.groupId)));
    expect(rows).toHaveLength(0);
    const clerk = await member(shop, ['VIEW_INVENTORY']);
    expect((await api(shop, 'GET', '/api/oms/vendor/due', undefined, { session: clerk })).statusCode).toBe(403);
  });
});
