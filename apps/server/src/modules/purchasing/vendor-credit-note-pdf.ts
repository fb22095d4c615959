/**
 * A vendor credit note as a PDF (decision 062), the document that goes back with the parts: the garage's
 * letterhead, the credit note number and day, the vendor, each part with the stock-in it came from, its
 * quantity, price, tax and total, the totals in figures and words, and the reason. A4 only, built from the
 * purchase order PDF's parts (pdf-parts.ts).
 */
import type { VendorCreditNote } from '@garage/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import {
  a4Document,
  type DocBase,
  documentBase,
  documentRenderer,
  letterhead,
  noteBlock,
  type Party,
  type PdfOptions,
  partiesBox,
  partyStack,
  type Seller,
  simpleTable,
  totalsBlock,
  wordsOf,
} from '../invoices/pdf-parts.ts';
import { findVendor } from '../vendors/vendor.repository.ts';
import { purchaseSeller } from './purchase-order-pdf.ts';
import { loadVendorCreditNote } from './vendor-credit-note-view.ts';

interface VendorCreditNoteDocument {
  cn: VendorCreditNote;
  seller: Seller;
  vendor: Party;
}

interface Doc extends DocBase {
  data: VendorCreditNoteDocument;
}

function a4(doc: Doc, withLogo: boolean): TDocumentDefinitions {
  const { cn } = doc.data;
  const meta: Array<[string, string]> = [
    [doc.t('vcnDoc.number'), cn.credit_note_number],
    [doc.t('invoiceDoc.date'), doc.fmt.date(`${cn.return_day}T12:00:00Z`, 'UTC')],
    // A cancelled note still prints, saying so (decision 062, addendum).
    ...(cn.status === 'CANCELLED'
      ? [[doc.t('vcnDoc.cancelled'), cn.cancelled_at ? doc.fmt.date(cn.cancelled_at) : ''] as [string, string]]
      : []),
  ];
  const rows: TableCell[][] = cn.lines.map((l, i) => [
    { text: String(i + 1) },
    { text: l.lots.length ? `${l.part_name}\n${l.lots.map((x) => x.code).join(', ')}` : l.part_name },
    { text: l.stock_in_number },
    { text: l.quantity, alignment: 'right' },
    { text: doc.fmt.money(l.unit_price), alignment: 'right' },
    { text: doc.fmt.money(l.tax_amount), alignment: 'right' },
    { text: doc.fmt.money(l.total), alignment: 'right' },
  ]);
  const title = { text: doc.t('vcnDoc.title'), arabic: null };
  const content: Content[] = [
    letterhead(doc, title, meta, withLogo),
    partiesBox(partyStack(doc, doc.t('poDoc.vendor'), doc.data.vendor), []),
    simpleTable(
      [
        { header: '#', width: 16, align: 'left' },
        { header: doc.t('poDoc.col.part'), width: '*', align: 'left' },
        { header: doc.t('vcnDoc.stockIn'), width: 60, align: 'left' },
        { header: doc.t('poDoc.col.quantity'), width: 40, align: 'right' },
        { header: doc.t('poDoc.col.price'), width: 70, align: 'right' },
        { header: doc.t('poDoc.col.tax'), width: 60, align: 'right' },
        { header: doc.t('poDoc.col.total'), width: 70, align: 'right' },
      ],
      rows,
    ),
    totalsBlock(doc, {
      words: wordsOf(doc, cn.grand_total),
      qr: null,
      rows: [
        { label: doc.t('poDoc.subTotal'), value: doc.fmt.money(cn.sub_total) },
        { label: doc.t('poDoc.taxTotal'), value: doc.fmt.money(cn.tax_total) },
        { label: doc.t('poDoc.grandTotal'), value: doc.fmt.money(cn.grand_total), strong: true },
      ],
    }),
    ...noteBlock(doc.t('vcnDoc.reason'), { text: cn.reason }),
    ...(cn.status === 'CANCELLED' ? noteBlock(doc.t('vcnDoc.cancelReason'), { text: cn.cancel_reason ?? '' }) : []),
  ];
  return a4Document(doc, { title: title.text, number: cn.credit_note_number, content });
}

const render = documentRenderer<VendorCreditNoteDocument, Doc>({
  prepare: (data, language) => ({ ...documentBase(data.seller, language), data }),
  a4,
  receipt: (doc) => a4(doc, false),
});

/** The vendor credit note of this garage as PDF bytes. */
export async function renderVendorCreditNotePdf(
  db: Db,
  scope: { groupId: number; garageId: number },
  id: number,
  options: PdfOptions,
): Promise<{ number: string; pdf: Buffer }> {
  const cn = await loadVendorCreditNote(db, { ...scope, roles: ['GARAGE_OWNER'] }, id);
  const v = await findVendor(db, scope, cn.vendor_id);
  const vendor: Party = {
    name: cn.vendor_name,
    mobile: v?.phone ?? null,
    email: v?.email ?? null,
    address: v?.address ?? null,
    tax_number: v?.taxNumber ?? null,
  };
  const seller = await purchaseSeller(db, scope);
  const pdf = await render({ cn, seller, vendor }, { ...options, layout: 'A4' });
  return { number: cn.credit_note_number, pdf };
}
