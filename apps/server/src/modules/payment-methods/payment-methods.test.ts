import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivity } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { billedOrder, customerDues, getInvoice, orderStatus, pay } from '../invoices/test-bills.ts';
import { api, member, type Shop, saudiShop, shopIn, sisterShop } from '../orders/test-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = {
  code: string;
  custom: boolean;
  kind: string;
  name: string | null;
  active: boolean;
  used: boolean;
  forma_pago: string | null;
};

const list = async (shop: Shop, all = true): Promise<Method[]> =>
  (await api(shop, 'GET', `/api/oms/payment_method${all ? '?include_inactive=true' : ''}`)).json();
const add = (shop: Shop, body: object, session = shop.s) => api(shop, 'POST', '/api/oms/payment_method', body, { session });
const change = (shop: Shop, code: string, body: object, session = shop.s) =>
  api(shop, 'PUT', `/api/oms/payment_method/${code}`, body, { session });
const remove = (shop: Shop, code: string) => api(shop, 'DELETE', `/api/oms/payment_method/${code}`);
const onAccount = (shop: Shop, invoiceId: number, body: object = {}, session = shop.s) =>
  api(shop, 'POST', `/api/oms/invoice/${invoiceId}/on_account`, body, { session });
const offAccount = (shop: Shop, invoiceId: number, body: object = {}, session = shop.s, headers: Record<string, string> = {}) =>
  api(shop, 'POST', `/api/oms/invoice/${invoiceId}/on_account/undo`, body, { session, headers });
const progress = (shop: Shop, id: number, status: string) => api(shop, 'PUT', `/api/oms/order/${id}/progress`, { status });

describe('the payment method master', () => {
  it('lists the built-ins active under their standard names, then the garage’s own methods', async () => {
    const shop = await saudiShop(t);
    const before = await list(shop);
    expect(before.map((m) => m.code)).toEqual([
      'CASH',
      'DEBIT_CARD',
      'CREDIT_CARD',
      'CHEQUE',
      'BANK_TRANSFER',
      'PAYMENT_LINK',
      'ON_ACCOUNT',
    ]);
    expect(before.every((m) => m.active && m.name === null && !m.custom && !m.used)).toBe(true);
    const upi = await add(shop, { name: ' UPI ', kind: 'BANK' });
    expect(upi.statusCode).toBe(201);
    expect(upi.json()).toMatchObject({ custom: true, kind: 'BANK', name: 'UPI', active: true, used: false });
    expect(upi.json().code).toMatch(/^PM_\d+$/);
    expect((await list(shop)).at(-1)?.name).toBe('UPI');
  });

  it('refuses a name another method shows, in any case, the built-ins’ standard names included', async () => {
    const shop = await saudiShop(t);
    expect((await add(shop, { name: 'Paytm', kind: 'BANK' })).statusCode).toBe(201);
    const again = await add(shop, { name: 'PAYTM', kind: 'CARD' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A payment method named "PAYTM" already exists');
    expect((await add(shop, { name: 'cash', kind: 'CASH' })).statusCode).toBe(400);
    expect((await add(shop, { name: 'Efectivo', kind: 'CASH' })).statusCode).toBe(400);
    // Once Cash is renamed, its standard name is free and its new one taken.
    expect((await change(shop, 'CASH', { name: 'Drawer', active: true })).statusCode).toBe(200);
    expect((await add(shop, { name: 'drawer', kind: 'CASH' })).statusCode).toBe(400);
    expect((await add(shop, { name: 'Cash', kind: 'CASH' })).statusCode).toBe(201);
  });

  it('checks lengths, kinds and the limit of 30 methods of a garage’s own', async () => {
    const shop = await saudiShop(t);
    expect((await add(shop, { name: 'x'.repeat(41), kind: 'BANK' })).statusCode).toBe(400);
    expect((await add(shop, { name: '', kind: 'BANK' })).statusCode).toBe(400);
    expect((await add(shop, { name: 'Cheque book', kind: 'CHEQUE' })).statusCode).toBe(400);
    for (let i = 1; i <= 30; i++) expect((await add(shop, { name: `Wallet ${i}`, kind: 'BANK' })).statusCode).toBe(201);
    const over = await add(shop, { name: 'Wallet 31', kind: 'BANK' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('A garage keeps at most 30 payment methods of its own');
  });

  it('renames a built-in for display and back, and turns it off and on', async () => {
    const shop = await saudiShop(t);
    const renamed = await change(shop, 'BANK_TRANSFER', { name: 'NEFT', active: true });
    expect(renamed.json()).toMatchObject({ code: 'BANK_TRANSFER', name: 'NEFT', custom: false, kind: 'BANK' });
    const back = await change(shop, 'BANK_TRANSFER', { name: '', active: false });
    expect(back.json()).toMatchObject({ name: null, active: false });
    expect((await list(shop, false)).map((m) => m.code)).not.toContain('BANK_TRANSFER');
    expect((await change(shop, 'BANK_TRANSFER', { active: true })).json().active).toBe(true);
  });

  it('deletes an unused method of its own; a used one only turns off; a built-in is never deleted', async () => {
    const shop = await saudiShop(t);
    const spare = (await add(shop, { name: 'Spare', kind: 'CASH' })).json().code;
    expect((await remove(shop, spare)).statusCode).toBe(200);
    expect((await list(shop)).map((m) => m.code)).not.toContain(spare);
    const upi = (await add(shop, { name: 'UPI', kind: 'BANK' })).json().code;
    const bill = await billedOrder(shop);
    expect((await pay(shop, bill.invoice_id, [{ method: upi, amount: '10', reference: 'upi-1' }])).statusCode).toBe(201);
    const refused = await remove(shop, upi);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Payments were taken with "UPI": turn it off instead of deleting it');
    expect((await list(shop)).find((m) => m.code === upi)?.used).toBe(true);
    expect((await change(shop, upi, { name: 'UPI', active: false })).json().active).toBe(false);
    expect((await remove(shop, 'CASH')).statusCode).toBe(409);
  });

  it('answers 404 for another garage’s method and 403 without an accounts role', async () => {
    const shop = await saudiShop(t);
    const sister = await sisterShop(t, shop);
    const other = await saudiShop(t);
    const upi = (await add(shop, { name: 'UPI', kind: 'BANK' })).json().code;
    expect((await change(sister, upi, { name: 'Mine', active: true })).statusCode).toBe(404);
    expect((await change(other, upi, { name: 'Mine', active: true })).statusCode).toBe(404);
    expect((await remove(other, upi)).statusCode).toBe(404);
    expect((await change(shop, 'NOT_A_METHOD', { active: true })).statusCode).toBe(404);
    expect((await list(other)).map((m) => m.code)).not.toContain(upi);
    const bill = await billedOrder(other);
    const paid = await pay(other, bill.invoice_id, [{ method: upi, amount: '1' }]);
    expect(paid.statusCode).toBe(400);

    const cashier = await member(shop, ['PAYMENT']);
    expect((await api(shop, 'GET', '/api/oms/payment_method', undefined, { session: cashier })).statusCode).toBe(200);
    expect((await add(shop, { name: 'Fleet card', kind: 'CARD' }, cashier)).statusCode).toBe(403);
    expect((await change(shop, 'CASH', { active: false }, cashier)).statusCode).toBe(403);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await api(shop, 'GET', '/api/oms/payment_method', undefined, { session: technician })).statusCode).toBe(403);
    const accountant = await member(shop, ['ACCOUNTS_MANAGEMENT']);
    expect((await add(shop, { name: 'Fleet card', kind: 'CARD' }, accountant)).statusCode).toBe(201);
  });
});

describe('payments take the garage’s active methods', () => {
  it('pays with a method of the garage’s own, shown under its name on the bill and in the account book', async () => {
    const shop = await saudiShop(t);
    const upi = (await add(shop, { name: 'UPI', kind: 'BANK' })).json().code;
    const bill = await billedOrder(shop);
    const res = await pay(shop, bill.invoice_id, [
      { method: upi, amount: '300', reference: 'upi-77' },
      { method: 'CASH', amount: '10.50' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().payments.map((p: { method: string; method_name: string | null }) => [p.method, p.method_name])).toEqual([
      [upi, 'UPI'],
      ['CASH', null],
    ]);
    expect((await getInvoice(shop, bill.invoice_id)).payments[0]).toMatchObject({
      method: upi,
      method_name: 'UPI',
      reference: 'upi-77',
    });
    const book = (await api(shop, 'GET', '/api/oms/ledger')).json();
    const line = book.methods.find((m: { method: string }) => m.method === upi);
    expect(line).toMatchObject({ method_name: 'UPI', money_in: '300.00', closing: '300.00' });
    expect(book.methods.find((m: { method: string }) => m.method === 'CASH').money_in).toBe('10.50');
    expect(book.movements.content.find((m: { method: string }) => m.method === upi).method_name).toBe('UPI');
    // A rename shows everywhere at once: the book names a method as the garage calls it now.
    await change(shop, upi, { name: 'UPI (GPay)', active: true });
    const renamed = (await api(shop, 'GET', '/api/oms/ledger')).json();
    expect(renamed.methods.find((m: { method: string }) => m.method === upi).method_name).toBe('UPI (GPay)');
  });

  it('refuses a method turned off, an unknown one, and ON_ACCOUNT as money, writing nothing', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    await change(shop, 'CHEQUE', { active: false });
    const off = await pay(shop, bill.invoice_id, [
      { method: 'CHEQUE', amount: '5', cheque_number: '1', bank_name: 'B', cheque_date: '2026-01-01' },
    ]);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('The payment method CHEQUE is not active in this garage');
    expect((await pay(shop, bill.invoice_id, [{ method: 'PM_999999', amount: '5' }])).statusCode).toBe(400);
    expect((await pay(shop, bill.invoice_id, [{ method: 'bitcoin', amount: '5' }])).statusCode).toBe(400);
    const asMoney = await pay(shop, bill.invoice_id, [{ method: 'ON_ACCOUNT', amount: '5' }]);
    expect(asMoney.statusCode).toBe(400);
    expect(asMoney.json().message).toBe('On account is not a payment: put the bill on account instead');
    const upi = (await add(shop, { name: 'UPI', kind: 'BANK', active: false })).json().code;
    expect((await pay(shop, bill.invoice_id, [{ method: upi, amount: '5' }])).statusCode).toBe(400);
    const cleared = await api(shop, 'POST', '/api/oms/payment/v2', {
      customer_id: shop.customerId,
      payments: [{ method: upi, amount: '5' }],
    });
    expect(cleared.statusCode).toBe(400);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('0.00');
  });

  it('clears dues with a method of the garage’s own', async () => {
    const shop = await saudiShop(t);
    const wallet = (await add(shop, { name: 'Paytm', kind: 'BANK' })).json().code;
    const bill = await billedOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/payment/v2', {
      customer_id: shop.customerId,
      payments: [{ method: wallet, amount: bill.due_amount }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payments[0].method_name).toBe('Paytm');
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
  });
});

describe('the SAT form (c_FormaPago) of a garage’s own method, in Mexico', () => {
  it('is the kind’s until the owner chooses one, and can be chosen, changed and given back to the kind', async () => {
    const shop = await shopIn(t, 'MX');
    const clip = await add(shop, { name: 'Terminal Clip', kind: 'CARD' });
    expect(clip.statusCode).toBe(201);
    expect(clip.json()).toMatchObject({ name: 'Terminal Clip', kind: 'CARD', forma_pago: null });
    const code = clip.json().code;
    const debit = await add(shop, { name: 'Clip débito', kind: 'CARD', forma_pago: '28' });
    expect(debit.json()).toMatchObject({ forma_pago: '28' });
    expect((await change(shop, code, { name: 'Terminal Clip', active: true, forma_pago: '29' })).json().forma_pago).toBe('29');
    // Absent: unchanged (a rename keeps it); null: the kind's again.
    expect((await change(shop, code, { name: 'Clip', active: true })).json()).toMatchObject({ name: 'Clip', forma_pago: '29' });
    expect((await change(shop, code, { active: true, name: 'Clip', forma_pago: null })).json().forma_pago).toBeNull();
    const listed = await list(shop);
    expect(listed.find((m) => m.code === debit.json().code)).toMatchObject({ forma_pago: '28' });
    expect(listed.find((m) => m.code === 'DEBIT_CARD')).toMatchObject({ forma_pago: null });
  });

  it('refuses a code outside SAT’s catalogue or 99 "Por definir", in the user’s language, and a built-in’s', async () => {
    const shop = await shopIn(t, 'MX');
    const bad = await add(shop, { name: 'Vale', kind: 'CASH', forma_pago: '07' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "Choose the SAT payment form (c_FormaPago) from SAT's catalogue, e.g. 01 Efectivo, 03 Transferencia, 04 Tarjeta de crédito, 28 Tarjeta de débito",
    );
    const spanish = await api(
      shop,
      'POST',
      '/api/oms/payment_method',
      { name: 'Vale', kind: 'CASH', forma_pago: '99' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe(
      'Elija la forma de pago del SAT (c_FormaPago) de su catálogo, p. ej. 01 Efectivo, 03 Transferencia, 04 Tarjeta de crédito, 28 Tarjeta de débito',
    );
    expect((await add(shop, { name: 'Vale', kind: 'CASH', forma_pago: 4 })).statusCode).toBe(400);
    const code = (await add(shop, { name: 'Vale', kind: 'CASH' })).json().code;
    expect((await change(shop, code, { name: 'Vale', active: true, forma_pago: '' })).statusCode).toBe(400);
    const builtIn = await change(shop, 'DEBIT_CARD', { active: true, forma_pago: '04' });
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().message).toBe(
      'A built-in method states its own SAT payment form (28): add a method of your own to state another one',
    );
    // Null on a built-in asks for nothing.
    expect((await change(shop, 'DEBIT_CARD', { active: true, forma_pago: null })).statusCode).toBe(200);
    expect((await list(shop)).map((m) => m.name)).toEqual([null, null, null, null, null, null, null, 'Vale']);
  });

  it('is refused outside Mexico, where a CFDI is never stated', async () => {
    const shop = await saudiShop(t);
    const refused = await add(shop, { name: 'Mada', kind: 'CARD', forma_pago: '28' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A SAT payment form (c_FormaPago) is stated by garages in Mexico only');
    const made = await add(shop, { name: 'Mada', kind: 'CARD', forma_pago: null });
    expect(made.json()).toMatchObject({ forma_pago: null });
    expect((await change(shop, made.json().code, { name: 'Mada', active: true, forma_pago: '28' })).statusCode).toBe(400);
    expect((await list(shop)).find((m) => m.code === made.json().code)?.forma_pago).toBeNull();
  });
});

describe('ON_ACCOUNT: the customer takes the vehicle on account', () => {
  it('moves no money, keeps the due, marks the bill and lets the order be delivered while due', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const order = (await api(shop, 'GET', `/api/oms/order/data?order_id=${bill.order_id}`)).json();
    expect(order.allowed_moves).not.toContain('COMPLETED');
    const early = await progress(shop, bill.order_id, 'COMPLETED');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^This order still has money due/);

    const res = await onAccount(shop, bill.invoice_id, { note: 'Fleet customer, pays monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.json().on_account).toMatchObject({ note: 'Fleet customer, pays monthly' });
    expect(res.json().on_account.at).toBe(t.clock.now().toISOString());
    expect(res.json().due_amount).toBe('310.50');
    expect(res.json().payments).toEqual([]);
    expect(await customerDues(shop)).toBe('310.50');
    const dueList = (await api(shop, 'GET', `/api/oms/invoice/due/clear?customer_id=${shop.customerId}`)).json();
    expect(dueList.content[0]).toMatchObject({ invoice_id: bill.invoice_id, on_account: true });
    const book = (await api(shop, 'GET', '/api/oms/ledger')).json();
    expect(book.totals.money_in).toBe('0.00');

    const again = await onAccount(shop, bill.invoice_id);
    expect(again.statusCode).toBe(409);
    const view = (await api(shop, 'GET', `/api/oms/order/data?order_id=${bill.order_id}`)).json();
    expect(view.status).toBe('PAYMENT_DUE');
    expect(view.allowed_moves).toContain('COMPLETED');
    expect((await progress(shop, bill.order_id, 'COMPLETED')).statusCode).toBe(200);
    expect(await orderStatus(shop, bill.order_id)).toBe('COMPLETED');

    // Paid later as usual: the due falls to zero, the order stays delivered.
    expect((await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '310.50' }])).statusCode).toBe(201);
    expect(await customerDues(shop)).toBe('0.00');
    expect(await orderStatus(shop, bill.order_id)).toBe('COMPLETED');
    const paid = await getInvoice(shop, bill.invoice_id);
    expect(paid.payment_status).toBe('PAID');
    expect(paid.on_account).not.toBeNull();
  });

  it('is refused on a settled or void bill, when turned off, without a payment role, and for another garage', async () => {
    const shop = await saudiShop(t);
    const paid = await billedOrder(shop);
    await pay(shop, paid.invoice_id, [{ method: 'CASH', amount: '310.50' }]);
    expect((await onAccount(shop, paid.invoice_id)).statusCode).toBe(409);
    const bill = await billedOrder(shop);
    const other = await saudiShop(t);
    expect((await onAccount(other, bill.invoice_id)).statusCode).toBe(404);
    const viewer = await member(shop, ['VIEW_INVOICE']);
    expect((await onAccount(shop, bill.invoice_id, {}, viewer)).statusCode).toBe(403);
    await change(shop, 'ON_ACCOUNT', { active: false });
    const off = await onAccount(shop, bill.invoice_id);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('On account is turned off in the payment methods of this garage');
    await change(shop, 'ON_ACCOUNT', { active: true });
    const cashier = await member(shop, ['PAYMENT']);
    expect((await onAccount(shop, bill.invoice_id, {}, cashier)).statusCode).toBe(200);
    const voided = await billedOrder(shop);
    await api(shop, 'GET', `/api/oms/invoice/void?order_id=${voided.order_id}&cancel_reason=wrong`);
    expect((await onAccount(shop, voided.invoice_id)).statusCode).toBe(409);
  });

  it('is taken off again by whoever may put it on: the order can no longer be delivered while due; an activity row says who', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const cashier = await member(shop, ['PAYMENT']);
    expect((await onAccount(shop, bill.invoice_id, { note: 'Pays Friday' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await offAccount(shop, bill.invoice_id, { note: 'Customer paying now' }, cashier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ on_account: null, due_amount: '310.50' });
    expect(await customerDues(shop)).toBe('310.50');
    const view = (await api(shop, 'GET', `/api/oms/order/data?order_id=${bill.order_id}`)).json();
    expect(view).toMatchObject({ status: 'PAYMENT_DUE' });
    expect(view.allowed_moves).not.toContain('COMPLETED');
    expect((await progress(shop, bill.order_id, 'COMPLETED')).statusCode).toBe(409);
    const rows = await t.db
      .select({ action: orderActivity.action, detail: orderActivity.detail, userId: orderActivity.userId })
      .from(orderActivity)
      .where(and(eq(orderActivity.groupId, shop.groupId), eq(orderActivity.orderId, bill.order_id)));
    const removed = rows.find((r) => r.action === 'ON_ACCOUNT_REMOVED');
    expect(removed?.userId).toBe(cashier.userId);
    expect(removed?.detail).toMatchObject({ invoice_id: bill.invoice_id, note: 'Customer paying now', due: '310.5' });
    // Not on account any more: nothing to take off; it can be put on account again.
    const twice = await offAccount(shop, bill.invoice_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This bill is not on account');
    expect((await onAccount(shop, bill.invoice_id)).statusCode).toBe(200);
  });

  it('stays on account once a payment was taken after it, or once its order was delivered on it', async () => {
    const shop = await saudiShop(t);
    // A part payment before the marker does not count; one after it does.
    const bill = await billedOrder(shop);
    expect((await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '10' }])).statusCode).toBe(201);
    t.clock.advance(60_000);
    await onAccount(shop, bill.invoice_id);
    t.clock.advance(60_000);
    expect((await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '20' }])).statusCode).toBe(201);
    const paidSince = await offAccount(shop, bill.invoice_id);
    expect(paidSince.statusCode).toBe(409);
    expect(paidSince.json().message).toBe(
      `A payment was taken on ${bill.invoice_number} after it was put on account: it stays on account`,
    );
    const es = await offAccount(shop, bill.invoice_id, {}, shop.s, { 'accept-language': 'es' });
    expect(es.json().message).toBe(`Se cobró un pago de ${bill.invoice_number} después de ponerla a cuenta: sigue a cuenta`);

    const delivered = await billedOrder(shop);
    await onAccount(shop, delivered.invoice_id);
    expect((await progress(shop, delivered.order_id, 'COMPLETED')).statusCode).toBe(200);
    t.clock.advance(60_000);
    const gone = await offAccount(shop, delivered.invoice_id);
    expect(gone.statusCode).toBe(409);
    const number = (await api(shop, 'GET', `/api/oms/order/data?order_id=${delivered.order_id}`)).json().external_order_id;
    expect(gone.json().message).toBe(
      `Order ${number} was delivered on account: take the payment of ${delivered.invoice_number} instead`,
    );
    expect((await getInvoice(shop, delivered.invoice_id)).on_account).not.toBeNull();
  });

  it("answers 404 for another group's bill, 403 without a payment role, 400 on bad input, 409 on a void bill", async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    await onAccount(shop, bill.invoice_id);
    const other = await saudiShop(t);
    expect((await offAccount(other, bill.invoice_id)).statusCode).toBe(404);
    expect((await offAccount(shop, 999_999_999)).statusCode).toBe(404);
    for (const roles of [['VIEW_INVOICE'], ['TECHNICIAN']] as const) {
      const session = await member(shop, roles);
      expect((await offAccount(shop, bill.invoice_id, {}, session)).statusCode).toBe(403);
    }
    expect((await offAccount(shop, bill.invoice_id, { note: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await api(shop, 'POST', '/api/oms/invoice/abc/on_account/undo', {})).statusCode).toBe(400);
    expect((await getInvoice(shop, bill.invoice_id)).on_account).not.toBeNull();
    const voided = await billedOrder(shop);
    await onAccount(shop, voided.invoice_id);
    await api(shop, 'GET', `/api/oms/invoice/void?order_id=${voided.order_id}&cancel_reason=wrong`);
    expect((await offAccount(shop, voided.invoice_id)).statusCode).toBe(409);
  });
});
