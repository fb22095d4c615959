import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { advanceClock, api, member, saudiShop } from '../orders/test-shop.ts';
import { billedOrder } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://garage.example' });
});
afterAll(async () => {
  await t.close();
});

const share = (shop: Awaited<ReturnType<typeof saudiShop>>, id: number, body: object = {}) =>
  api(shop, 'POST', `/api/oms/invoice/${id}/share`, body);
const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace('https://garage.example', '') });

describe('shared invoice links', () => {
  it('opens the PDF by a signed link, A4 or as an 80 mm receipt, without signing in', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await share(shop, bill.invoice_id);
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.url).toMatch(/^https:\/\/garage\.example\/api\/public\/invoice\/pdf\?token=[\w.-]+&layout=A4&lang=en$/);
    expect(link.sent_to).toBeNull();
    const pdf = await open(link.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="INV-2026-00001.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const receipt = await open(link.url.replace('layout=A4', 'layout=RECEIPT_80MM'));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an altered link and one past its expiry (SHARE_LINK_DAYS, 30 by default) with 404', async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const { url } = (await share(shop, bill.invoice_id)).json();
    const token = new URL(url).searchParams.get('token')!;
    const altered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await open(url.replace(token, altered))).statusCode).toBe(404);
    await advanceClock(shop, 29 * 86_400_000);
    expect((await open(url)).statusCode).toBe(200);
    await advanceClock(shop, 2 * 86_400_000);
    const expired = await open(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain('has expired');
  });

  it("sends the link to the customer's stored mobile, never to an address from the request", async () => {
    const shop = await saudiShop(t);
    const bill = await billedOrder(shop);
    const res = await share(shop, bill.invoice_id, { channel: 'SMS', to: '+15550001111', mobile_number: '5550001111' });
    expect(res.statusCode).toBe(200);
    const sentTo = res.json().sent_to as string;
    expect(sentTo).toMatch(/^\+966\d+$/);
    const last = t.sender.sent.at(-1)!;
    expect(last).toMatchObject({ channel: 'sms', to: sentTo });
    expect(last.text).toContain(bill.invoice_number);
    expect(last.text).toContain(res.json().url);
    const email = await share(shop, bill.invoice_id, { channel: 'EMAIL' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('The customer has no e-mail on file: add it to the customer first');
  });

  it("gives 404 for another group's invoice and 403 without an invoice role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const bill = await billedOrder(shop);
    expect((await share(other, bill.invoice_id)).statusCode).toBe(404);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/share`, {}, { session: technician })).statusCode).toBe(
      403,
    );
  });
});
