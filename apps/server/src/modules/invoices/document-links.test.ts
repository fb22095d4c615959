import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { advanceClock, api, brakeLine, member, repairOrder, type Shop, stockedShop } from '../orders/test-shop.ts';
import { billedOrder, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://garage.example' });
});
afterAll(async () => {
  await t.close();
});

const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace('https://garage.example', '') });
const shareReceipt = (shop: Shop, id: number, body: object = {}, session?: Parameters<typeof api>[4]) =>
  api(shop, 'POST', `/api/oms/payment/${id}/share`, body, session ?? {});
const shareCredit = (shop: Shop, id: number, body: object = {}, session?: Parameters<typeof api>[4]) =>
  api(shop, 'POST', `/api/oms/order_return/${id}/share`, body, session ?? {});

/** Brake service (310.50 with VAT) and engine oil 3 × 40 VAT included: 430.50. */
const twoLines = (shop: Shop) =>
  repairOrder(shop, {
    services_break_up: [brakeLine(shop)],
    parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 3, unit_price: '40.00', tax_inclusive: true }],
  });

/** A Saudi bill paid in part by cheque and in part by bank transfer; answers the bill and the receipt. */
async function paidBill(shop: Shop) {
  const bill = await billedOrder(shop, twoLines(shop));
  const res = await pay(shop, bill.invoice_id, [
    { method: 'CHEQUE', amount: '200.00', cheque_number: '778899', bank_name: 'Al Rajhi Bank', cheque_date: '2026-01-10' },
    { method: 'BANK_TRANSFER', amount: '30.50', reference: 'SARIE-5521' },
  ]);
  expect(res.statusCode).toBe(201);
  return { bill, receipt: res.json() };
}

describe('receipt and credit note PDFs by signed link', () => {
  it("opens a receipt's PDF (A4 and 80 mm): its number, the bill, each method and the due left after it", async () => {
    const shop = await stockedShop(t);
    const { bill, receipt } = await paidBill(shop);
    const res = await shareReceipt(shop, receipt.receipt_id, { layout: 'A4' });
    expect(res.statusCode).toBe(200);
    const { url, sent_to } = res.json();
    expect(url).toMatch(/^https:\/\/garage\.example\/api\/public\/invoice\/pdf\?token=[\w.-]+&layout=A4&lang=en$/);
    expect(sent_to).toBeNull();
    const pdf = await open(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="${receipt.receipt_number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = all((await pdfText(pdf.rawPayload)).pages);
    expect(text).toContain('Payment Receipt');
    expect(text).toContain(receipt.receipt_number);
    expect(text).toContain(`${bill.invoice_number}`);
    expect(text).toContain('Cheque 778899, Al Rajhi Bank, dated 10 Jan 2026');
    expect(text).toContain('Ref. SARIE-5521');
    expect(text).toContain('Total received SAR 230.50');
    expect(text).toContain('Due left SAR 200.00');
    const slip = await open(url.replace('layout=A4', 'layout=RECEIPT_80MM'));
    expect(slip.statusCode).toBe(200);
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("opens a credit note's PDF and its refund receipt's, titled as a refund", async () => {
    const shop = await stockedShop(t);
    const bill = await billedOrder(shop, twoLines(shop));
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '430.50' }]);
    const oil = bill.lines.find((l: { name: string }) => l.name === 'Engine oil');
    const created = await api(shop, 'POST', '/api/oms/order_return/credit_note', {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: oil.line_id, quantity: 1 }],
      reason: 'One can unopened',
      settlement: 'REFUND',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    const link = await shareCredit(shop, note.credit_note_id, { language: 'es' });
    expect(link.statusCode).toBe(200);
    const pdf = await open(link.json().url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = all((await pdfText(pdf.rawPayload)).pages);
    expect(text).toContain('Nota de crédito');
    expect(text).toContain(note.credit_number);
    expect(text).toContain(bill.invoice_number);
    expect(text).toContain(`Reembolsado, recibo ${note.refund_receipt_number}`);
    expect(text).toContain('One can unopened');
    expect(text).toContain('QR de factura electrónica ZATCA');

    const invoice = (await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}`)).json();
    const refund = invoice.payments.find((p: { amount: string }) => p.amount.startsWith('-'));
    const refundLink = await shareReceipt(shop, refund.receipt_id);
    const refundText = all((await pdfText((await open(refundLink.json().url)).rawPayload)).pages);
    expect(refundText).toContain('Refund Receipt');
    expect(refundText).toContain('Total refunded SAR 40.00');
  });

  it("sends a receipt's link to the customer's stored mobile", async () => {
    const shop = await stockedShop(t);
    const { receipt } = await paidBill(shop);
    const res = await shareReceipt(shop, receipt.receipt_id, { channel: 'WHATSAPP', to: '+15550001111' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sent_to).toMatch(/^\+966\d+$/);
    const last = t.sender.sent.at(-1)!;
    expect(last).toMatchObject({ channel: 'whatsapp', to: res.json().sent_to });
    expect(last.text).toContain(`your receipt ${receipt.receipt_number} of`);
    expect(last.text).toMatch(
      /of SAR\s230\.50\. View or download it: https:\/\/garage\.example\/api\/public\/invoice\/pdf\?token=/,
    );
  });

  it('refuses an altered link and an expired one with 404', async () => {
    const shop = await stockedShop(t);
    const { receipt } = await paidBill(shop);
    const { url } = (await shareReceipt(shop, receipt.receipt_id)).json();
    const token = new URL(url).searchParams.get('token')!;
    const altered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await open(url.replace(token, altered))).statusCode).toBe(404);
    // Another payload under the same signature: the kind cannot be changed to open an invoice of that id.
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ g: 1, r: 1, k: 'INVOICE', i: receipt.receipt_id })).toString('base64url');
    expect((await open(url.replace(token, `${head}.${forged}.${signature}`))).statusCode).toBe(404);
    await advanceClock(shop, 31 * 86_400_000);
    expect((await open(url)).statusCode).toBe(404);
  });

  it("gives 404 for another group's receipt or credit note and 403 without an invoice role", async () => {
    const shop = await stockedShop(t);
    const other = await stockedShop(t);
    const { bill, receipt } = await paidBill(shop);
    const note = (
      await api(shop, 'POST', '/api/oms/order_return/credit_note', {
        invoice_id: bill.invoice_id,
        complete_ro: true,
        reason: 'Job cancelled',
        settlement: 'CREDIT',
      })
    ).json();
    expect((await shareReceipt(other, receipt.receipt_id)).statusCode).toBe(404);
    expect((await shareCredit(other, note.credit_note_id)).statusCode).toBe(404);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await shareReceipt(shop, receipt.receipt_id, {}, { session: technician })).statusCode).toBe(403);
    expect((await shareCredit(shop, note.credit_note_id, {}, { session: technician })).statusCode).toBe(403);
  });
});
