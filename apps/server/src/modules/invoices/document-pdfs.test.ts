import { describe, expect, it } from 'vitest';
import {
  clearDuesReceipt,
  indiaCreditNote,
  saudiCreditNote,
  saudiInsurerInvoice,
  saudiRefundReceipt,
} from '../../test/document-samples.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

describe('receipt PDF', () => {
  it('prints a clear-dues receipt: each bill paid, what it put on it, the due after, cheque and transfer details, words', async () => {
    const pdf = await renderReceiptPdf(clearDuesReceipt(), { layout: 'A4', language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, size } = await pdfText(pdf);
    const text = all(pages);
    expect(size.width).toBeCloseTo(595.28, 1);
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('RCT/25-26/00031');
    // 06:15 UTC is 11:45 AM in Kolkata.
    expect(text).toContain('20 Mar 2026 11:45 AM');
    expect(text).toContain('Received from');
    expect(text).toContain('GSTIN: 29AABCS1429B1Z1');
    expect(text).toMatch(/INV\/25-26\/00038 11 Feb 2026 ₹55,000\.00 ₹55,000\.00 ₹0\.00/);
    expect(text).toMatch(/INV\/25-26\/00042 05 Mar 2026 ₹1,21,158\.60 ₹51,158\.60 ₹50,000\.00/);
    expect(text).toContain('Cheque 004512, HDFC Bank, dated 19 Mar 2026');
    expect(text).toContain('Bank transfer Ref. UTR 2026032012345');
    expect(text).toContain('Total received ₹1,06,158.60');
    expect(text).toContain('Due left ₹50,000.00');
    expect(text).toContain('Rupees One Lakh Six Thousand One Hundred and Fifty-Eight and Sixty Paise Only');
    expect(text).toContain('Cleared March dues');
  });

  it('prints the receipt on an 80 mm page as long as its content', async () => {
    const pdf = await renderReceiptPdf(clearDuesReceipt(), { layout: 'RECEIPT_80MM', language: 'en' });
    const { pages, size } = await pdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(size.width).toBeCloseTo(226.77, 1);
    expect(pages[0]).toContain('Receipt No.: RCT/25-26/00031');
    expect(pages[0]).toContain('Due after ₹50,000.00');
    expect(pages[0]).toContain('Total received ₹1,06,158.60');
  });

  it('titles a refund (money out) as a refund receipt, in Spanish, with positive figures', async () => {
    const text = all((await pdfText(await renderReceiptPdf(saudiRefundReceipt(), { layout: 'A4', language: 'es' }))).pages);
    expect(text).toContain('Recibo de reembolso');
    expect(text).toContain('Reembolsado a');
    expect(text).toContain('Total reembolsado 86,25 SAR');
    expect(text).toContain('Efectivo');
    expect(text).toContain('Ochenta y seis riales saudíes 25/100');
    expect(text).not.toContain('-86');
  });
});

describe('credit note PDF', () => {
  it('India: "Credit Note", the original invoice, both GSTINs, lines with tax, HSN/SAC summary, settlement and reason', async () => {
    const text = all((await pdfText(await renderCreditNotePdf(indiaCreditNote(), { layout: 'A4', language: 'en' }))).pages);
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN/25-26/00004');
    expect(text).toContain('Original invoice INV/25-26/00042');
    expect(text).toContain('Invoice date 05 Mar 2026');
    expect(text).toContain('GSTIN: 29AAACG1234F1Z5');
    expect(text).toContain('GSTIN: 29AABCS1429B1Z1');
    expect(text).toContain('Front brake pads (set)');
    expect(text).toContain('CGST 14% ₹12,236.00');
    expect(text).toContain('Total credit ₹1,11,872.00');
    expect(text).toContain('HSN/SAC summary');
    expect(text).toMatch(/87087000 ₹84,000\.00 ₹11,760\.00 ₹11,760\.00 ₹23,520\.00/);
    expect(text).toContain('Kept as credit on the customer');
    expect(text).toContain('Customer fitted wheels bought elsewhere');
    expect(text).not.toContain('General service labour');
  });

  it('Saudi Arabia: the Arabic title, the ZATCA QR of the credit, the refund receipt number; also on 80 mm', async () => {
    const a4 = all((await pdfText(await renderCreditNotePdf(saudiCreditNote(), { layout: 'A4', language: 'en' }))).pages);
    expect(a4).toContain('Credit Note');
    expect(a4).toContain('ZATCA e-invoice QR');
    expect(a4).toContain('Total credit SAR 86.25');
    expect(a4).toContain('Refunded, receipt RCT/2026/00005');
    const pdf = await renderCreditNotePdf(saudiCreditNote(), { layout: 'RECEIPT_80MM', language: 'es' });
    const { pages, size } = await pdfText(pdf);
    expect(size.width).toBeCloseTo(226.77, 1);
    expect(pages[0]).toContain('Nota de crédito');
    expect(pages[0]).toContain('Total abonado 86,25 SAR');
  });
});

describe('split bill invoice PDF', () => {
  it("shows each line's share, which share the bill is and the other share's invoice number", async () => {
    const text = all((await pdfText(await renderInvoicePdf(saudiInsurerInvoice(), { layout: 'A4', language: 'en' }))).pages);
    expect(text).toContain("Split bill Insurer's share");
    expect(text).toContain("Customer's invoice INV/2026/00008");
    expect(text).toContain('# Item Qty Rate Share Tax Amount');
    expect(text).toMatch(/Oil change labour VAT 15% 1 SAR 150\.00 70%/);
    const receipt = all(
      (await pdfText(await renderInvoicePdf(saudiInsurerInvoice(), { layout: 'RECEIPT_80MM', language: 'es' }))).pages,
    );
    expect(receipt).toContain('Factura dividida: Parte de la aseguradora');
    expect(receipt).toContain('Factura del cliente: INV/2026/00008');
    expect(receipt).toContain('Parte 70%');
  });
});
