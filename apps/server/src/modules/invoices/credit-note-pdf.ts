/**
 * A credit note as a PDF (issue 13, decision 049), A4 or 80 mm, English or Spanish: its own number, the
 * original invoice's number and date, the lines credited with their tax components, the totals in figures
 * and in words, how it was settled (taken off the due, refunded by a receipt, or kept as the customer's
 * credit) and its reason. India: titled "Credit Note" with the GSTIN of both parties and the HSN/SAC summary;
 * Saudi Arabia: the ZATCA phase-1 QR of the credit's totals. Pure: no database, no clock.
 */
import type { CreditNote, Invoice } from '@garage/contract';
import { Money } from '@garage/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import * as part from './pdf-parts.ts';

/** The credit note and the invoice it credits (its parties, date and lines as billed). */
export interface CreditNoteDocument {
  note: CreditNote;
  invoice: Invoice;
}

interface Doc extends part.DocBase {
  note: CreditNote;
  invoice: Invoice;
  titles: part.Titles;
  lines: part.DocLine[];
  qr: string | null;
  /** Mexico, once the egreso is stamped: SAT's verification QR. */
  cfdiQr: string | null;
}

/** The credited lines with what the invoice line adds (its package, item discount, tax category and whether its rate includes tax). */
function creditedLines(data: CreditNoteDocument): part.DocLine[] {
  return data.note.lines.map((l) => {
    const billed = data.invoice.lines.find((b) => b.line_id === l.line_id);
    return {
      ...l,
      package_name: billed?.package_name ?? null,
      discount: billed?.discount ?? '0',
      tax_category_name: billed?.tax_category_name ?? null,
      tax_inclusive: billed?.tax_inclusive ?? false,
    };
  });
}

async function prepare(data: CreditNoteDocument, language: part.PdfOptions['language']): Promise<Doc> {
  const base = part.documentBase(data.invoice.seller, language);
  const { note } = data;
  return {
    ...base,
    note,
    invoice: data.invoice,
    titles: { text: base.t('creditDoc.title'), arabic: base.country === 'SA' ? 'إشعار دائن' : null },
    lines: creditedLines(data),
    qr: await part.zatcaQrSvg(base, note.created_at, note.total_amount, note.tax_total),
    cfdiQr: await part.cfdiQrSvg(note.cfdi?.timbre),
  };
}

function metaRows(doc: Doc): Array<[string, string]> {
  return [
    [doc.t('creditDoc.number'), doc.note.credit_number],
    [doc.t('invoiceDoc.date'), doc.fmt.dateTime(doc.note.created_at)],
    [doc.t('creditDoc.originalInvoice'), doc.invoice.invoice_number],
    [doc.t('invoiceDoc.invoiceDate'), doc.fmt.date(doc.invoice.invoiced_at)],
    [doc.t('invoiceDoc.orderNumber'), doc.invoice.external_order_id],
  ];
}

function totalRows(doc: Doc): part.TotalRow[] {
  const { note } = doc;
  const rows: part.TotalRow[] = [
    ...part.taxRows(doc, note),
    { label: doc.t('creditDoc.totalCredit'), value: doc.fmt.money(note.total_amount), strong: true },
  ];
  if (!new Money(note.applied_to_due).isZero()) {
    rows.push({ label: doc.t('creditDoc.appliedToDue'), value: doc.fmt.money(note.applied_to_due) });
  }
  if (note.settlement !== 'NONE') {
    const label = doc.t(note.settlement === 'REFUND' ? 'creditDoc.refunded' : 'creditDoc.keptAsCredit');
    rows.push({ label, value: doc.fmt.money(note.excess) });
  }
  return rows;
}

function settlementText(doc: Doc): string {
  const { note } = doc;
  if (note.settlement === 'REFUND') return doc.t('creditDoc.settlement.REFUND', { number: note.refund_receipt_number ?? '' });
  return doc.t(`creditDoc.settlement.${note.settlement}`);
}

function a4Definition(doc: Doc, withLogo: boolean): TDocumentDefinitions {
  const hsn = part.hsnSummary(doc, doc.lines);
  const customer: Content[] = part.partyStack(doc, doc.t('invoiceDoc.billTo'), doc.invoice.customer);
  return part.a4Document(doc, {
    title: doc.titles.text,
    number: doc.note.credit_number,
    content: [
      part.letterhead(doc, doc.titles, metaRows(doc), withLogo),
      part.partiesBox(customer, part.vehicleLines(doc, doc.invoice.vehicle)),
      part.linesTable(doc, doc.lines, { discount: doc.invoice.item_wise_discount }),
      part.totalsBlock(doc, { words: part.wordsOf(doc, doc.note.total_amount), qr: doc.qr, rows: totalRows(doc) }),
      ...(hsn ? [hsn] : []),
      ...part.noteBlock(doc.t('creditDoc.settlement'), { text: settlementText(doc) }),
      ...part.noteBlock(doc.t('creditDoc.reason'), { text: doc.note.reason }),
      ...part.documentCfdiLines(doc, doc.note.cfdi),
      ...part.cfdiSealBlock(doc, doc.note.cfdi, doc.cfdiQr),
    ],
  });
}

function receiptDefinition(doc: Doc): TDocumentDefinitions {
  const { invoice, note } = doc;
  return part.receiptDocument(doc, {
    title: doc.titles.text,
    number: note.credit_number,
    content: [
      ...part.receiptHeader(doc, doc.titles),
      part.receiptRule(),
      ...metaRows(doc).map(([label, value]) => ({ text: `${label}: ${value}` })),
      { text: [`${doc.t('invoiceDoc.billTo')}: `, part.textNode(invoice.customer.name) as { text: string }] },
      ...(invoice.customer.tax_number ? [{ text: `${doc.taxLabel}: ${invoice.customer.tax_number}` }] : []),
      part.receiptRule(),
      ...part.receiptLines(
        doc,
        doc.lines,
        (l) =>
          `${doc.fmt.number(l.quantity)} × ${doc.fmt.money(l.unit_price)}${part.includesTax(l) ? ` ${doc.t('invoiceDoc.inclTax')}` : ''}`,
      ),
      ...part.lineNotes(doc, doc.lines, false),
      part.receiptRule(),
      ...part.receiptRows(totalRows(doc)),
      part.receiptRule(),
      { text: part.wordsOf(doc, note.total_amount), italics: true, style: 'small' },
      { text: `${doc.t('creditDoc.settlement')}: ${settlementText(doc)}`, style: 'small', margin: [0, 2, 0, 0] },
      { text: `${doc.t('creditDoc.reason')}: ${note.reason}`, style: 'small' },
      ...part.documentCfdiLines(doc, note.cfdi, 7),
      ...(doc.country === 'MX' && doc.cfdiQr ? part.receiptQr(doc.cfdiQr) : []),
      ...part.receiptQr(doc.qr),
    ],
  });
}

/** The credit note as PDF bytes. */
export const renderCreditNotePdf = part.documentRenderer({ prepare, a4: a4Definition, receipt: receiptDefinition });
