import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseActivity } from '../../db/schema.ts';
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
const put = (shop: Shop, id: number, action: string, body: object = {}, options: Options = {}) =>
  api(shop, 'PUT', `/api/oms/outsource_work/${id}/${action}`, body, options);
const voidBill = (shop: Shop, id: number, reason = 'Billed twice by the workshop', options: Options = {}) =>
  put(shop, id, 'bill/void', { reason }, options);
const pay = (shop: Shop, vendorId: number, stockInId: number, amount: string) =>
  api(shop, 'POST', '/api/oms/outgoing_payment/v2', [
    { vendor_id: vendorId, stock_in_id: stockInId, amount, method: 'CASH', transaction_date: '2026-11-21' },
  ] as unknown as object);

/** Work sent out, back, with a bill of 200.00 + 15% VAT = 230.00. */
async function billedWork(shop: Shop, vendorId: number) {
  const order = await createOrder(shop);
  const sent = await api(shop, 'POST', '/api/oms/outsource_work', {
    order_id: order.order_id,
    vendor_id: vendorId,
    description: 'Rebore the engine block',
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const id = sent.json().outsource_work_id;
  const back = await put(shop, id, 'receive', {
    bill: { bill_number: 'PM-88', bill_date: '2026-11-21', amount: '200', tax_category_id: shop.vat },
  });
  if (back.statusCode !== 200) throw new Error(back.body);
  return back.json();
}

const dueOf = async (shop: Shop, vendorId: number) =>
  (await api(shop, 'GET', `/api/oms/vendor/due?vendor_id=${vendorId}`)).json()[0]?.due_amount ?? '0.00';

describe('voiding the vendor bill of outsourced work', () => {
  it('takes an unpaid bill out of vendor dues; it stays as history and the right bill can be recorded', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Precision Machining' });
    const work = await billedWork(shop, vendorId);
    expect(work.bill).toMatchObject({ bill_number: 'PM-88', grand_total: '230.00', due_amount: '230.00', voided_at: null });
    expect(await dueOf(shop, vendorId)).toBe('230.00');

    const res = await voidBill(shop, work.outsource_work_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().bill).toMatchObject({
      stock_in_id: work.bill.stock_in_id,
      bill_number: 'PM-88',
      grand_total: '230.00',
      due_amount: '0.00',
      voided_at: t.clock.now().toISOString(),
      void_reason: 'Billed twice by the workshop',
    });
    expect(await dueOf(shop, vendorId)).toBe('0.00');
    expect((await api(shop, 'GET', `/api/oms/vendor/${vendorId}`)).json().due_amount).toBe('0.00');
    const actions = await t.db
      .select({ subject: purchaseActivity.subject, action: purchaseActivity.action })
      .from(purchaseActivity)
      .where(and(eq(purchaseActivity.groupId, shop.groupId), eq(purchaseActivity.action, 'BILL_VOIDED')));
    expect(actions).toEqual([{ subject: 'OUTSOURCE_WORK', action: 'BILL_VOIDED' }]);

    // Nothing can be paid on it, and it cannot be voided twice.
    const paid = await pay(shop, vendorId, work.bill.stock_in_id, '1');
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe('Bill PM-88 is voided: nothing is owed on it');
    expect((await voidBill(shop, work.outsource_work_id)).json().message).toBe('Bill PM-88 is voided: nothing is owed on it');

    // The right bill takes its place, and is owed.
    const right = await put(shop, work.outsource_work_id, 'bill', {
      bill_number: 'PM-89',
      bill_date: '2026-11-21',
      amount: '100',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().bill).toMatchObject({ bill_number: 'PM-89', grand_total: '100.00', voided_at: null });
    expect(await dueOf(shop, vendorId)).toBe('100.00');
    const twice = await put(shop, work.outsource_work_id, 'bill', { bill_number: 'PM-90', bill_date: '2026-11-21', amount: '1' });
    expect(twice.json().message).toBe('The vendor bill of OW-00001 is already recorded');
  });

  it('is refused once a payment touched the bill, or a credit note was taken off it', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const work = await billedWork(shop, vendorId);
    expect((await pay(shop, vendorId, work.bill.stock_in_id, '30')).statusCode).toBe(201);
    const res = await voidBill(shop, work.outsource_work_id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Bill PM-88 of OW-00001 has SAR\s30\.00 paid on it: a paid bill cannot be voided$/);
    const es = await voidBill(shop, work.outsource_work_id, 'x', { headers: { 'accept-language': 'es' } });
    expect(es.json().message).toMatch(/no se puede anular$/);
    expect(await dueOf(shop, vendorId)).toBe('200.00');

    // A credit note taken off the vendor's open bills lands on this one (the only open bill).
    const shop2 = await saudiShop(t);
    const vendor2 = await addVendor(shop2);
    const parts = (
      await receive(shop2, {
        vendor_id: vendor2,
        lines: [{ part_id: shop2.oilId, quantity: 2, unit_price: 10, tax_category_id: null }],
      })
    ).json();
    expect((await pay(shop2, vendor2, parts.stock_in_id, '20')).statusCode).toBe(201);
    const work2 = await billedWork(shop2, vendor2);
    const line = (await api(shop2, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendor2}`)).json().content[0];
    const cn = await api(shop2, 'POST', '/api/oms/vendor_credit_note', {
      vendor_id: vendor2,
      reason: 'Wrong grade',
      settlement: 'ADJUST_DUES',
      lines: [{ stock_in_line_id: line.stock_in_line_id, quantity: '1' }],
    });
    expect(cn.json().adjustments).toEqual([expect.objectContaining({ stock_in_id: work2.bill.stock_in_id, amount: '10.00' })]);
    const credited = await voidBill(shop2, work2.outsource_work_id);
    expect(credited.statusCode).toBe(400);
    expect(credited.json().message).toMatch(
      /^Credit note money \(SAR\s10\.00\) was taken off bill PM-88 of OW-00001: cancel that credit note before voiding the bill$/,
    );
    // Once that note is cancelled, the bill can go.
    expect(
      (await api(shop2, 'PUT', `/api/oms/vendor_credit_note/${cn.json().credit_note_id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(200);
    expect((await voidBill(shop2, work2.outsource_work_id)).statusCode).toBe(200);
    // A new credit note does not land on a voided bill.
    const again = await api(shop2, 'POST', '/api/oms/vendor_credit_note', {
      vendor_id: vendor2,
      reason: 'Wrong grade',
      settlement: 'ADJUST_DUES',
      lines: [{ stock_in_line_id: line.stock_in_line_id, quantity: '1' }],
    });
    expect(again.json()).toMatchObject({ adjusted_amount: '0.00', open_amount: '10.00' });
  });

  // Races only show on PostgreSQL (run with DATABASE_URL); on PGlite the transactions serialise.
  it('a void and a payment of the same bill at once: exactly one is kept', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    for (let round = 0; round < 4; round++) {
      const work = await billedWork(shop, vendorId);
      const [voided, paid] = await Promise.all([
        voidBill(shop, work.outsource_work_id),
        pay(shop, vendorId, work.bill.stock_in_id, '230'),
      ]);
      expect([voided.statusCode, paid.statusCode].sort()).toEqual(voided.statusCode === 200 ? [200, 400] : [201, 400]);
      const bill = (await api(shop, 'GET', `/api/oms/outsource_work/${work.outsource_work_id}`)).json().bill;
      if (voided.statusCode === 200) expect(bill).toMatchObject({ paid_amount: '0.00', due_amount: '0.00' });
      else expect(bill).toMatchObject({ voided_at: null, paid_amount: '230.00', due_amount: '0.00' });
    }
    expect(await dueOf(shop, vendorId)).toBe('0.00');
  }, 60_000);

  it("answers 404 for another group's work, 403 without the role of the bill, 400 without a reason or a bill", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirVendor = await addVendor(other);
    const theirs = await billedWork(other, theirVendor);
    expect((await voidBill(shop, theirs.outsource_work_id)).statusCode).toBe(404);
    expect((await voidBill(shop, 999_999_999)).statusCode).toBe(404);
    // Technicians send and receive work, but only the purchasing roles record or void its bill.
    for (const roles of [['TECHNICIAN'], ['ACCOUNTS_MANAGEMENT']] as const) {
      const session = await member(other, roles);
      expect((await voidBill(other, theirs.outsource_work_id, 'x', { session })).statusCode).toBe(403);
    }
    const blank = await voidBill(other, theirs.outsource_work_id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Give a reason for voiding the bill');
    expect((await put(other, theirs.outsource_work_id, 'bill/void', {})).statusCode).toBe(400);
    expect((await put(other, 0, 'bill/void', { reason: 'x' })).statusCode).toBe(400);
    const order = await createOrder(other);
    const unbilled = (
      await api(other, 'POST', '/api/oms/outsource_work', {
        order_id: order.order_id,
        vendor_id: theirVendor,
        description: 'Paint',
      })
    ).json();
    const none = await voidBill(other, unbilled.outsource_work_id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(`No vendor bill is recorded for ${unbilled.work_number}`);
    const buyer = await member(other, ['INVENTORY_MANAGEMENT']);
    expect((await voidBill(other, theirs.outsource_work_id, 'Wrong vendor', { session: buyer })).statusCode).toBe(200);
    expect((await api(other, 'GET', `/api/oms/outsource_work/${theirs.outsource_work_id}`)).json().bill.voided_at).not.toBeNull();
  });
});
