import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, invoice, orderActivity, payment, receipt } from '../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { addCancelReason, api, createOrder, member, repairOrder, type Shop, saudiShop, shopIn } from '../orders/test-shop.ts';
import { billedOrder, customerDues, getInvoice, invoiceOrder, orderStatus, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cash = (amount: string) => ({ method: 'CASH', amount });

describe('creating an invoice (PREPARE_INVOICE)', () => {
  it('freezes the priced order into invoice INV/<year>/00001 and moves the order to PAYMENT_DUE', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const res = await invoiceOrder(shop, order.order_id);
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    // Saudi Arabia keeps the calendar year; the test clock stands in November 2026.
    expect(bill.invoice_number).toBe('INV/2026/00001');
    expect(bill.fy).toBe('2026');
    expect(bill.invoice_type).toBe('B2C');
    expect(bill.total_amount).toBe('310.50');
    expect(bill.due_amount).toBe('310.50');
    expect(bill.payment_status).toBe('UNPAID');
    const asPriced = ({ line_id: _id, part_status: _status, ...line }: { line_id: number; part_status?: string | null }) => line;
    expect(bill.lines.map(asPriced)).toEqual(order.lines.map(asPriced));
    expect(bill.tax_lines).toEqual(order.tax_lines);
    expect(bill.customer.name).toBe(order.customer_name);
    expect(bill.vehicle).toMatchObject({ reg_number: shop.reg, distance_unit: 'KM' });
    expect(bill.seller).toMatchObject({ country_code: 'SA', currency_code: 'SAR' });
    expect(bill.order_status).toBe('PAYMENT_DUE');
    expect(await orderStatus(shop, order.order_id)).toBe('PAYMENT_DUE');
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({ action: 'INVOICED', detail: { invoice_number: 'INV/2026/00001' } });
    // The next invoice of the garage takes the next number.
    expect((await billedOrder(shop)).invoice_number).toBe('INV/2026/00002');
  });

  it('is a frozen copy: renaming the customer later does not change the bill', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    await t.db
      .update(customer)
      .set({ firstName: 'Renamed' })
      .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
    expect((await getInvoice(shop, bill.invoice_id)).customer.name).toBe(bill.customer.name);
  });

  it('saves the final lines sent with it, repriced on the server', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const { order_type: _type, ...edited } = repairOrder(shop, {
      services_break_up: [
        { service_id: shop.serviceId, service_name: 'Brake service', quantity: 1, unit_price: '150.00', discount: 0 },
      ],
      total_amount: '1.00',
    });
    const res = await invoiceOrder(shop, order.order_id, { order: edited });
    expect(res.statusCode).toBe(201);
    // 150 + VAT 15 % = 172.50; the client's total is ignored.
    expect(res.json().total_amount).toBe('172.50');
    expect(res.json().lines).toHaveLength(1);
  });

  it('makes one invoice per order: a second "Create invoice" is told the number of the first', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const first = (await invoiceOrder(shop, order.order_id)).json();
    const again = await invoiceOrder(shop, order.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(first.invoice_number);
  });

  it('answers the same invoice to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const order = await createOrder(shop);
    const headers = { 'idempotency-key': 'inv-key-1' };
    const a = await api(shop, 'POST', '/api/oms/invoice', { order_id: order.order_id }, { headers });
    const b = await api(shop, 'POST', '/api/oms/invoice', { order_id: order.order_id }, { headers });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().invoice_id).toBe(a.json().invoice_id);
  });

  it('refuses a cancelled order, a B2B bill without a tax number and a zero bill without a reason', async () => {
    const shop = await saudiShop(t);
    const cancelled = await createOrder(shop);
    const reason = await addCancelReason(shop, 'ORDER', 'Customer left');
    await api(shop, 'PUT', `/api/oms/order/${cancelled.order_id}/progress`, { status: 'CANCELLED', cancel_reason_id: reason });
    const refused = await invoiceOrder(shop, cancelled.order_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A cancelled order cannot be invoiced');

    const order = await createOrder(shop);
    const b2b = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B' });
    expect(b2b.statusCode).toBe(400);
    expect(b2b.json().message).toContain("customer's tax number");
    await t.db
      .update(customer)
      .set({ taxNumber: '310122393500003' })
      .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
    const ok = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().customer.tax_number).toBe('310122393500003');

    const free = await createOrder(
      shop,
      repairOrder(shop, {
        services_break_up: [{ service_name: 'Warranty check', quantity: 1, unit_price: '0', tax_category_id: shop.vat }],
      }),
    );
    const noReason = await invoiceOrder(shop, free.order_id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('needs a reason');
    const zero = await invoiceOrder(shop, free.order_id, { zero_reason: 'Warranty' });
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toMatchObject({ zero_reason: 'Warranty', total_amount: '0.00', payment_status: 'PAID' });
    expect(await orderStatus(shop, free.order_id)).toBe('PAYMENT_DONE');
    // Nothing was written by the refusals: the numbers run on without a gap.
    const numbers = (await api(shop, 'GET', '/api/oms/invoice/search?page_size=50'))
      .json()
      .content.map((i: { invoice_number: string }) => i.invoice_number);
    expect(numbers.sort()).toEqual(['INV/2026/00001', 'INV/2026/00002']);
  });

  it('numbers per financial year: India restarts on 1 April, with the year in the number', async () => {
    const shop = await shopIn(t, 'IN', {}, 365);
    t.clock.set(new Date('2027-03-31T12:00:00Z'));
    shop.s = await signIn(t, shop.ownerMobile);
    const march = await billedOrder(shop, repairOrder(shop, { estimated_delivery_time: '2027-04-02T10:00:00Z' }));
    expect(march.invoice_number).toBe('INV/26-27/00001');
    // 1 April 2027 00:30 in India is still 31 March in UTC: the garage's day decides.
    t.clock.set(new Date('2027-03-31T19:00:00Z'));
    shop.s = await signIn(t, shop.ownerMobile);
    const april = await billedOrder(shop, repairOrder(shop, { estimated_delivery_time: '2027-04-02T10:00:00Z' }));
    expect(april.invoice_number).toBe('INV/27-28/00001');
    expect(april.invoice_day).toBe('2027-04-01');
  });

  it('uses the garage prefix', async () => {
    const shop = await saudiShop(t, { invoice_prefix: 'JED', receipt_prefix: 'R' });
    const bill = await billedOrder(shop);
    expect(bill.invoice_number).toBe('JED/2026/00001');
    const receiptNumber = (await pay(shop, bill.invoice_id, [cash('10')])).json().receipt_number;
    expect(receiptNumber).toBe('R/2026/00001');
  });
});

describe('roles and tenants', () => {
  it("gives 404 for another group's invoice, order or receipt, and 403 without an invoice or payment role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const bill = await billedOrder(shop);
    const receiptId = (await pay(shop, bill.invoice_id, [cash('10')])).json().receipt_id;
    expect((await api(other, 'GET', `/api/oms/invoice/${bill.invoice_id}`)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/oms/payment/${receiptId}`)).statusCode).toBe(404);
    expect((await pay(other, bill.invoice_id, [cash('1')])).statusCode).toBe(404);
    expect((await api(other, 'POST', '/api/oms/payment', { order_id: bill.order_id, payments: [cash('1')] })).statusCode).toBe(
      404,
    );
    expect((await invoiceOrder(other, bill.order_id)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=x`)).statusCode).toBe(404);
    const otherSearch = (await api(other, 'GET', `/api/oms/invoice/search?order_id=${bill.order_id}`)).json();
    expect(otherSearch.content).toEqual([]);

    const technician = await member(shop, ['TECHNICIAN']);
    const order = await createOrder(shop);
    expect((await invoiceOrder(shop, order.order_id, {}, technician)).statusCode).toBe(403);
    expect((await pay(shop, bill.invoice_id, [cash('1')], { session: technician })).statusCode).toBe(403);
    const viewer = await member(shop, ['VIEW_INVOICE']);
    expect((await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}`, undefined, { session: viewer })).statusCode).toBe(200);
    expect((await pay(shop, bill.invoice_id, [cash('1')], { session: viewer })).statusCode).toBe(403);
    const cashier = await member(shop, ['PAYMENT']);
    expect((await pay(shop, bill.invoice_id, [cash('1')], { session: cashier })).statusCode).toBe(201);
  });

  it('lets only EDIT_INVOICE (or the owner) bill a counter sale that was created due', async () => {
    const shop = await saudiShop(t);
    const sale = await createOrder(shop, repairOrder(shop, { order_type: 'COUNTER_SALE', user_car_id: null }));
    expect(sale.status).toBe('PAYMENT_DUE');
    const creator = await member(shop, ['CREATE_INVOICE']);
    const refused = await invoiceOrder(shop, sale.order_id, {}, creator);
    expect(refused.statusCode).toBe(403);
    const editor = await member(shop, ['EDIT_INVOICE']);
    const res = await invoiceOrder(shop, sale.order_id, {}, editor);
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toBeNull();
  });
});

describe('a counter sale billed and paid in one flow (decision 043, addendum)', () => {
  it('is created due, billed at once, and its status follows the money: invoiced unpaid PAYMENT_DUE, paid PAYMENT_DONE', async () => {
    const shop = await saudiShop(t);
    const sale = await createOrder(shop, repairOrder(shop, { order_type: 'COUNTER_SALE', user_car_id: null }));
    expect(sale.status).toBe('PAYMENT_DUE');
    const bill = await invoiceOrder(shop, sale.order_id);
    expect(bill.statusCode).toBe(201);
    expect(await orderStatus(shop, sale.order_id)).toBe('PAYMENT_DUE');
    const paid = await pay(shop, bill.json().invoice_id, [cash(bill.json().due_amount)]);
    expect(paid.statusCode).toBe(201);
    expect(await orderStatus(shop, sale.order_id)).toBe('PAYMENT_DONE');
    // A second bill of the same sale is refused, naming the first.
    const again = await invoiceOrder(shop, sale.order_id);
    expect(again.statusCode).toBe(409);
  });
});

describe('payments', () => {
  it('takes part in cash and the rest by card: dues fall to zero and the order reaches PAYMENT_DONE', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    expect(await customerDues(shop)).toBe('310.50');
    const first = await pay(shop, bill.invoice_id, [cash('100.50')]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ receipt_number: 'RCP/2026/00001', amount: '100.50' });
    expect(await customerDues(shop)).toBe('210.00');
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DUE');
    const second = await pay(shop, bill.invoice_id, [{ method: 'CREDIT_CARD', amount: '210', reference: 'slip 4471' }]);
    expect(second.statusCode).toBe(201);
    expect(second.json().receipt_number).toBe('RCP/2026/00002');
    const paid = await getInvoice(shop, bill.invoice_id);
    expect(paid).toMatchObject({
      paid_amount: '310.50',
      due_amount: '0.00',
      payment_status: 'PAID',
      order_status: 'PAYMENT_DONE',
    });
    expect(paid.payments.map((p: { method: string; amount: string }) => [p.method, p.amount])).toEqual([
      ['CASH', '100.50'],
      ['CREDIT_CARD', '210.00'],
    ]);
    expect(await customerDues(shop)).toBe('0.00');
    // Handing the vehicle over completes the order.
    const done = await api(shop, 'PUT', `/api/oms/order/${bill.order_id}/progress`, { status: 'COMPLETED' });
    expect(done.json().status).toBe('COMPLETED');
  });

  it('splits one receipt over several methods, a cheque with its details', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await pay(shop, bill.invoice_id, [
      cash('10.50'),
      { method: 'CHEQUE', amount: '200', cheque_number: '000123', bank_name: 'Al Rajhi', cheque_date: '2026-11-25' },
      { method: 'BANK_TRANSFER', amount: '100', reference: 'TRX-1' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe('310.50');
    expect(res.json().payments).toHaveLength(3);
    expect(res.json().payments[1]).toMatchObject({ cheque_number: '000123', bank_name: 'Al Rajhi', cheque_date: '2026-11-25' });
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
  });

  it('pays the live invoice of an order named by its id', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/payment', { order_id: bill.order_id, payments: [cash('1')] });
    expect(res.statusCode).toBe(201);
    expect(res.json().payments[0].invoice_id).toBe(bill.invoice_id);
  });

  it('refuses an overpayment, zero or negative amounts and a cheque without its details, and writes nothing', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const over = await pay(shop, bill.invoice_id, [cash('300'), { method: 'DEBIT_CARD', amount: '10.51' }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^This payment of .*310[.,]51 is more than the .*310[.,]50 still due$/);
    for (const amount of ['0', '-5', 'abc']) expect((await pay(shop, bill.invoice_id, [cash(amount)])).statusCode).toBe(400);
    const cheque = await pay(shop, bill.invoice_id, [{ method: 'CHEQUE', amount: '10' }]);
    expect(cheque.statusCode).toBe(400);
    expect(cheque.json().message).toContain('cheque needs its number');
    expect((await pay(shop, bill.invoice_id, [])).statusCode).toBe(400);
    expect((await pay(shop, bill.invoice_id, [{ method: 'ON_ACCOUNT', amount: '1' }])).statusCode).toBe(400);
    const [written] = await t.db.select({ n: count() }).from(receipt).where(eq(receipt.garageId, shop.garageId));
    expect(written?.n).toBe(0);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('0.00');
    // Paid in full, nothing more is taken.
    await pay(shop, bill.invoice_id, [cash('310.50')]);
    const more = await pay(shop, bill.invoice_id, [cash('1')]);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Nothing is due on this bill');
  });

  it('takes a payment once per Idempotency-Key (a double press)', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const a = await pay(shop, bill.invoice_id, [cash('50')], { key: 'press-1' });
    const b = await pay(shop, bill.invoice_id, [cash('50')], { key: 'press-1' });
    expect(b.json().receipt_id).toBe(a.json().receipt_id);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('50.00');
    const [rows] = await t.db.select({ n: count() }).from(payment).where(eq(payment.invoiceId, bill.invoice_id));
    expect(rows?.n).toBe(1);
  });
});

describe('voiding an invoice', () => {
  it('keeps its number, sends the order back to VEHICLE_READY, and the next bill takes a new number', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await api(
      shop,
      'GET',
      `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=${encodeURIComponent('Wrong customer')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'VOID', void_reason: 'Wrong customer', due_amount: '0.00' });
    expect(await orderStatus(shop, bill.order_id)).toBe('VEHICLE_READY');
    expect(await customerDues(shop)).toBe('0.00');
    const payVoid = await pay(shop, bill.invoice_id, [cash('1')]);
    expect(payVoid.statusCode).toBe(409);
    const again = await invoiceOrder(shop, bill.order_id);
    expect(again.statusCode).toBe(201);
    expect(again.json().invoice_number).toBe('INV/2026/00002');
    const [rows] = await t.db.select({ n: count() }).from(invoice).where(eq(invoice.orderId, bill.order_id));
    expect(rows?.n).toBe(2);
  });

  it('refuses to void an invoice with payments until they are refunded', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    await pay(shop, bill.invoice_id, [cash('20')]);
    const res = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=x`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This invoice has payments of .*20[.,]00: refund them before voiding it$/);
    expect((await getInvoice(shop, bill.invoice_id)).status).toBe('ACTIVE');
  });
});

describe('invoice search and dues', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await shopIn(t, 'SA', {}, 365);
    const older = await billedOrder(shop);
    await pay(shop, older.invoice_id, [cash('10.50')]);
    t.clock.advance(40 * 86_400_000);
    shop.s = await signIn(t, shop.ownerMobile);
    await billedOrder(shop);
    const paid = await billedOrder(shop);
    await pay(shop, paid.invoice_id, [cash('310.50')]);
  });

  it('lists a customer’s bills still owed, oldest first, with ageing and the total due', async () => {
    const res = (await api(shop, 'GET', `/api/oms/invoice/search?customer_id=${shop.customerId}&due_only=true`)).json();
    expect(res.content.map((i: { due_amount: string; ageing: string }) => [i.due_amount, i.ageing])).toEqual([
      ['300.00', '31-60'],
      ['310.50', '0-30'],
    ]);
    expect(res.total_due).toBe('610.50');
    expect(await customerDues(shop)).toBe('610.50');
  });

  it('finds an invoice by its number, whole or the digits alone', async () => {
    const whole = (await api(shop, 'GET', '/api/oms/invoice/search?q=INV/2026/00002')).json();
    expect(whole.content.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['INV/2026/00002']);
    const digits = (await api(shop, 'GET', '/api/oms/invoice/search?q=3')).json();
    expect(digits.content.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['INV/2026/00003']);
    const bad = await api(shop, 'GET', '/api/oms/invoice/search?from=2026-12-01&to=2026-11-01');
    expect(bad.statusCode).toBe(400);
  });
});

// Decision 043, addendum on speed: creating a bill and taking a payment answer views built from what their
// one write statement gave back; they must equal what reading the bill or the receipt answers.
describe('answers built from what was written', () => {
  it('an invoice created answers what GET oms/invoice answers, for a bill with money, a zero bill and in India', async () => {
    const shop = await saudiShop(t, { invoice_prefix: 'BILL' });
    const order = await createOrder(shop);
    const made = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2C' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual(await getInvoice(shop, made.json().invoice_id));
    expect(made.json().invoice_number).toMatch(/^BILL\/2026\/0000\d$/);

    const free = await createOrder(
      shop,
      repairOrder(shop, {
        services_break_up: [{ service_name: 'Warranty check', quantity: 1, unit_price: '0', tax_category_id: shop.vat }],
      }),
    );
    const zero = await invoiceOrder(shop, free.order_id, { zero_reason: 'Warranty' });
    expect(zero.json()).toEqual(await getInvoice(shop, zero.json().invoice_id));

    const india = await shopIn(t, 'IN');
    const billed = await invoiceOrder(india, (await createOrder(india)).order_id);
    expect(billed.statusCode).toBe(201);
    expect(billed.json()).toEqual(await getInvoice(india, billed.json().invoice_id));
  });

  it('a payment taken answers what GET oms/payment answers: methods renamed, a cheque, a note, and the one that settles', async () => {
    const shop = await saudiShop(t);
    const renamed = await api(shop, 'PUT', '/api/oms/payment_method/BANK_TRANSFER', { name: 'Wire', active: true });
    expect(renamed.statusCode).toBe(200);
    const bill = await billedOrder(shop);
    const first = await api(shop, 'POST', '/api/oms/payment', {
      invoice_id: bill.invoice_id,
      note: ' first part ',
      payments: [
        cash('10.50'),
        { method: 'CHEQUE', amount: '200', cheque_number: '000123', bank_name: 'Al Rajhi', cheque_date: '2026-11-25' },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual((await api(shop, 'GET', `/api/oms/payment/${first.json().receipt_id}`)).json());
    const last = await pay(shop, bill.invoice_id, [{ method: 'BANK_TRANSFER', amount: '100', reference: 'TRX-1' }]);
    expect(last.json()).toEqual((await api(shop, 'GET', `/api/oms/payment/${last.json().receipt_id}`)).json());
    expect(last.json().payments[0].method_name).toBe('Wire');
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
  });

  it('writes the activity rows as before: INVOICED with the number, PAYMENT with the receipt and the move', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = await pay(shop, bill.invoice_id, [cash('310.50')]);
    const rows = await t.db.select().from(orderActivity).where(eq(orderActivity.orderId, bill.order_id));
    expect(rows.find((r) => r.action === 'INVOICED')?.detail).toEqual({
      invoice_id: bill.invoice_id,
      invoice_number: bill.invoice_number,
      total: '310.5000',
      from: 'CREATED',
      to: 'PAYMENT_DUE',
    });
    expect(rows.find((r) => r.action === 'PAYMENT')?.detail).toEqual({
      receipt_id: paid.json().receipt_id,
      receipt_number: paid.json().receipt_number,
      invoice_id: bill.invoice_id,
      amount: '310.5',
      methods: [{ method: 'CASH', amount: '310.5' }],
      from: 'PAYMENT_DUE',
      to: 'PAYMENT_DONE',
    });
  });
});
