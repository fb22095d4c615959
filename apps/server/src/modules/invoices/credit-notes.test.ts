import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, brakeLine, member, repairOrder, type Shop, shopIn, stockedShop, stockUp } from '../orders/test-shop.ts';
import { billedOrder, customerDues, getInvoice, orderStatus, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const credit = (shop: Shop, body: object, headers: Record<string, string> = {}) =>
  api(shop, 'POST', '/api/oms/order_return/credit_note', body, { headers });
/** Brake service 2 × 150 less 10 % + 15 % VAT (310.50) and engine oil 3 × 40 VAT included (120.00): 430.50. */
const twoLines = (shop: Shop) =>
  repairOrder(shop, {
    services_break_up: [brakeLine(shop)],
    parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 3, unit_price: '40.00', tax_inclusive: true }],
  });

describe('credit notes (order returns)', () => {
  it('credits a returned part against an unpaid bill: the due falls, nothing is refunded', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, twoLines(shop));
    expect(bill.total_amount).toBe('430.50');
    const oil = bill.lines.find((l: { name: string }) => l.name === 'Engine oil');
    const res = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: oil.line_id, quantity: 1 }],
      reason: 'One can unopened',
    });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      credit_number: 'CN/2026/00001',
      total_amount: '40.00',
      applied_to_due: '40.00',
      excess: '0.00',
      settlement: 'NONE',
      refund_receipt_number: null,
    });
    expect(note.lines).toEqual([expect.objectContaining({ name: 'Engine oil', quantity: '1.000', total: '40.00' })]);
    const after = await getInvoice(shop, bill.invoice_id);
    expect(after).toMatchObject({ credited_amount: '40.00', due_amount: '390.50' });
    expect(await customerDues(shop)).toBe('390.50');
    // The Accounts overview's receivables are the bill's due, net of the credit.
    const summary = (await api(shop, 'GET', '/api/oms/accounts/summary')).json();
    expect(summary.receivables).toMatchObject({ total_due: '390.50', invoices: 1 });
  });

  it('refunds what was paid beyond the new total, in a refund receipt, and settles the order', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, twoLines(shop));
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '430.50' }]);
    const res = await credit(shop, {
      invoice_id: bill.invoice_id,
      complete_ro: true,
      reason: 'Job cancelled after payment',
      settlement: 'REFUND',
      refund_method: 'CASH',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_amount: '430.50', applied_to_due: '0.00', excess: '430.50', settlement: 'REFUND' });
    expect(res.json().refund_receipt_number).toBe('RCP/2026/00002');
    const after = await getInvoice(shop, bill.invoice_id);
    expect(after).toMatchObject({ paid_amount: '0.00', credited_amount: '430.50', due_amount: '0.00' });
    expect(after.payments.map((p: { amount: string }) => p.amount)).toEqual(['430.50', '-430.50']);
    // Refunded and credited in full, it owes nothing: the Accounts overview does not count it as receivable.
    const summary = (await api(shop, 'GET', '/api/oms/accounts/summary')).json();
    expect(summary.receivables).toMatchObject({ total_due: '0.00', invoices: 0 });
    // Everything is back: nothing more can be returned.
    const again = await credit(shop, { invoice_id: bill.invoice_id, complete_ro: true, reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Everything on this invoice has already been returned');
  });

  it('refunds in a method of the garage’s own, and refuses on account, the customer’s credit or a method turned off', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, twoLines(shop));
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '430.50' }]);
    const body = { invoice_id: bill.invoice_id, complete_ro: true, reason: 'Job cancelled', settlement: 'REFUND' };
    for (const method of ['ON_ACCOUNT', 'CUSTOMER_CREDIT']) {
      const refused = await credit(shop, { ...body, refund_method: method });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^A refund goes back in money/);
    }
    expect((await api(shop, 'PUT', '/api/oms/payment_method/CHEQUE', { active: false })).statusCode).toBe(200);
    const off = await credit(shop, { ...body, refund_method: 'CHEQUE' });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/is not active in this garage$/);
    expect((await getInvoice(shop, bill.invoice_id)).credited_amount).toBe('0.00');

    const stcPay = (await api(shop, 'POST', '/api/oms/payment_method', { name: 'STC Pay', kind: 'BANK' })).json();
    const res = await credit(shop, { ...body, refund_method: stcPay.code, refund_reference: 'STC 88120' });
    expect(res.statusCode).toBe(201);
    const refund = (await getInvoice(shop, bill.invoice_id)).payments.find((p: { amount: string }) => p.amount === '-430.50');
    expect(refund).toMatchObject({ method: stcPay.code, method_name: 'STC Pay', reference: 'STC 88120' });
  });

  it('keeps the excess as the customer’s credit, spent on the next bill', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, twoLines(shop));
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '430.50' }]);
    const oil = bill.lines.find((l: { name: string }) => l.name === 'Engine oil');
    await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: oil.line_id, quantity: 3 }],
      reason: 'Wrong grade',
      settlement: 'CREDIT',
    });
    const balance = (await api(shop, 'GET', `/api/oms/customer_credit/${shop.customerId}`)).json();
    expect(balance).toEqual({ customer_id: shop.customerId, balance: '120.00' });
    const next = await billedOrder(shop);
    const short = await pay(shop, next.invoice_id, [{ method: 'CUSTOMER_CREDIT', amount: '150' }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^The customer's credit is .*120[.,]00: it cannot pay .*150[.,]00$/);
    const used = await pay(shop, next.invoice_id, [
      { method: 'CUSTOMER_CREDIT', amount: '120' },
      { method: 'CASH', amount: '190.50' },
    ]);
    expect(used.statusCode).toBe(201);
    expect((await api(shop, 'GET', `/api/oms/customer_credit/${shop.customerId}`)).json().balance).toBe('0.00');
    expect(await orderStatus(shop, next.order_id)).toBe('PAYMENT_DONE');
  });

  it('never credits more than was invoiced: part returns add up to the line exactly', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop);
    const brake = bill.lines[0];
    const first = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: brake.line_id, quantity: 1 }],
      reason: 'r',
    });
    expect(first.json().total_amount).toBe('155.25');
    const over = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: brake.line_id, quantity: 1.5 }],
      reason: 'r',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Only 1 of Brake service can still be returned');
    const last = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: brake.line_id, quantity: 1 }],
      reason: 'r',
    });
    expect(last.json().total_amount).toBe('155.25');
    expect((await getInvoice(shop, bill.invoice_id)).credited_amount).toBe('310.50');
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
    const list = (await api(shop, 'GET', `/api/oms/order_return?parent_order_id=${bill.order_id}`)).json();
    expect(list.content.map((c: { credit_number: string }) => c.credit_number)).toEqual(['CN/2026/00002', 'CN/2026/00001']);
  });

  it('India: CGST = SGST on a tax-inclusive line of odd paisa, on the invoice and on its credit notes, which add up to it', async () => {
    const shop = await shopIn(t, 'IN');
    await stockUp(shop, shop.oilId, '10');
    const categories = (await api(shop, 'GET', '/api/oms/tax_category')).json() as Array<{
      tax_category_id: number;
      name: string;
    }>;
    const gst18 = categories.find((c) => c.name === 'GST 18%')!.tax_category_id;
    // 3 × 33.33 GST included = 99.99: each half 99.99 × 9 / 118 = 7.63, taxable the rest 84.73 (was CGST 7.63, SGST 7.62).
    const bill = await billedOrder(
      shop,
      repairOrder(shop, {
        services_break_up: [],
        parts_break_up: [
          {
            part_id: shop.oilId,
            part_name: 'Engine oil',
            quantity: 3,
            unit_price: '33.33',
            tax_inclusive: true,
            tax_category_id: gst18,
          },
        ],
      }),
    );
    expect(bill).toMatchObject({ sub_total: '84.73', tax_total: '15.26', total_amount: '99.99' });
    expect(bill.tax_lines).toEqual([
      { name: 'CGST', amount: '7.63' },
      { name: 'SGST', amount: '7.63' },
    ]);
    const oil = bill.lines[0];
    const first = (
      await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: oil.line_id, quantity: 1 }], reason: 'r' })
    ).json();
    const rest = (await credit(shop, { invoice_id: bill.invoice_id, complete_ro: true, reason: 'r' })).json();
    for (const note of [first, rest]) expect(note.tax_lines[0].amount).toBe(note.tax_lines[1].amount);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(first.total_amount) + cents(rest.total_amount)).toBe(cents('99.99'));
    expect(cents(first.sub_total) + cents(rest.sub_total)).toBe(cents('84.73'));
    expect((await getInvoice(shop, bill.invoice_id)).credited_amount).toBe('99.99');
  });

  it('refuses bad input and other tenants, and a void invoice has no credit notes', async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop);
    const line = bill.lines[0].line_id;
    expect((await credit(shop, { invoice_id: bill.invoice_id, lines: [], reason: 'r' })).statusCode).toBe(400);
    expect(
      (await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: line, quantity: 1 }], reason: '' })).statusCode,
    ).toBe(400);
    expect(
      (await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: line, quantity: 0 }], reason: 'r' })).statusCode,
    ).toBe(400);
    const unknown = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: line + 999, quantity: 1 }],
      reason: 'r',
    });
    expect(unknown.statusCode).toBe(400);
    const other = await stockedShop(t);
    expect((await credit(other, { invoice_id: bill.invoice_id, complete_ro: true, reason: 'r' })).statusCode).toBe(404);
    const technician = await member(shop, ['TECHNICIAN']);
    expect(
      (
        await api(
          shop,
          'POST',
          '/api/oms/order_return/credit_note',
          { invoice_id: bill.invoice_id, complete_ro: true, reason: 'r' },
          { session: technician },
        )
      ).statusCode,
    ).toBe(403);
    // A credited bill cannot be voided (goods went back against it).
    await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: line, quantity: 1 }], reason: 'r' });
    expect((await api(shop, 'GET', `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=x`)).statusCode).toBe(409);
  });
});
