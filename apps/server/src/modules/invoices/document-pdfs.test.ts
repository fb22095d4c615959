import { describe, expect, it } from 'vitest';
import {
  clearDuesReceipt,
  indiaCreditNote,
  saudiCreditNote,
  saudiInsurerInvoice,
  saudiRefundReceipt,
} from '../../test/document-samples.ts';
import { all, missingFrom, pdfText } from '../../test/pdf-text.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

describe('receipt PDF', () => {
  it('prints a clear-dues receipt: each bill paid, what it put on it, the due after, cheque and transfer details, words', async () => {
    const pdf = await renderReceiptPdf(clearDuesReceipt(), { layout: 'A4', language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, size } = await pdfText(pdf);
    expect(size.width).toBeCloseTo(595.28, 1);
    const wanted = [
      'Payment Receipt',
      'RCT/25-26/00031',
      // 06:15 UTC is 11:45 AM in Kolkata.
      '20 Mar 2026 11:45 AM',
      'Received from',
      'GSTIN: 29AABCS1429B1Z1',
      /INV\/25-26\/00038 11 Feb 2026 ₹55,000\.00 ₹55,000\.00 ₹0\.00/,
      /INV\/25-26\/00042 05 Mar 2026 ₹1,21,158\.60 ₹51,158\.60 ₹50,000\.00/,
      'Cheque 004512, HDFC Bank, dated 19 Mar 2026',
      'Bank transfer Ref. UTR 2026032012345',
      'Total received ₹1,06,158.60',
      'Due left ₹50,000.00',
      'Rupees One Lakh Six Thousand One Hundred and Fifty-Eight and Sixty Paise Only',
      'Cleared March dues',
    ];
    expect(missingFrom(all(pages), wanted)).toEqual([]);
  });

  it('names a method of the garage’s own (decision 050) as the garage named it', async () => {
    const sample = clearDuesReceipt();
    const payments = sample.receipt.payments;
    const upi = { ...payments[1]!, method: 'PM_7', method_name: 'UPI', reference: 'UPI 6021' };
    const receipt = { ...sample.receipt, payments: [payments[0]!, upi] };
    const { pages } = await pdfText(await renderReceiptPdf({ ...sample, receipt }, { layout: 'A4', language: 'en' }));
    expect(missingFrom(all(pages), ['UPI Ref. UPI 6021'])).toEqual([]);
  });

  it('prints the receipt on an 80 mm page as long as its content', async () => {
    const { pages, size } = await pdfText(await renderReceiptPdf(clearDuesReceipt(), { layout: 'RECEIPT_80MM', language: 'en' }));
    expect([pages.length, Math.round(size.width)]).toEqual([1, 227]);
    const wanted = ['Receipt No.: RCT/25-26/00031', 'Due after ₹50,000.00', 'Total received ₹1,06,158.60'];
    expect(missingFrom(pages[0]!, wanted)).toEqual([]);
  });
});

/** Documents and what their text must (and must not) say. */
const CASES: Array<{ name: string; render: () => Promise<Buffer>; wanted: Array<string | RegExp>; absent?: string }> = [
  {
    name: 'a refund (money out) is titled as a refund receipt, in Spanish, with positive figures',
    render: () => renderReceiptPdf(saudiRefundReceipt(), { layout: 'A4', language: 'es' }),
    wanted: [
      'Recibo de reembolso',
      'Reembolsado a',
      'Total reembolsado 86,25 SAR',
      'Efectivo',
      'Ochenta y seis riales saudíes 25/100',
    ],
    absent: '-86',
  },
  {
    name: 'an Indian credit note: "Credit Note", the original invoice, both GSTINs, taxes, HSN/SAC summary, settlement, reason',
    render: () => renderCreditNotePdf(indiaCreditNote(), { layout: 'A4', language: 'en' }),
    wanted: [
      'Credit Note',
      'CN/25-26/00004',
      'Original invoice INV/25-26/00042',
      'Invoice date 05 Mar 2026',
      'GSTIN: 29AAACG1234F1Z5',
      'GSTIN: 29AABCS1429B1Z1',
      'Front brake pads (set)',
      'CGST 14% ₹12,236.00',
      'Total credit ₹1,11,872.00',
      'HSN/SAC summary',
      /87087000 ₹84,000\.00 ₹11,760\.00 ₹11,760\.00 ₹23,520\.00/,
      "Kept as the customer's credit",
      'Customer fitted wheels bought elsewhere',
    ],
    absent: 'General service labour',
  },
  {
    name: 'a Saudi credit note: the ZATCA QR of the credit and the refund receipt number',
    render: () => renderCreditNotePdf(saudiCreditNote(), { layout: 'A4', language: 'en' }),
    wanted: ['Credit Note', 'ZATCA e-invoice QR', 'Total credit SAR 86.25', 'Refunded, receipt RCT/2026/00005'],
  },
  {
    name: 'a Saudi credit note on the 80 mm slip, in Spanish',
    render: () => renderCreditNotePdf(saudiCreditNote(), { layout: 'RECEIPT_80MM', language: 'es' }),
    wanted: ['Nota de crédito', 'Total abonado 86,25 SAR', 'Liquidación: Reembolsado, recibo RCT/2026/00005'],
  },
  {
    name: 'a credit note of a tax-inclusive line: "incl. tax" beside its rate and the note, A4 and 80 mm',
    render: async () => {
      const data = saudiCreditNote();
      const lines = data.invoice.lines.map((l) => (l.name === 'Oil filter' ? { ...l, tax_inclusive: true } : l));
      const doc = { ...data, invoice: { ...data.invoice, lines } };
      const [a4, slip] = await Promise.all([
        renderCreditNotePdf(doc, { layout: 'A4', language: 'en' }),
        renderCreditNotePdf(doc, { layout: 'RECEIPT_80MM', language: 'en' }),
      ]);
      const slipText = all((await pdfText(slip)).pages);
      expect(slipText).toContain('1 × SAR 75.00 incl. tax');
      expect(slipText).toContain('incl. tax: the rate already includes tax');
      return a4;
    },
    wanted: [/Oil filter VAT 15% 1 SAR 75\.00 incl\. tax/, 'incl. tax: the rate already includes tax'],
  },
  {
    name: "the insurer's bill of a split bill: each line's share, which share it is, the customer's invoice number",
    render: () => renderInvoicePdf(saudiInsurerInvoice(), { layout: 'A4', language: 'en' }),
    wanted: [
      "Split bill Insurer's share",
      "Customer's invoice INV/2026/00008",
      '# Item Qty Rate Share Tax Amount',
      /Oil change labour VAT 15% 1 SAR 150\.00 70%/,
    ],
  },
  {
    name: "the insurer's bill on the 80 mm slip, in Spanish",
    render: () => renderInvoicePdf(saudiInsurerInvoice(), { layout: 'RECEIPT_80MM', language: 'es' }),
    wanted: ['Factura dividida: Parte de la aseguradora', 'Factura del cliente: INV/2026/00008', '70% de 1 × 150,00 SAR'],
  },
];

describe('receipt, credit note and split bill PDFs', () => {
  it.each(CASES)('$name', async ({ render, wanted, absent }) => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = all((await pdfText(pdf)).pages);
    expect(missingFrom(text, wanted)).toEqual([]);
    if (absent) expect(text).not.toContain(absent);
  });
});
