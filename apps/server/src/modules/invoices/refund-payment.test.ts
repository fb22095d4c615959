import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCfdi, garage, invoice, payment, receipt } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { book, line } from '../accounts/test-accounts.ts';
import { newLink, press } from '../online-payments/test-links.ts';
import { api, brakeLine, member, repairOrder, type Shop, saudiShop, shopIn, stockedShop } from '../orders/test-shop.ts';
import { PacError, SandboxStamper } from './cfdi/cfdi-stamper.ts';
import { refundPayment } from './refund-payment.ts';
import { billedOrder, customerDues, getInvoice, orderStatus, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://garage.example' });
});
afterAll(async () => {
  await t.close();
});

const cash = (amount: string) => ({ method: 'CASH', amount });
const refund = (shop: Shop, receiptId: number, body: object = { reason: 'Customer changed their mind' }, options = {}) =>
  api(shop, 'POST', `/api/oms/payment/${receiptId}/refund`, body, options);
const voidOf = (shop: Shop, orderId: number) =>
  api(shop, 'GET', `/api/oms/invoice/void?order_id=${orderId}&cancel_reason=${encodeURIComponent('Billed the wrong job')}`);
const creditBalance = async (shop: Shop) =>
  (await api(shop, 'GET', `/api/oms/customer_credit/${shop.customerId}`)).json().balance as string;
const receiptsOf = async (shop: Shop) =>
  (
    await t.db
      .select({ n: count() })
      .from(receipt)
      .where(and(eq(receipt.groupId, shop.groupId), eq(receipt.garageId, shop.garageId)))
  )[0]!.n;
const tally = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((out, r) => {
    out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
    return out;
  }, {});

describe('refunding a payment (decision 064)', () => {
  it('gives the receipt back whole in its own methods: the bill is owed again, the order PAYMENT_DUE, the book shows the money out', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const first = (await pay(shop, bill.invoice_id, [cash('100.50')])).json();
    const card = (
      await pay(shop, bill.invoice_id, [cash('10'), { method: 'CREDIT_CARD', amount: '200', reference: 'slip 4471' }])
    ).json();
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
    expect(await customerDues(shop)).toBe('0.00');

    const res = await refund(shop, card.receipt_id, { reason: '  Paid twice by mistake ' });
    expect(res.statusCode).toBe(200);
    const refunded = res.json();
    expect(refunded).toMatchObject({
      receipt_id: card.receipt_id,
      receipt_number: 'RCP/2026/00002',
      amount: '210.00',
      refund: {
        at: t.clock.now().toISOString(),
        reason: 'Paid twice by mistake',
        receipt_number: 'RCP/2026/00003',
        by_name: expect.any(String),
      },
      refund_of: null,
      online: false,
    });
    expect(refunded.payments.every((p: { refund: unknown }) => p.refund !== null)).toBe(true);

    const after = await getInvoice(shop, bill.invoice_id);
    expect(after).toMatchObject({
      paid_amount: '100.50',
      due_amount: '210.00',
      payment_status: 'PARTIAL',
      order_status: 'PAYMENT_DUE',
    });
    // The list keeps the refunded payment (marked) and shows the money that went out, part by part.
    expect(
      after.payments.map((p: { receipt_number: string; method: string; amount: string; refund: unknown; refund_of: unknown }) => [
        p.receipt_number,
        p.method,
        p.amount,
        p.refund !== null,
        p.refund_of !== null,
      ]),
    ).toEqual([
      ['RCP/2026/00001', 'CASH', '100.50', false, false],
      ['RCP/2026/00002', 'CASH', '10.00', true, false],
      ['RCP/2026/00002', 'CREDIT_CARD', '200.00', true, false],
      ['RCP/2026/00003', 'CASH', '-10.00', false, true],
      ['RCP/2026/00003', 'CREDIT_CARD', '-200.00', false, true],
    ]);
    expect(after.payments[4]).toMatchObject({ reference: 'slip 4471', refund_of: { receipt_number: 'RCP/2026/00002' } });
    expect(await customerDues(shop)).toBe('210.00');
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DUE');

    // The refund receipt: money out, named after the payment it gives back.
    const money = (await api(shop, 'GET', `/api/oms/payment/${refunded.refund.receipt_id}`)).json();
    expect(money).toMatchObject({
      amount: '-210.00',
      note: 'Paid twice by mistake',
      refund: null,
      refund_of: { receipt_id: card.receipt_id, receipt_number: 'RCP/2026/00002' },
    });

    // The day book: in 310.50 and out 210.00 today, each method on its line.
    const today = await book(shop, '');
    expect(line(today, 'CASH')).toMatchObject({ money_in: '110.50', money_out: '10.00', closing: '100.50' });
    expect(line(today, 'CREDIT_CARD')).toMatchObject({ money_in: '200.00', money_out: '200.00', closing: '0.00' });
    const out = today.movements.content.filter((m: { kind: string }) => m.kind === 'REFUND');
    expect(out.map((m: { method: string; money_out: string; number: string }) => [m.method, m.money_out, m.number])).toEqual([
      ['CASH', '10.00', 'RCP/2026/00003'],
      ['CREDIT_CARD', '200.00', 'RCP/2026/00003'],
    ]);

    // Activity on the order: who, the reason, the receipts, the move.
    const activity = (await api(shop, 'GET', `/api/oms/order/${bill.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({
      action: 'PAYMENT_REFUNDED',
      detail: {
        receipt_number: 'RCP/2026/00002',
        refund_receipt_number: 'RCP/2026/00003',
        invoice_number: bill.invoice_number,
        // Amounts as the PAYMENT rows write them (decimal text without trailing zeros).
        amount: '210',
        reason: 'Paid twice by mistake',
        from: 'PAYMENT_DONE',
        to: 'PAYMENT_DUE',
        methods: [
          { method: 'CASH', amount: '10' },
          { method: 'CREDIT_CARD', amount: '200' },
        ],
      },
    });

    // Once only; a refund is not itself refunded; the first payment still stands.
    const again = await refund(shop, card.receipt_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Receipt RCP/2026/00002 was already refunded');
    const ofRefund = await refund(shop, refunded.refund.receipt_id);
    expect(ofRefund.statusCode).toBe(409);
    expect(ofRefund.json().message).toBe('Receipt RCP/2026/00003 is money given back, not a payment: it cannot be refunded');
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('100.50');
    expect(first.refund).toBeNull();
    // The bill takes money again up to its due.
    expect((await pay(shop, bill.invoice_id, [cash('210')])).statusCode).toBe(201);
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');
  });

  it('lets a paid invoice be voided once its payments are refunded: VOID, order back to VEHICLE_READY, number kept', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('310.50')])).json();
    const refused = await voidOf(shop, bill.order_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/refund them before voiding it$/);

    expect((await refund(shop, paid.receipt_id)).statusCode).toBe(200);
    const voided = await voidOf(shop, bill.order_id);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'VOID',
      invoice_number: bill.invoice_number,
      void_reason: 'Billed the wrong job',
      paid_amount: '0.00',
      due_amount: '0.00',
    });
    expect(await orderStatus(shop, bill.order_id)).toBe('VEHICLE_READY');
    expect(await customerDues(shop)).toBe('0.00');
    // Billed again: a new number; the void one keeps its own.
    const again = await api(shop, 'POST', '/api/oms/invoice', { order_id: bill.order_id });
    expect(again.json().invoice_number).toBe('INV/2026/00002');
    expect((await getInvoice(shop, bill.invoice_id)).invoice_number).toBe(bill.invoice_number);
  });

  it('prints "Refunded" on the payment receipt and "Refund of receipt" on the refund receipt', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('100')])).json();
    const back = (await refund(shop, paid.receipt_id, { reason: 'Paid twice' })).json();
    const textOf = async (receiptId: number) => {
      const { url } = (await api(shop, 'POST', `/api/oms/payment/${receiptId}/share`, { layout: 'A4' })).json();
      const pdf = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
      expect(pdf.statusCode).toBe(200);
      return all((await pdfText(pdf.rawPayload)).pages);
    };
    const original = await textOf(paid.receipt_id);
    expect(original).toContain('Payment Receipt');
    expect(original).toMatch(new RegExp(`Refunded .* · ${back.refund.receipt_number.replaceAll('/', '\\/')}`));
    const money = await textOf(back.refund.receipt_id);
    expect(money).toContain('Refund Receipt');
    expect(money).toContain(`Refund of receipt ${paid.receipt_number}`);
    expect(money).toContain('Total refunded SAR 100.00');
    expect(money).toContain('Paid twice');
  });

  it('refuses a payment of a void invoice', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('50')])).json();
    // No path of the product voids a bill with payments; the rule stands should one ever exist (e.g. imported data).
    await t.db
      .update(invoice)
      .set({ status: 'VOID' })
      .where(and(eq(invoice.groupId, shop.groupId), eq(invoice.id, bill.invoice_id)));
    const res = await refund(shop, paid.receipt_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Invoice ${bill.invoice_number} is void: its payments cannot be refunded`);
    expect(await receiptsOf(shop)).toBe(1);
  });

  it('keeps a delivered (COMPLETED) order completed: the due comes back onto the customer', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('310.50')])).json();
    await api(shop, 'PUT', `/api/oms/order/${bill.order_id}/progress`, { status: 'COMPLETED' });
    expect((await refund(shop, paid.receipt_id)).statusCode).toBe(200);
    expect(await orderStatus(shop, bill.order_id)).toBe('COMPLETED');
    expect(await customerDues(shop)).toBe('310.50');
  });

  it('refunds a clear-dues receipt across all its invoices', async () => {
    const shop = await saudiShop(t);
    const older = await billedOrder(shop);
    const newer = await billedOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/payment/v2', {
      customer_id: shop.customerId,
      payments: [cash('400'), { method: 'BANK_TRANSFER', amount: '221', reference: 'TRX 9' }],
    });
    expect(res.statusCode).toBe(201);
    const cleared = res.json();
    expect(await orderStatus(shop, older.order_id)).toBe('PAYMENT_DONE');
    expect(await orderStatus(shop, newer.order_id)).toBe('PAYMENT_DONE');

    const back = await refund(shop, cleared.receipt_id, { reason: 'Cheque bounced at the bank' });
    expect(back.statusCode).toBe(200);
    for (const bill of [older, newer]) {
      expect(await getInvoice(shop, bill.invoice_id)).toMatchObject({ paid_amount: '0.00', due_amount: '310.50' });
      expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DUE');
    }
    expect(await customerDues(shop)).toBe('621.00');
    const money = (await api(shop, 'GET', `/api/oms/payment/${back.json().refund.receipt_id}`)).json();
    expect(money.amount).toBe('-621.00');
    expect(new Set(money.payments.map((p: { invoice_id: number }) => p.invoice_id))).toEqual(
      new Set([older.invoice_id, newer.invoice_id]),
    );
    const activity = (await api(shop, 'GET', `/api/oms/order/${newer.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({ action: 'PAYMENT_REFUNDED', detail: { invoice_id: newer.invoice_id } });
  });

  it("puts the customer's credit spent on a bill back onto their account, not into the drawer", async () => {
    const shop = await stockedShop(t);
    const first = await billedOrder(
      shop,
      repairOrder(shop, {
        services_break_up: [brakeLine(shop)],
        parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 3, unit_price: '40.00', tax_inclusive: true }],
      }),
    );
    await pay(shop, first.invoice_id, [cash('430.50')]);
    const oil = first.lines.find((l: { name: string }) => l.name === 'Engine oil');
    await api(shop, 'POST', '/api/oms/order_return/credit_note', {
      invoice_id: first.invoice_id,
      lines: [{ line_id: oil.line_id, quantity: 3 }],
      reason: 'Wrong grade',
      settlement: 'CREDIT',
    });
    expect(await creditBalance(shop)).toBe('120.00');
    const next = await billedOrder(shop);
    const used = (await pay(shop, next.invoice_id, [{ method: 'CUSTOMER_CREDIT', amount: '120' }, cash('190.50')])).json();
    expect(await creditBalance(shop)).toBe('0.00');
    const cashBefore = line(await book(shop, ''), 'CASH') as unknown as { closing: string };

    expect((await refund(shop, used.receipt_id)).statusCode).toBe(200);
    expect(await creditBalance(shop)).toBe('120.00');
    expect(await getInvoice(shop, next.invoice_id)).toMatchObject({ paid_amount: '0.00', due_amount: '310.50' });
    const today = await book(shop, '');
    // Only the cash part left the drawer; the customer's credit is no money in the book, in or out.
    expect(line(today, 'CASH')).toMatchObject({
      money_out: '190.50',
      closing: (Number(cashBefore.closing) - 190.5).toFixed(2),
    });
    expect(line(today, 'CUSTOMER_CREDIT')).toBeUndefined();
    // The credit can be spent again.
    expect((await pay(shop, next.invoice_id, [{ method: 'CUSTOMER_CREDIT', amount: '120' }])).statusCode).toBe(201);
  });

  it('refuses once a credit note of the bill gave back more than it owed', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('310.50')])).json();
    const note = await api(shop, 'POST', '/api/oms/order_return/credit_note', {
      invoice_id: bill.invoice_id,
      complete_ro: true,
      reason: 'Job not done',
      settlement: 'REFUND',
    });
    expect(note.statusCode).toBe(201);
    const res = await refund(shop, paid.receipt_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Credit note ${note.json().credit_number} of ${bill.invoice_number} already gave back more than was owed: this payment can no longer be refunded`,
    );
    // The credit note's own refund receipt is money out already, not a payment.
    const refundReceipt = (await getInvoice(shop, bill.invoice_id)).payments.find((p: { amount: string }) =>
      p.amount.startsWith('-'),
    );
    expect((await refund(shop, refundReceipt.receipt_id)).statusCode).toBe(409);
  });

  it('records the refund of an online payment as money out by payment link (the provider is not asked)', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    expect((await press(t, link.checkout_url, 'pay')).statusCode).toBe(303);
    const paid = await getInvoice(shop, bill.invoice_id);
    expect(paid.payments[0]).toMatchObject({ method: 'PAYMENT_LINK', online: true });
    const res = await refund(shop, paid.payments[0].receipt_id, { reason: 'Refunded in the provider dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ online: true, refund: { reason: 'Refunded in the provider dashboard' } });
    expect(await getInvoice(shop, bill.invoice_id)).toMatchObject({ paid_amount: '0.00', order_status: 'PAYMENT_DUE' });
    expect(line(await book(shop, ''), 'PAYMENT_LINK')).toMatchObject({ money_in: '310.50', money_out: '310.50' });
    const activity = (await api(shop, 'GET', `/api/oms/order/${bill.order_id}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({ action: 'PAYMENT_REFUNDED', detail: { online: true } });
  });

  it('answers the first refund to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('100')])).json();
    const headers = { 'idempotency-key': 'refund-press-1' };
    const a = await refund(shop, paid.receipt_id, { reason: 'r' }, { headers });
    const b = await refund(shop, paid.receipt_id, { reason: 'r' }, { headers });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().refund.receipt_id).toBe(a.json().refund.receipt_id);
    expect(await receiptsOf(shop)).toBe(2);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('0.00');
  });

  it('refunds once when two refunds of one receipt arrive together', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('310.50')])).json();
    const results = await Promise.all(Array.from({ length: 4 }, () => refund(shop, paid.receipt_id)));
    expect(tally(results)).toEqual({ 200: 1, 409: 3 });
    expect(await getInvoice(shop, bill.invoice_id)).toMatchObject({ paid_amount: '0.00', due_amount: '310.50' });
    const [out] = await t.db
      .select({ n: count() })
      .from(payment)
      .where(and(eq(payment.groupId, shop.groupId), eq(payment.invoiceId, bill.invoice_id)));
    expect(out?.n).toBe(2);
    expect(await receiptsOf(shop)).toBe(2);
  });

  it("answers 404 for another group's receipt, 403 without a payment role, 400 without a reason", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('10')])).json();
    expect((await refund(other, paid.receipt_id)).statusCode).toBe(404);
    expect((await refund(shop, 999_999_999)).statusCode).toBe(404);
    for (const roles of [['VIEW_INVOICE'], ['CREATE_INVOICE', 'EDIT_INVOICE'], ['TECHNICIAN']] as const) {
      const session = await member(shop, roles);
      expect((await refund(shop, paid.receipt_id, { reason: 'r' }, { session })).statusCode).toBe(403);
    }
    const empty = await refund(shop, paid.receipt_id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Say why the payment is refunded');
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('10.00');
    const cashier = await member(shop, ['PAYMENT']);
    expect((await refund(shop, paid.receipt_id, { reason: 'r' }, { session: cashier })).statusCode).toBe(200);
  });
});

describe('refunding a Mexican payment cancels its payment complement (REP)', () => {
  async function mexicanShop(): Promise<Shop> {
    const shop = await shopIn(t, 'MX', { cfdi_postal_code: '06600' });
    await t.db
      .update(garage)
      .set({ extraInformation: { tax_number: 'TNO010101AB1' } })
      .where(and(eq(garage.groupId, shop.groupId), eq(garage.id, shop.garageId)));
    return shop;
  }
  const repOf = async (shop: Shop, receiptId: number) =>
    (
      await t.db
        .select()
        .from(documentCfdi)
        .where(and(eq(documentCfdi.groupId, shop.groupId), eq(documentCfdi.receiptId, receiptId)))
    )[0]!;
  const attr = (xml: string, element: string, name: string) =>
    xml.match(new RegExp(`<${element}\\b[^>]*\\b${name}="([^"]*)"`))?.[1];

  it("cancels a stamped REP through the PAC with SAT's reason 02; the next payment is the first parcialidad again; the bill voids", async () => {
    const shop = await mexicanShop();
    const bill = await billedOrder(shop);
    expect(bill.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PPD' });
    const paid = (await pay(shop, bill.invoice_id, [cash('100')])).json();
    expect(paid.cfdi).toMatchObject({ kind: 'P', status: 'STAMPED' });

    const res = await refund(shop, paid.receipt_id, { reason: 'Pago duplicado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cfdi).toMatchObject({
      status: 'CANCELLED',
      uuid: paid.cfdi.uuid,
      cancel_reason: '02',
      cancelled_at: t.clock.now().toISOString(),
    });
    // The refund receipt is money out: it has no payment complement of its own.
    expect((await api(shop, 'GET', `/api/oms/payment/${res.json().refund.receipt_id}`)).json().cfdi).toBeNull();
    // The stamped XML stays downloadable.
    expect((await api(shop, 'GET', `/api/oms/payment/${paid.receipt_id}/cfdi/xml`)).statusCode).toBe(200);

    // The refunded payment no longer counts: the next one is parcialidad 1 of the whole balance.
    const next = (await pay(shop, bill.invoice_id, [cash('50')])).json();
    expect(next.cfdi.status).toBe('STAMPED');
    const xml = (await api(shop, 'GET', `/api/oms/payment/${next.receipt_id}/cfdi/xml`)).body;
    expect(attr(xml, 'pago20:DoctoRelacionado', 'NumParcialidad')).toBe('1');
    expect(attr(xml, 'pago20:DoctoRelacionado', 'ImpSaldoAnt')).toBe(bill.total_amount);

    // Everything refunded, the invoice is voided and its CFDI cancelled.
    expect((await refund(shop, next.receipt_id)).statusCode).toBe(200);
    const voided = await api(
      shop,
      'GET',
      `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=wrong&cfdi_cancel_reason=02`,
    );
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'VOID', cfdi: { status: 'CANCELLED' } });
  });

  it('refunds nothing when the PAC does not cancel the REP', async () => {
    const shop = await mexicanShop();
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('100')])).json();
    const refusing = Object.assign(new SandboxStamper(t.clock, () => 'x'), {
      cancel: async () => {
        throw new PacError('SAT: the receiver must accept the cancellation');
      },
    });
    const current = { groupId: shop.groupId, garageId: shop.garageId, roles: ['GARAGE_OWNER' as const] };
    await expect(
      t.db.transaction((tx) =>
        refundPayment(tx, current, paid.receipt_id, { reason: 'r' }, shop.s.userId, t.clock.now(), refusing),
      ),
    ).rejects.toMatchObject({ key: 'cfdi.cancelFailed', status: 409 });
    expect(await repOf(shop, paid.receipt_id)).toMatchObject({ status: 'STAMPED', cancelReason: null });
    expect((await api(shop, 'GET', `/api/oms/payment/${paid.receipt_id}`)).json().refund).toBeNull();
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('100.00');
    expect(await receiptsOf(shop)).toBe(1);
  });

  it('closes a REP never stamped without asking the PAC', async () => {
    const shop = await mexicanShop();
    const bill = await billedOrder(shop);
    const paid = (await pay(shop, bill.invoice_id, [cash('100')])).json();
    await t.db
      .update(documentCfdi)
      .set({ status: 'FAILED', uuid: null, xml: null, stampedAt: null })
      .where(and(eq(documentCfdi.groupId, shop.groupId), eq(documentCfdi.receiptId, paid.receipt_id)));
    const never = Object.assign(new SandboxStamper(t.clock, () => 'x'), {
      cancel: async () => {
        throw new Error('the PAC must not be asked');
      },
    });
    const current = { groupId: shop.groupId, garageId: shop.garageId, roles: ['GARAGE_OWNER' as const] };
    await t.db.transaction((tx) =>
      refundPayment(tx, current, paid.receipt_id, { reason: 'r' }, shop.s.userId, t.clock.now(), never),
    );
    expect(await repOf(shop, paid.receipt_id)).toMatchObject({ status: 'CANCELLED', cancelReason: null });
  });
});
