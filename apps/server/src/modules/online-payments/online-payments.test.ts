import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePayment, payment } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { billedOrder, getInvoice, orderStatus, pay } from '../invoices/test-bills.ts';
import { advanceClock, api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox-provider.ts';
import { checkoutPath, createLink, newLink, press } from './test-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://garage.example' });
});
afterAll(async () => {
  await t.close();
});

const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oms/online_payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
const sandbox = () => new SandboxProvider(t.config.onlinePaymentWebhookSecret, t.clock);
const paymentsOf = async (invoiceId: number) =>
  (await t.db.select({ n: count() }).from(payment).where(eq(payment.invoiceId, invoiceId)))[0]!.n;
const linkRow = async (shop: Shop, id: number) =>
  (
    await t.db
      .select()
      .from(onlinePayment)
      .where(and(eq(onlinePayment.groupId, shop.groupId), eq(onlinePayment.id, id)))
  )[0]!;

describe('payment links through the sandbox checkout', () => {
  it('creates a link for the due, shows the TEST MODE page, and Pay records the money: invoice paid, order PAYMENT_DONE', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await createLink(shop, { invoice_id: bill.invoice_id });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({
      invoice_id: bill.invoice_id,
      invoice_number: bill.invoice_number,
      amount: '310.50',
      currency_code: 'SAR',
      status: 'CREATED',
      provider: 'SANDBOX',
      sent_to: null,
      expires_at: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    expect(link.checkout_url).toBe(`https://garage.example/pay/${link.public_id}`);
    expect(link.public_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link.provider_reference).toMatch(/^sbx_[0-9a-f]{24}$/);

    const page = await t.app.inject({ method: 'GET', url: checkoutPath(link.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE — no real money moves');
    expect(page.body).toContain(bill.invoice_number);
    expect(page.body).toContain(bill.seller.name);
    expect(page.body).toMatch(/310\.50/);
    expect(page.body).toContain(`action="/pay/${link.public_id}/pay"`);
    expect(page.body).not.toContain('<script');
    const spanish = await t.app.inject({ method: 'GET', url: `${checkoutPath(link.checkout_url)}?lang=es` });
    expect(spanish.body).toContain('MODO DE PRUEBA');

    const paid = await press(t, link.checkout_url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment-success?ref=${link.public_id}`);

    const after = await getInvoice(shop, bill.invoice_id);
    expect(after.payment_status).toBe('PAID');
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ method: 'PAYMENT_LINK', amount: '310.50', reference: link.provider_reference });
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DONE');

    const status = (await api(shop, 'GET', `/api/oms/online_payment/${link.online_payment_id}`)).json();
    expect(status).toMatchObject({ status: 'SUCCESS', receipt_id: after.payments[0].receipt_id });
    // The payer's return page reads it without signing in.
    const back = await t.app.inject({ method: 'GET', url: `/api/public/online_payment/${link.public_id}` });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'SUCCESS',
      invoice_number: bill.invoice_number,
      amount: '310.50',
      currency_code: 'SAR',
      garage_name: bill.seller.name,
    });
    // The page is closed now: no second payment from it.
    const again = await press(t, link.checkout_url, 'pay');
    expect(again.statusCode).toBe(409);
    expect(await paymentsOf(bill.invoice_id)).toBe(1);
    const closed = await t.app.inject({ method: 'GET', url: checkoutPath(link.checkout_url) });
    expect(closed.body).toContain('no longer open (paid)');
    expect(closed.body).not.toContain('<form');
  });

  it('takes part of the due when asked, never more than the due', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const over = await createLink(shop, { invoice_id: bill.invoice_id, amount: '310.51' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('310.50');
    expect((await createLink(shop, { invoice_id: bill.invoice_id, amount: '0' })).statusCode).toBe(400);
    const part = await newLink(shop, bill.invoice_id, { amount: '100' });
    expect(part.amount).toBe('100.00');
    await press(t, part.checkout_url, 'pay');
    const after = await getInvoice(shop, bill.invoice_id);
    expect(after).toMatchObject({ paid_amount: '100.00', due_amount: '210.50', payment_status: 'PARTIAL' });
    expect(await orderStatus(shop, bill.order_id)).toBe('PAYMENT_DUE');
  });

  it('Cancel marks the link CANCELLED, records nothing and lands on payment-cancelled', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    const res = await press(t, link.checkout_url, 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment-cancelled?ref=${link.public_id}`);
    expect((await api(shop, 'GET', `/api/oms/online_payment/${link.online_payment_id}`)).json().status).toBe('CANCELLED');
    expect((await getInvoice(shop, bill.invoice_id)).payment_status).toBe('UNPAID');
    expect(await paymentsOf(bill.invoice_id)).toBe(0);
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    const event = sandbox().event('payment.succeeded', {
      public_id: link.public_id,
      reference: (await linkRow(shop, link.online_payment_id)).providerReference!,
      amount: '310.50',
      currency: 'SAR',
    });
    // Another secret; an altered body; no header; a signature five minutes stale.
    const forged = new SandboxProvider('another-secret-that-is-long-enough-000000', t.clock).sign(event.body);
    for (const [body, signature] of [
      [event.body, forged],
      [event.body.replace('310.50', '1.00'), event.signature],
      [event.body, ''],
    ] as const) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The payment notification is not signed correctly');
    }
    t.clock.advance(301_000);
    expect((await webhook(event.body, event.signature)).statusCode).toBe(400);
    expect(await paymentsOf(bill.invoice_id)).toBe(0);
    expect((await linkRow(shop, link.online_payment_id)).status).toBe('CREATED');
    // The stripe webhook does not exist while the sandbox is the provider.
    const stripe = await t.app.inject({
      method: 'POST',
      url: '/api/oms/online_payment/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(stripe.statusCode).toBe(404);
  });

  it('is idempotent: a replayed success event records the money once', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    const reference = (await linkRow(shop, link.online_payment_id)).providerReference!;
    const event = sandbox().event('payment.succeeded', {
      public_id: link.public_id,
      reference,
      amount: '310.50',
      currency: 'SAR',
    });
    const first = await webhook(event.body, event.signature);
    expect(first.json()).toEqual({ received: true, status: 'SUCCESS' });
    const replay = await webhook(event.body, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, status: 'SUCCESS' });
    // A late cancel changes nothing either.
    const cancel = sandbox().event('payment.cancelled', {
      public_id: link.public_id,
      reference,
      amount: '310.50',
      currency: 'SAR',
    });
    expect((await webhook(cancel.body, cancel.signature)).json().status).toBe('SUCCESS');
    expect(await paymentsOf(bill.invoice_id)).toBe(1);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('310.50');
  });

  it('never overpays: a bill paid meanwhile at the counter leaves the link REFUND_NEEDED', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    expect((await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '300' }])).statusCode).toBe(201);
    const res = await press(t, link.checkout_url, 'pay');
    expect(res.statusCode).toBe(303);
    const row = await linkRow(shop, link.online_payment_id);
    expect(row.status).toBe('REFUND_NEEDED');
    expect(row.failureReason).toBe('invoice paid meanwhile');
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('300.00');
    expect(await paymentsOf(bill.invoice_id)).toBe(1);
  });

  it('refuses a paid bill, closes an expired link and the links of a voided bill; money arriving late needs a refund', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    await advanceClock(shop, 24 * 3_600_000);
    expect((await api(shop, 'GET', `/api/oms/online_payment/${link.online_payment_id}`)).json().status).toBe('EXPIRED');
    expect((await press(t, link.checkout_url, 'pay')).statusCode).toBe(409);
    expect(await paymentsOf(bill.invoice_id)).toBe(0);

    const paid = await billedOrder(shop);
    await pay(shop, paid.invoice_id, [{ method: 'CASH', amount: '310.50' }]);
    const nothing = await createLink(shop, { invoice_id: paid.invoice_id });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is due on this bill');

    const voided = await billedOrder(shop);
    const open = await newLink(shop, voided.invoice_id);
    const reference = (await linkRow(shop, open.online_payment_id)).providerReference!;
    const res = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${voided.order_id}&cancel_reason=Wrong`);
    expect(res.statusCode).toBe(200);
    // Voiding closes the bill's open links: the checkout no longer takes money.
    expect(await linkRow(shop, open.online_payment_id)).toMatchObject({ status: 'EXPIRED', failureReason: 'invoice void' });
    expect((await press(t, open.checkout_url, 'pay')).statusCode).toBe(409);
    // A provider that took the money before the void was seen reports it late: nothing is paid, a refund is due.
    const late = sandbox().event('payment.succeeded', {
      public_id: open.public_id,
      reference,
      amount: '310.50',
      currency: 'SAR',
    });
    expect((await webhook(late.body, late.signature)).json().status).toBe('REFUND_NEEDED');
    expect(await linkRow(shop, open.online_payment_id)).toMatchObject({
      status: 'REFUND_NEEDED',
      failureReason: 'invoice voided',
    });
    expect(await paymentsOf(voided.invoice_id)).toBe(0);
    expect((await createLink(shop, { invoice_id: voided.invoice_id })).statusCode).toBe(409);
  });

  it("sends the link to the customer's stored mobile, never to an address from the request", async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await createLink(shop, {
      invoice_id: bill.invoice_id,
      is_notification_required: true,
      channel: 'SMS',
      to: '+15550001111',
      mobile_number: '5550001111',
    });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.sent_to).toMatch(/^\+966\d+$/);
    const last = t.sender.sent.at(-1)!;
    expect(last).toMatchObject({ channel: 'sms', to: link.sent_to });
    expect(last.text).toContain(link.checkout_url);
    expect(last.text).toContain(bill.invoice_number);
    const email = await createLink(shop, { invoice_id: bill.invoice_id, is_notification_required: true, channel: 'EMAIL' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('The customer has no e-mail on file: add it to the customer first');
  });

  it('lists links newest first with paging and a status filter', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const a = await newLink(shop, bill.invoice_id, { amount: '10' });
    t.clock.advance(1000);
    const b = await newLink(shop, bill.invoice_id, { amount: '20' });
    t.clock.advance(1000);
    const c = await newLink(shop, bill.invoice_id, { amount: '30' });
    await press(t, b.checkout_url, 'cancel');
    const all = (await api(shop, 'GET', '/api/oms/online_payment?page_size=2')).json();
    expect(all.total_elements).toBe(3);
    expect(all.total_pages).toBe(2);
    expect(all.content.map((l: { online_payment_id: number }) => l.online_payment_id)).toEqual([
      c.online_payment_id,
      b.online_payment_id,
    ]);
    const second = (await api(shop, 'GET', '/api/oms/online_payment?page_size=2&page_number=1')).json();
    expect(second.content.map((l: { online_payment_id: number }) => l.online_payment_id)).toEqual([a.online_payment_id]);
    const cancelled = (await api(shop, 'GET', '/api/oms/online_payment?status=CANCELLED')).json();
    expect(cancelled.content).toHaveLength(1);
    expect(cancelled.content[0]).toMatchObject({ online_payment_id: b.online_payment_id, status: 'CANCELLED' });
    expect((await api(shop, 'GET', '/api/oms/integrate/online_payment/check')).json()).toEqual({
      active: true,
      provider: 'SANDBOX',
    });
  });

  it("gives 404 for another group's invoice and link, and 403 without a payment role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const bill = await billedOrder(shop);
    expect((await createLink(other, { invoice_id: bill.invoice_id })).statusCode).toBe(404);
    const link = await newLink(shop, bill.invoice_id);
    expect((await api(other, 'GET', `/api/oms/online_payment/${link.online_payment_id}`)).statusCode).toBe(404);
    expect((await api(other, 'GET', '/api/oms/online_payment')).json().total_elements).toBe(0);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await createLink(shop, { invoice_id: bill.invoice_id }, technician)).statusCode).toBe(403);
    expect((await api(shop, 'GET', '/api/oms/online_payment', undefined, { session: technician })).statusCode).toBe(403);
    // Every member may ask whether online payment is on (the sidebar).
    expect(
      (await api(shop, 'GET', '/api/oms/integrate/online_payment/check', undefined, { session: technician })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/pay/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/online_payment/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
  });
});

describe('online payment switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ onlinePaymentProvider: 'off' });
  });
  afterAll(async () => {
    await off.close();
  });

  it('makes no link, serves no sandbox page and tells the sidebar it is off', async () => {
    const shop = await saudiShop(off);
    const bill = await billedOrder(shop);
    const res = await createLink(shop, { invoice_id: bill.invoice_id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Online payment is not set up on this server');
    expect((await api(shop, 'GET', '/api/oms/integrate/online_payment/check')).json()).toEqual({ active: false, provider: null });
    expect((await off.app.inject({ method: 'GET', url: '/pay/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    const hook = await off.app.inject({
      method: 'POST',
      url: '/api/oms/online_payment/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
