import type { Db } from '../../db/client.ts';
import { renderPurchaseOrderPdf } from '../purchasing/purchase-order-pdf.ts';
import { renderVendorCreditNotePdf } from '../purchasing/vendor-credit-note-pdf.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { InvoiceLinkClaims } from './invoice-link.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadCreditNote } from './load-credit-note.ts';
import { loadInvoice } from './load-invoice.ts';
import { loadReceiptDocument } from './load-receipt-document.ts';
import type { PdfOptions } from './pdf-parts.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The PDF a signed link opens (an invoice, a receipt, a credit note or a purchase order of the link's garage) and its number. */
export async function renderLinkedPdf(
  db: Db,
  claims: InvoiceLinkClaims,
  options: PdfOptions,
): Promise<{ number: string; pdf: Buffer }> {
  const scope = { groupId: claims.groupId, garageId: claims.garageId };
  switch (claims.kind) {
    case 'RECEIPT': {
      const data = await loadReceiptDocument(db, scope, claims.id);
      return { number: data.receipt.receipt_number, pdf: await renderReceiptPdf(data, options) };
    }
    case 'PURCHASE_ORDER':
      return renderPurchaseOrderPdf(db, scope, claims.id, options);
    case 'VENDOR_CREDIT_NOTE':
      return renderVendorCreditNotePdf(db, scope, claims.id, options);
    case 'CREDIT_NOTE': {
      const note = await loadCreditNote(db, scope, claims.id);
      const invoice = await loadInvoice(db, scope, note.invoice_id);
      return { number: note.credit_number, pdf: await renderCreditNotePdf({ note, invoice }, options) };
    }
    default: {
      const bill = await loadInvoice(db, scope, claims.id);
      return { number: bill.invoice_number, pdf: await renderInvoicePdf(bill, options) };
    }
  }
}
