import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePayment, payment } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { billedOrder, getInvoice, pay } from '../invoices/test-bills.ts';
import { api, saudiShop } from '../orders/test-shop.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox-provider.ts';
import { newLink } from './test-links.ts';

// Races only show on PostgreSQL (CI runs this file there too); on PGlite the requests serialise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const webhook = (event: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oms/online_payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
    payload: event.body,
  });

async function successEvent(publicId: string, id: number, amount: string) {
  const [row] = await t.db.select().from(onlinePayment).where(eq(onlinePayment.id, id));
  return new SandboxProvider(t.config.onlinePaymentWebhookSecret, t.clock).event('payment.succeeded', {
    public_id: publicId,
    reference: row!.providerReference!,
    amount,
    currency: 'SAR',
  });
}

describe('online payment webhooks under concurrency', () => {
  it('records ONE payment when the same success event arrives 10 times at once', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const link = await newLink(shop, bill.invoice_id);
    const event = await successEvent(link.public_id, link.online_payment_id, '310.50');
    const results = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.json().status)).toEqual(Array(10).fill('SUCCESS'));
    const [n] = await t.db.select({ n: count() }).from(payment).where(eq(payment.invoiceId, bill.invoice_id));
    expect(n?.n).toBe(1);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('310.50');
  });

  it('never overpays when two links and a counter payment of the whole due land together', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const a = await newLink(shop, bill.invoice_id);
    const b = await newLink(shop, bill.invoice_id);
    const [ea, eb] = await Promise.all([
      successEvent(a.public_id, a.online_payment_id, '310.50'),
      successEvent(b.public_id, b.online_payment_id, '310.50'),
    ]);
    const [ra, rb, counter] = await Promise.all([
      webhook(ea),
      webhook(eb),
      pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '310.50' }]),
    ]);
    const outcomes = [ra.json().status, rb.json().status, counter.statusCode === 201 ? 'COUNTER' : 'REFUSED'];
    // Exactly one of the three took the money; the links that lost are REFUND_NEEDED.
    expect(outcomes.filter((o) => o === 'SUCCESS' || o === 'COUNTER')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'REFUND_NEEDED').length).toBe(outcomes.includes('COUNTER') ? 2 : 1);
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('310.50');
    const [n] = await t.db.select({ n: count() }).from(payment).where(eq(payment.invoiceId, bill.invoice_id));
    expect(n?.n).toBe(1);
  });

  it('makes one link, sent once, when "Create link" is pressed five times at once with one Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const body = { invoice_id: bill.invoice_id, is_notification_required: true, channel: 'SMS' };
    const sentBefore = t.sender.sent.length;
    const headers = { 'idempotency-key': 'link-press-1' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(shop, 'POST', '/api/oms/online_payment', body, { headers })),
    );
    const created = results.filter((r) => r.statusCode === 201);
    // The first makes it; the others get its answer, or 409 while it is still being made.
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(new Set(created.map((r) => r.json().online_payment_id)).size).toBe(1);
    const [links] = await t.db.select({ n: count() }).from(onlinePayment).where(eq(onlinePayment.invoiceId, bill.invoice_id));
    expect(links?.n).toBe(1);
    expect(t.sender.sent.length - sentBefore).toBe(1);
    // The same key again answers the same link; another body under it is refused.
    const again = await api(shop, 'POST', '/api/oms/online_payment', body, { headers });
    expect(again.json().online_payment_id).toBe(created[0]?.json().online_payment_id);
    const other = await api(shop, 'POST', '/api/oms/online_payment', { ...body, amount: '1' }, { headers });
    expect(other.statusCode).toBe(400);
  });
});
