/**
 * Writes the sample documents as PDFs into a folder, to look at them (pdftoppm -png -r 110 file.pdf out):
 * `npx tsx apps/server/scripts/render-sample-documents.ts /tmp/pdfs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCreditNotePdf } from '../src/modules/invoices/credit-note-pdf.ts';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.ts';
import { renderReceiptPdf } from '../src/modules/invoices/receipt-pdf.ts';
import {
  clearDuesReceipt,
  indiaCreditNote,
  saudiCreditNote,
  saudiInsurerInvoice,
  saudiRefundReceipt,
} from '../src/test/document-samples.ts';

const folder = process.argv[2] ?? 'sample-documents';
mkdirSync(folder, { recursive: true });
const files: Array<[string, Promise<Buffer>]> = [
  ['receipt-a4.pdf', renderReceiptPdf(clearDuesReceipt(), { layout: 'A4', language: 'en' })],
  ['receipt-80mm.pdf', renderReceiptPdf(clearDuesReceipt(), { layout: 'RECEIPT_80MM', language: 'en' })],
  ['refund-receipt-es.pdf', renderReceiptPdf(saudiRefundReceipt(), { layout: 'A4', language: 'es' })],
  ['credit-note-india.pdf', renderCreditNotePdf(indiaCreditNote(), { layout: 'A4', language: 'en' })],
  ['credit-note-saudi.pdf', renderCreditNotePdf(saudiCreditNote(), { layout: 'A4', language: 'en' })],
  ['credit-note-saudi-80mm.pdf', renderCreditNotePdf(saudiCreditNote(), { layout: 'RECEIPT_80MM', language: 'en' })],
  ['split-insurer-invoice.pdf', renderInvoicePdf(saudiInsurerInvoice(), { layout: 'A4', language: 'en' })],
];
for (const [name, pdf] of files) writeFileSync(join(folder, name), await pdf);
console.log(`wrote ${files.length} PDFs to ${folder}`);
