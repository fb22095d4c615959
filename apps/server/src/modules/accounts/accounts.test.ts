import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { billedOrder, pay } from '../invoices/test-bills.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addVendor, receive } from '../purchasing/test-purchasing.ts';
import { addExpense, addLabel, book, expenseBody, line, postExpense } from './test-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('expense labels (expense-labels-master)', () => {
  it('are added, renamed and made inactive; names are unique in a garage in any case', async () => {
    const shop = await saudiShop(t);
    const rent = await addLabel(shop, 'Rent');
    await addLabel(shop, 'Electricity');
    const dup = await api(shop, 'POST', '/api/oms/expense/heads', { name: '  rENT ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('An expense label "rENT" already exists');
    const renamed = await api(shop, 'PUT', `/api/oms/expense/heads/${rent}`, { name: 'Shop rent', active: false });
    expect(renamed.json()).toEqual({ id: rent, name: 'Shop rent', active: false });
    const active = (await api(shop, 'GET', '/api/oms/expense/heads')).json();
    expect(active.map((l: { name: string }) => l.name)).toEqual(['Electricity']);
    const all = (await api(shop, 'GET', '/api/oms/expense/heads?include_inactive=true')).json();
    expect(all.map((l: { name: string }) => l.name)).toEqual(['Electricity', 'Shop rent']);
    // Another garage may use the same name.
    const other = await saudiShop(t);
    expect(await addLabel(other, 'Rent')).toBeGreaterThan(0);
  });

  it("answers 404 for another group's label and 403 without the owner or ACCOUNTS_MANAGEMENT role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirs = await addLabel(other, 'Fuel');
    const res = await api(shop, 'PUT', `/api/oms/expense/heads/${theirs}`, { name: 'Mine now' });
    expect(res.statusCode).toBe(404);
    const clerk = await member(shop, ['VIEW_ORDER', 'CREATE_INVOICE']);
    expect((await api(shop, 'GET', '/api/oms/expense/heads', undefined, { session: clerk })).statusCode).toBe(403);
    expect((await api(shop, 'POST', '/api/oms/expense/heads', { name: 'X' }, { session: clerk })).statusCode).toBe(403);
    const accountant = await member(shop, ['ACCOUNTS_MANAGEMENT']);
    expect(await addLabel(shop, 'Stationery', accountant)).toBeGreaterThan(0);
  });
});

describe('expenses (add-new-expense, expense-view)', () => {
  it('are numbered EXP/<year>/n per garage, gap-free: a refused expense takes no number', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Rent');
    const first = await addExpense(shop, label, { reference: 'INV-77', note: 'November' });
    expect(first).toMatchObject({
      expense_number: 'EXP/2026/00001',
      expense_date: '2026-11-21',
      label_name: 'Rent',
      amount: '25.00',
      status: 'PAID',
      payment_method: 'CASH',
      paid_date: '2026-11-21',
      payee: 'City Power Co',
      reference: 'INV-77',
      note: 'November',
      attachments: [],
    });
    expect(first.activity).toEqual([
      expect.objectContaining({ action: 'CREATED', detail: expect.objectContaining({ expense_number: 'EXP/2026/00001' }) }),
    ]);
    expect((await postExpense(shop, expenseBody(label, { amount: '0' }))).statusCode).toBe(400);
    expect((await postExpense(shop, expenseBody(label, { expense_date: '2026-11-22' }))).statusCode).toBe(400);
    const second = await addExpense(shop, label, { status: 'CREDIT', payment_method: null });
    expect(second.expense_number).toBe('EXP/2026/00002');
    // Another garage numbers its own.
    const other = await saudiShop(t);
    expect((await addExpense(other, await addLabel(other, 'Rent'))).expense_number).toBe('EXP/2026/00001');
  });

  it('answers the same expense to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Rent');
    const headers = { 'idempotency-key': 'exp-key-1' };
    const a = await postExpense(shop, expenseBody(label), { headers });
    const b = await postExpense(shop, expenseBody(label), { headers });
    expect(b.json().expense_id).toBe(a.json().expense_id);
    expect((await api(shop, 'GET', '/api/oms/expense/v3')).json().total_elements).toBe(1);
  });

  it('refuses bad input with clear messages in English and Spanish', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Rent');
    const noMethod = await postExpense(shop, expenseBody(label, { payment_method: null }));
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toContain('A paid expense needs its payment method');
    const es = await postExpense(shop, expenseBody(label, { amount: '-5' }), { headers: { 'accept-language': 'es' } });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toContain('Un gasto debe ser mayor que cero');
    const future = await postExpense(shop, expenseBody(label, { expense_date: '2026-12-01' }));
    expect(future.json().message).toBe('An expense cannot be dated after today');
    const onAccount = await postExpense(shop, expenseBody(label, { payment_method: 'ON_ACCOUNT' }));
    expect(onAccount.statusCode).toBe(400);
    const badDay = await postExpense(shop, expenseBody(label, { expense_date: '2026-02-30' }));
    expect(badDay.statusCode).toBe(400);
    await api(shop, 'PUT', `/api/oms/expense/heads/${label}`, { name: 'Rent', active: false });
    const inactive = await postExpense(shop, expenseBody(label));
    expect(inactive.json().message).toBe('This expense label is inactive: choose an active one');
    const other = await saudiShop(t);
    const theirLabel = await addLabel(other, 'Fuel');
    expect((await postExpense(shop, expenseBody(theirLabel))).statusCode).toBe(404);
  });

  it('CREDIT is owed until marked paid (once), and every change is audited', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Parts supplier');
    const owed = await addExpense(shop, label, { status: 'CREDIT', payment_method: 'CASH', expense_date: '2026-11-18' });
    expect(owed).toMatchObject({ status: 'CREDIT', payment_method: null, paid_date: null });
    const early = await api(shop, 'PUT', `/api/oms/expense/v3/${owed.expense_id}/pay`, {
      payment_method: 'BANK_TRANSFER',
      paid_date: '2026-11-17',
    });
    expect(early.json().message).toBe('An expense cannot be paid before its date');
    const paid = await api(shop, 'PUT', `/api/oms/expense/v3/${owed.expense_id}/pay`, { payment_method: 'BANK_TRANSFER' });
    expect(paid.json()).toMatchObject({ status: 'PAID', payment_method: 'BANK_TRANSFER', paid_date: '2026-11-21' });
    const again = await api(shop, 'PUT', `/api/oms/expense/v3/${owed.expense_id}/pay`, { payment_method: 'CASH' });
    expect(again.statusCode).toBe(409);
    const edited = await api(shop, 'PUT', `/api/oms/expense/v3/${owed.expense_id}`, {
      ...expenseBody(label, { expense_date: '2026-11-18', amount: '30', payment_method: 'BANK_TRANSFER' }),
    });
    expect(edited.statusCode).toBe(200);
    // Still paid on the day it was paid, not moved to the expense's day.
    expect(edited.json()).toMatchObject({ amount: '30.00', paid_date: '2026-11-21', expense_number: owed.expense_number });
    expect(edited.json().activity.map((a: { action: string }) => a.action)).toEqual(['CREATED', 'PAID', 'EDITED']);
    expect(edited.json().activity[2].detail.changes).toMatchObject({ amount: { from: '25.0000', to: '30' } });
  });

  it("answers 404 for another group's expense and 403 without the role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirs = await addExpense(other, await addLabel(other, 'Fuel'));
    const label = await addLabel(shop, 'Fuel');
    expect((await api(shop, 'GET', `/api/oms/expense/v3/${theirs.expense_id}`)).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/expense/v3/${theirs.expense_id}`, expenseBody(label))).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/expense/v3/${theirs.expense_id}/pay`, { payment_method: 'CASH' })).statusCode).toBe(
      404,
    );
    const cashier = await member(shop, ['PAYMENT']);
    expect((await api(shop, 'GET', '/api/oms/expense/v3', undefined, { session: cashier })).statusCode).toBe(403);
    expect((await postExpense(shop, expenseBody(label), { session: cashier })).statusCode).toBe(403);
    expect((await api(shop, 'GET', '/api/oms/ledger', undefined, { session: cashier })).statusCode).toBe(403);
    expect((await api(shop, 'GET', '/api/oms/accounts/summary', undefined, { session: cashier })).statusCode).toBe(403);
  });

  it('are searched by days, label, status and text, with the total of every match', async () => {
    const shop = await saudiShop(t);
    const rent = await addLabel(shop, 'Rent');
    const power = await addLabel(shop, 'Electricity');
    await addExpense(shop, rent, { expense_date: '2026-11-01', amount: '1000', payee: 'Landlord' });
    await addExpense(shop, power, { expense_date: '2026-11-10', amount: '120.50', status: 'CREDIT', payment_method: null });
    await addExpense(shop, power, { expense_date: '2026-11-20', amount: '80.25', reference: 'BILL-9' });
    const all = (await api(shop, 'GET', '/api/oms/expense/v3')).json();
    expect(all.content.map((e: { expense_date: string }) => e.expense_date)).toEqual(['2026-11-20', '2026-11-10', '2026-11-01']);
    expect(all.total_amount).toBe('1200.75');
    const byLabel = (await api(shop, 'GET', `/api/oms/expense/v3?label_id=${power}&status=PAID`)).json();
    expect(byLabel.content).toHaveLength(1);
    expect(byLabel.total_amount).toBe('80.25');
    const byDays = (await api(shop, 'GET', '/api/oms/expense/v3?from=2026-11-05&to=2026-11-15')).json();
    expect(byDays.content.map((e: { amount: string }) => e.amount)).toEqual(['120.50']);
    expect((await api(shop, 'GET', '/api/oms/expense/v3?q=landl')).json().total_elements).toBe(1);
    expect((await api(shop, 'GET', '/api/oms/expense/v3?q=bill-9')).json().total_elements).toBe(1);
    expect((await api(shop, 'GET', '/api/oms/expense/v3?q=2')).json().content[0].expense_number).toBe('EXP/2026/00002');
    const reversed = await api(shop, 'GET', '/api/oms/expense/v3?from=2026-11-15&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('The start date must not be after the end date');
    const page = (await api(shop, 'GET', '/api/oms/expense/v3?page_size=2&page_number=1')).json();
    expect(page).toMatchObject({ total_elements: 3, total_pages: 2 });
    expect(page.content).toHaveLength(1);
  });

  it('keep uploaded documents of their garage as attachments, within 15 MB', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Rent');
    const accountant = await member(shop, ['ACCOUNTS_MANAGEMENT']);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    const uploaded = await api(
      shop,
      'POST',
      '/api/document/image/upload',
      { extension: 'png', file_to_upload: png.toString('base64'), garage_id: shop.garageId },
      { session: accountant },
    );
    expect(uploaded.statusCode).toBe(201);
    const key = (uploaded.json().url as string).split('/').pop()!;
    const saved = await postExpense(shop, expenseBody(label, { attachments: [key] }), { session: accountant });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().attachments).toEqual([{ key, url: `/api/document/file/${key}`, mime: 'image/png', size: png.length }]);
    expect((await postExpense(shop, expenseBody(label, { attachments: ['x'.repeat(32)] }))).json().message).toBe(
      'An attachment was not found: upload it again',
    );
    // Another garage's document is not this expense's to keep.
    const other = await saudiShop(t);
    expect((await postExpense(other, expenseBody(await addLabel(other, 'Rent'), { attachments: [key] }))).statusCode).toBe(400);
  });
});

/**
 * A receipt of `amount` by `method` for a new bill, taken at `at` (the receipt's day is the garage's day
 * then). Earlier than the session's sign-in, so its token is still good.
 */
async function receiptAt(shop: Shop, at: string, method: string, amount: string) {
  t.clock.set(new Date(at));
  const bill = await billedOrder(shop);
  const res = await pay(shop, bill.invoice_id, [{ method, amount }]);
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  return { bill, receipt: res.json() };
}

describe('the account book (daily book)', () => {
  it('opens each method with every movement before the day and closes at opening + in − out', async () => {
    const shop = await saudiShop(t);
    const label = await addLabel(shop, 'Tea and snacks');
    // Riyadh is UTC+3: 2026-11-18T22:30Z is already the 19th there.
    const first = await receiptAt(shop, '2026-11-18T22:30:00Z', 'CASH', '100.10');
    await receiptAt(shop, '2026-11-20T08:00:00Z', 'DEBIT_CARD', '200');
    await receiptAt(shop, '2026-11-21T05:00:00Z', 'CASH', '40');
    t.clock.set(new Date('2026-11-21T06:00:00Z'));
    await addExpense(shop, label, { expense_date: '2026-11-19', amount: '30.05' });
    const owed = await addExpense(shop, label, {
      expense_date: '2026-11-20',
      amount: '50',
      status: 'CREDIT',
      payment_method: null,
    });
    await api(shop, 'PUT', `/api/oms/expense/v3/${owed.expense_id}/pay`, { payment_method: 'CASH' });
    await addExpense(shop, label, { expense_date: '2026-11-21', amount: '10.5', payment_method: 'CHEQUE' });
    // A refund (credit notes write one): a payment row below zero is money out on its receipt's day.
    const [original] = await t.db
      .select()
      .from(payment)
      .where(and(eq(payment.groupId, shop.groupId), eq(payment.receiptId, first.receipt.receipt_id)));
    const { id: _id, ...refund } = original!;
    await t.db.insert(payment).values({ ...refund, amount: '-20.00' });

    const day19 = await book(shop, 'from=2026-11-19&to=2026-11-19');
    expect(line(day19, 'CASH')).toEqual({
      method: 'CASH',
      method_name: null,
      opening: '0.00',
      money_in: '100.10',
      money_out: '50.05',
      closing: '50.05',
    });
    expect(day19.movements.content.map((m: { kind: string }) => m.kind).sort()).toEqual(['EXPENSE', 'RECEIPT', 'REFUND']);

    const today = await book(shop, '');
    expect(today).toMatchObject({ from: '2026-11-21', to: '2026-11-21', currency_code: 'SAR' });
    expect(line(today, 'CASH')).toEqual({
      method: 'CASH',
      method_name: null,
      opening: '50.05',
      money_in: '40.00',
      money_out: '50.00',
      closing: '40.05',
    });
    expect(line(today, 'DEBIT_CARD')).toMatchObject({ opening: '200.00', money_in: '0.00', closing: '200.00' });
    expect(line(today, 'CHEQUE')).toMatchObject({ opening: '0.00', money_out: '10.50', closing: '-10.50' });
    expect(today.methods[0].method).toBe('CASH');
    expect(today.totals).toEqual({ opening: '250.05', money_in: '40.00', money_out: '60.50', closing: '229.55' });
    const expenseMoves = today.movements.content.filter((m: { kind: string }) => m.kind === 'EXPENSE');
    expect(expenseMoves.map((m: { money_out: string; method: string }) => `${m.method} ${m.money_out}`)).toEqual([
      'CASH 50.00',
      'CHEQUE 10.50',
    ]);
    const receipt = today.movements.content.find((m: { kind: string }) => m.kind === 'RECEIPT');
    expect(receipt).toMatchObject({ money_in: '40.00', money_out: '0.00', method: 'CASH', party: expect.any(String) });
    expect(receipt.invoice_number).toMatch(/^INV\/2026\//);

    // A range opens before its first day and closes after its last.
    const range = await book(shop, 'from=2026-11-19&to=2026-11-21');
    expect(line(range, 'CASH')).toEqual({
      method: 'CASH',
      method_name: null,
      opening: '0.00',
      money_in: '140.10',
      money_out: '100.05',
      closing: '40.05',
    });
    expect(range.movements.total_elements).toBe(7);
    // Before anything happened, only CASH shows, at zero.
    expect((await book(shop, 'from=2026-11-01&to=2026-11-01')).methods).toEqual([
      { method: 'CASH', method_name: null, opening: '0.00', money_in: '0.00', money_out: '0.00', closing: '0.00' },
    ]);
    // Another garage's book has none of it.
    const other = await saudiShop(t);
    expect(line(await book(other, ''), 'CASH')).toMatchObject({ closing: '0.00' });

    const summary = (await api(shop, 'GET', '/api/oms/accounts/summary')).json();
    expect(summary.today).toBe('2026-11-21');
    expect(summary.today_totals).toMatchObject({ money_in: '40.00', money_out: '60.50' });
    expect(summary.month_totals).toMatchObject({ money_in: '340.10', money_out: '110.55' });
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)).toEqual({ day: '2026-11-21', money_in: '40.00', money_out: '60.50' });
    expect(summary.daily.at(-3)).toEqual({ day: '2026-11-19', money_in: '100.10', money_out: '50.05' });
    expect(summary.expenses_by_label).toMatchObject({ from: '2026-11-01', to: '2026-11-21', total: '90.55' });
    expect(summary.payables).toEqual({ total: '0.00', expenses: 0 });
    // Three bills of 310.50, 340.10 paid of them: the rest is due, all of it under 30 days old.
    expect(summary.receivables.total_due).toBe('591.40');
    expect(summary.receivables.buckets[0]).toEqual({ bucket: '0-30', due: '591.40', invoices: 3 });
  });

  it('pays vendors out (VP-n) and takes vendor refunds in (VR-n) by their method and transaction day', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { name: 'Al Noor Spares' });
    // A bill of 10 engine oil at 10.00 + 15% VAT = 115.00.
    const bill = await receive(shop, {
      vendor_id: vendorId,
      bill_number: 'AN-771',
      bill_date: '2026-11-01',
      lines: [{ part_id: shop.oilId, quantity: 10, unit_price: 10, tax_category_id: shop.vat }],
    });
    expect(bill.statusCode).toBe(201);
    const si = bill.json();
    const paid = await api(shop, 'POST', '/api/oms/outgoing_payment/v2', [
      { vendor_id: vendorId, stock_in_id: si.stock_in_id, amount: '40', method: 'CASH', transaction_date: '2026-11-20' },
      {
        vendor_id: vendorId,
        stock_in_id: si.stock_in_id,
        amount: '25.50',
        method: 'BANK_TRANSFER',
        transaction_date: '2026-11-21',
      },
    ] as unknown as object);
    expect(paid.statusCode).toBe(201);
    const lineId = (await api(shop, 'GET', `/api/oms/vendor_credit_note/returnable?vendor_id=${vendorId}`)).json().content[0]
      .stock_in_line_id;
    const cn = (
      await api(shop, 'POST', '/api/oms/vendor_credit_note', {
        vendor_id: vendorId,
        reason: 'Wrong grade',
        settlement: 'REFUND',
        lines: [{ stock_in_line_id: lineId, quantity: '2' }],
      })
    ).json();
    const refunded = await api(shop, 'POST', '/api/oms/vendor_refund', {
      vendor_credit_note_id: cn.credit_note_id,
      amount: '23',
      method: 'CASH',
      transaction_date: '2026-11-21',
    });
    expect(refunded.statusCode).toBe(201);

    const day20 = await book(shop, 'from=2026-11-20&to=2026-11-20');
    expect(line(day20, 'CASH')).toMatchObject({ opening: '0.00', money_in: '0.00', money_out: '40.00', closing: '-40.00' });
    expect(day20.movements.content).toEqual([
      expect.objectContaining({
        kind: 'VENDOR_PAYMENT',
        day: '2026-11-20',
        method: 'CASH',
        money_in: '0.00',
        money_out: '40.00',
        number: 'VP-00001',
        party: 'Al Noor Spares',
        vendor_id: vendorId,
        source_id: si.stock_in_id,
        source_number: 'AN-771',
        receipt_id: null,
        invoice_id: null,
      }),
    ]);

    const today = await book(shop, '');
    // Cash opens at −40 (the 20th's payment), takes the 23.00 refund in: −17.
    expect(line(today, 'CASH')).toMatchObject({ opening: '-40.00', money_in: '23.00', money_out: '0.00', closing: '-17.00' });
    expect(line(today, 'BANK_TRANSFER')).toMatchObject({
      opening: '0.00',
      money_in: '0.00',
      money_out: '25.50',
      closing: '-25.50',
    });
    expect(today.totals).toEqual({ opening: '-40.00', money_in: '23.00', money_out: '25.50', closing: '-42.50' });
    const moves = today.movements.content.map((m: { kind: string; number: string; money_in: string; money_out: string }) => [
      m.kind,
      m.number,
      m.money_in,
      m.money_out,
    ]);
    expect(moves).toEqual([
      ['VENDOR_PAYMENT', 'VP-00002', '0.00', '25.50'],
      ['VENDOR_REFUND', 'VR-00001', '23.00', '0.00'],
    ]);
    expect(today.movements.content[1]).toMatchObject({
      party: 'Al Noor Spares',
      vendor_id: vendorId,
      source_id: cn.credit_note_id,
      source_number: cn.credit_note_number,
    });
    // The range filter: nothing of it before the 20th, and the summary counts it as money in and out.
    expect((await book(shop, 'from=2026-11-19&to=2026-11-19')).movements.total_elements).toBe(0);
    expect((await book(shop, 'from=2026-11-19&to=2026-11-21')).movements.total_elements).toBe(3);
    const summary = (await api(shop, 'GET', '/api/oms/accounts/summary')).json();
    expect(summary.today_totals).toMatchObject({ money_in: '23.00', money_out: '25.50' });
    expect(summary.month_totals).toMatchObject({ money_in: '23.00', money_out: '65.50' });
    // Another garage's book has none of it.
    const other = await saudiShop(t);
    expect((await book(other, 'from=2026-11-19&to=2026-11-21')).movements.total_elements).toBe(0);
  });

  it('refuses a range of more than a year and a day, or one that ends before it starts', async () => {
    const shop = await saudiShop(t);
    const long = await api(shop, 'GET', '/api/oms/ledger?from=2025-01-01&to=2026-11-21');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose at most 366 days at once');
    expect((await api(shop, 'GET', '/api/oms/ledger?from=2026-11-21&to=2026-11-20')).statusCode).toBe(400);
    expect((await api(shop, 'GET', '/api/oms/accounts/summary?from=2026-11-21&to=2026-11-20')).statusCode).toBe(400);
  });
});
