/**
 * A receipt as a PDF (issue 13, decision 049): the money received at once (or, negative, refunded), A4 or
 * 80 mm, in English or Spanish: the garage's letterhead, receipt number and time, the payer, each bill it
 * pays with what it put on it and the due left after it, each method (cheque number, bank and date; a
 * transfer's reference), the total in figures and in words. Pure: no database, no clock.
 */
import type { Receipt } from '@garage/contract';
import { INVOICE_DOCUMENT_MESSAGES, type InvoiceDocumentKey, Money } from '@garage/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  a4Document,
  cfdiQrSvg,
  cfdiSealBlock,
  type DocBase,
  documentBase,
  documentCfdiLines,
  documentRenderer,
  letterhead,
  noteBlock,
  type Party,
  type PdfOptions,
  partiesBox,
  partyStack,
  receiptDocument,
  receiptHeader,
  receiptQr,
  receiptRows,
  receiptRule,
  type Seller,
  simpleTable,
  type Titles,
  type TotalRow,
  textNode,
  totalsBlock,
  wordsOf,
} from './pdf-parts.ts';

export interface ReceiptBill {
  invoice_number: string;
  invoiced_at: string;
  total_amount: string;
  /** What this receipt put on the bill (negative on a refund). */
  allocated: string;
  /** What the bill still owed right after this receipt. */
  due_after: string;
}

/** The receipt and what its document prints beside it: the garage and the payer as billed, and its bills. */
export interface ReceiptDocument {
  receipt: Receipt;
  seller: Seller;
  customer: Party;
  bills: ReceiptBill[];
}

interface Doc extends DocBase {
  data: ReceiptDocument;
  refund: boolean;
  titles: Titles;
  /** The amount as a positive figure: a refund is titled as one, not printed with a minus. */
  amount: string;
  /** Mexico, once the REP is stamped: SAT's verification QR. */
  cfdiQr: string | null;
}

const positive = (v: string) => new Money(v).abs().toFixed();

type ReceiptPayment = Receipt['payments'][number];

/**
 * The garage's own name of the method (an owner-added "UPI", a renamed built-in; decision 050), else
 * "Cash", "Cheque", … in the document's language, else the code.
 */
function methodName(doc: Doc, { method, method_name: name }: { method: string; method_name: string | null }): string {
  if (name) return name;
  const key = `receiptDoc.method.${method}`;
  return key in INVOICE_DOCUMENT_MESSAGES ? doc.t(key as InvoiceDocumentKey) : method.replaceAll('_', ' ');
}

/** A cheque's number, bank and date; a card, transfer or link reference. */
function paymentDetails(doc: Doc, p: ReceiptPayment): string {
  if (p.method === 'CHEQUE' && p.cheque_number) {
    return doc.t('receiptDoc.cheque', {
      number: p.cheque_number,
      bank: p.bank_name ?? '',
      date: p.cheque_date ? doc.fmt.date(`${p.cheque_date}T12:00:00Z`, 'UTC') : '',
    });
  }
  return p.reference ? doc.t('receiptDoc.reference', { reference: p.reference }) : '';
}

async function prepare(data: ReceiptDocument, language: PdfOptions['language']): Promise<Doc> {
  const base = documentBase(data.seller, language);
  const refund = new Money(data.receipt.amount).isNegative();
  return {
    ...base,
    data,
    refund,
    titles: { text: base.t(refund ? 'receiptDoc.titleRefund' : 'receiptDoc.title'), arabic: null },
    amount: positive(data.receipt.amount),
    cfdiQr: await cfdiQrSvg(data.receipt.cfdi?.timbre),
  };
}

function metaRows(doc: Doc): Array<[string, string]> {
  const { refund, refund_of: refundOf } = doc.data.receipt;
  return [
    [doc.t('receiptDoc.number'), doc.data.receipt.receipt_number],
    [doc.t('invoiceDoc.date'), doc.fmt.dateTime(doc.data.receipt.received_at)],
    // A payment refunded whole (decision 064): when, and the refund receipt; a refund receipt names the payment.
    ...(refund
      ? [[doc.t('receiptDoc.refunded'), `${doc.fmt.dateTime(refund.at)} · ${refund.receipt_number}`] as [string, string]]
      : []),
    ...(refundOf ? [[doc.t('receiptDoc.refundOf'), refundOf.receipt_number] as [string, string]] : []),
  ];
}

function dueLeft(doc: Doc): string {
  return doc.data.bills.reduce((sum, b) => sum.plus(b.due_after), new Money(0)).toFixed();
}

function totalRows(doc: Doc): TotalRow[] {
  return [
    { label: doc.t(doc.refund ? 'receiptDoc.totalRefund' : 'receiptDoc.total'), value: doc.fmt.money(doc.amount), strong: true },
    { label: doc.t('receiptDoc.dueLeft'), value: doc.fmt.money(dueLeft(doc)) },
  ];
}

function billsTable(doc: Doc): Content[] {
  const rows: TableCell[][] = doc.data.bills.map((b) => [
    { text: b.invoice_number },
    { text: doc.fmt.date(b.invoiced_at) },
    { text: doc.fmt.money(b.total_amount), alignment: 'right' },
    { text: doc.fmt.money(positive(b.allocated)), alignment: 'right' },
    { text: doc.fmt.money(b.due_after), alignment: 'right' },
  ]);
  return [
    { text: doc.t(doc.refund ? 'receiptDoc.billsRefund' : 'receiptDoc.bills'), style: 'blockTitle', margin: [0, 4, 0, 0] },
    simpleTable(
      [
        { header: doc.t('invoiceDoc.invoiceNumber'), width: '*', align: 'left' },
        { header: doc.t('invoiceDoc.invoiceDate'), width: 80, align: 'left' },
        { header: doc.t('receiptDoc.col.billTotal'), width: 80, align: 'right' },
        { header: doc.t(doc.refund ? 'receiptDoc.col.refunded' : 'receiptDoc.col.allocated'), width: 80, align: 'right' },
        { header: doc.t('receiptDoc.col.dueAfter'), width: 80, align: 'right' },
      ],
      rows,
    ),
  ];
}

function paymentsTable(doc: Doc): Content[] {
  const rows: TableCell[][] = doc.data.receipt.payments.map((p) => [
    { text: methodName(doc, p) },
    { text: paymentDetails(doc, p) },
    { text: p.invoice_number },
    { text: doc.fmt.money(positive(p.amount)), alignment: 'right' },
  ]);
  return [
    { text: doc.t('receiptDoc.payments'), style: 'blockTitle', margin: [0, 10, 0, 0] },
    simpleTable(
      [
        { header: doc.t('receiptDoc.col.method'), width: 100, align: 'left' },
        { header: doc.t('receiptDoc.col.details'), width: '*', align: 'left' },
        { header: doc.t('invoiceDoc.invoiceNumber'), width: 100, align: 'left' },
        { header: doc.t('invoiceDoc.col.amount'), width: 80, align: 'right' },
      ],
      rows,
    ),
  ];
}

function payerHeading(doc: Doc): string {
  return doc.t(doc.refund ? 'receiptDoc.paidTo' : 'receiptDoc.receivedFrom');
}

function a4Definition(doc: Doc, withLogo: boolean): TDocumentDefinitions {
  const { receipt } = doc.data;
  const amountBox: Content[] = [
    { text: doc.t(doc.refund ? 'receiptDoc.totalRefund' : 'receiptDoc.total'), style: 'blockTitle' },
    { text: doc.fmt.money(doc.amount), fontSize: 16, bold: true },
  ];
  return a4Document(doc, {
    title: doc.titles.text,
    number: receipt.receipt_number,
    content: [
      letterhead(doc, doc.titles, metaRows(doc), withLogo),
      partiesBox(partyStack(doc, payerHeading(doc), doc.data.customer), amountBox),
      ...billsTable(doc),
      ...paymentsTable(doc),
      totalsBlock(doc, { words: wordsOf(doc, doc.amount), qr: null, rows: totalRows(doc) }),
      ...(receipt.note ? noteBlock(doc.t('receiptDoc.note'), { text: receipt.note }) : []),
      ...documentCfdiLines(doc, receipt.cfdi),
      ...cfdiSealBlock(doc, receipt.cfdi, doc.cfdiQr),
    ],
  });
}

function receiptDefinition(doc: Doc): TDocumentDefinitions {
  const { receipt } = doc.data;
  const small = (text: string): Content => ({ text, style: 'small' });
  const bills = doc.data.bills.flatMap((b): Content[] => [
    ...receiptRows([{ label: b.invoice_number, value: doc.fmt.money(positive(b.allocated)) }]),
    small(`${doc.fmt.date(b.invoiced_at)} · ${doc.t('receiptDoc.col.dueAfter')} ${doc.fmt.money(b.due_after)}`),
  ]);
  const payments = receipt.payments.flatMap((p): Content[] => {
    const details = paymentDetails(doc, p);
    return [
      ...receiptRows([{ label: methodName(doc, p), value: doc.fmt.money(positive(p.amount)) }]),
      ...(details ? [small(details)] : []),
    ];
  });
  return receiptDocument(doc, {
    title: doc.titles.text,
    number: receipt.receipt_number,
    content: [
      ...receiptHeader(doc, doc.titles),
      receiptRule(),
      ...metaRows(doc).map(([label, value]) => ({ text: `${label}: ${value}` })),
      { text: [`${payerHeading(doc)}: `, textNode(doc.data.customer.name) as { text: string }] },
      ...(doc.data.customer.mobile ? [{ text: `${doc.t('invoiceDoc.mobile')}: ${doc.data.customer.mobile}` }] : []),
      receiptRule(),
      { text: doc.t(doc.refund ? 'receiptDoc.billsRefund' : 'receiptDoc.bills'), bold: true },
      ...bills,
      receiptRule(),
      { text: doc.t('receiptDoc.payments'), bold: true },
      ...payments,
      receiptRule(),
      ...receiptRows(totalRows(doc)),
      receiptRule(),
      { text: wordsOf(doc, doc.amount), italics: true, style: 'small' },
      ...(receipt.note ? [small(`${doc.t('receiptDoc.note')}: ${receipt.note}`)] : []),
      ...documentCfdiLines(doc, receipt.cfdi, 7),
      ...(doc.country === 'MX' && doc.cfdiQr ? receiptQr(doc.cfdiQr) : []),
    ],
  });
}

/** The receipt as PDF bytes. */
export const renderReceiptPdf = documentRenderer({ prepare, a4: a4Definition, receipt: receiptDefinition });
