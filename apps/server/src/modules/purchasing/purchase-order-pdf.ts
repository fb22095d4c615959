/**
 * A purchase order as a PDF (decision 053), the document the vendor receives: the garage's letterhead, the
 * PO number, date and expected date, the vendor, each part with its quantity, expected price, tax and
 * total, the totals in figures and in words. A4 only (an 80 mm roll is for the counter, not for vendors).
 * Built from the invoice PDF's parts (pdf-parts.ts); pure apart from reading the purchase order.
 */
import type { PurchaseOrder } from '@garage/contract';
import { quantityText } from '@garage/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Db, Tx } from '../../db/client.ts';
import { garageSeller } from '../invoices/billing-parties.ts';
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
import { loadPurchaseOrder } from './purchase-order-view.ts';

export interface PurchaseOrderDocument {
  po: PurchaseOrder;
  seller: Seller;
  vendor: Party;
  termsDays: number;
}

interface Doc extends DocBase {
  data: PurchaseOrderDocument;
}

export const purchaseSeller = (db: Db | Tx, scope: { groupId: number; garageId: number }) => garageSeller(db, scope);

const amount = (v: string | null) => v ?? '0';

function a4(doc: Doc, withLogo: boolean): TDocumentDefinitions {
  const { po, termsDays } = doc.data;
  const meta: Array<[string, string]> = [
    [doc.t('poDoc.number'), po.po_number],
    [doc.t('invoiceDoc.date'), doc.fmt.date(po.approved_at ?? po.created_at)],
  ];
  if (po.expected_date) meta.push([doc.t('poDoc.expected'), doc.fmt.date(`${po.expected_date}T12:00:00Z`, 'UTC')]);
  if (termsDays > 0) meta.push([doc.t('poDoc.terms'), doc.t('poDoc.termsDays', { days: termsDays })]);
  const rows: TableCell[][] = po.lines.map((l, i) => [
    { text: String(i + 1) },
    { text: l.part_name },
    { text: l.part_number ?? '' },
    { text: quantityText(l.quantity), alignment: 'right' },
    { text: doc.fmt.money(amount(l.unit_price)), alignment: 'right' },
    { text: doc.fmt.money(amount(l.tax_amount)), alignment: 'right' },
    { text: doc.fmt.money(amount(l.total)), alignment: 'right' },
  ]);
  const title = { text: doc.t('poDoc.title'), arabic: null };
  const content: Content[] = [
    letterhead(doc, title, meta, withLogo),
    partiesBox(partyStack(doc, doc.t('poDoc.vendor'), doc.data.vendor), []),
    simpleTable(
      [
        { header: '#', width: 16, align: 'left' },
        { header: doc.t('poDoc.col.part'), width: '*', align: 'left' },
        { header: doc.t('poDoc.col.partNumber'), width: 70, align: 'left' },
        { header: doc.t('poDoc.col.quantity'), width: 40, align: 'right' },
        { header: doc.t('poDoc.col.price'), width: 70, align: 'right' },
        { header: doc.t('poDoc.col.tax'), width: 60, align: 'right' },
        { header: doc.t('poDoc.col.total'), width: 70, align: 'right' },
      ],
      rows,
    ),
    totalsBlock(doc, {
      words: wordsOf(doc, amount(po.grand_total)),
      qr: null,
      rows: [
        { label: doc.t('poDoc.subTotal'), value: doc.fmt.money(amount(po.sub_total)) },
        { label: doc.t('poDoc.taxTotal'), value: doc.fmt.money(amount(po.tax_total)) },
        { label: doc.t('poDoc.grandTotal'), value: doc.fmt.money(amount(po.grand_total)), strong: true },
      ],
    }),
    ...(po.notes ? noteBlock(doc.t('poDoc.notes'), { text: po.notes }) : []),
  ];
  return a4Document(doc, { title: title.text, number: po.po_number, content });
}

const render = documentRenderer<PurchaseOrderDocument, Doc>({
  prepare: (data, language) => ({ ...documentBase(data.seller, language), data }),
  a4,
  receipt: (doc) => a4(doc, false),
});

/** The purchase order of this garage as PDF bytes, with its prices (the vendor's document). */
export async function renderPurchaseOrderPdf(
  db: Db,
  scope: { groupId: number; garageId: number },
  id: number,
  options: PdfOptions,
): Promise<{ number: string; pdf: Buffer }> {
  // Read as the garage (the owner's view): the vendor's document carries the prices.
  const po = await loadPurchaseOrder(db, { ...scope, roles: ['GARAGE_OWNER'] }, id);
  const v = await findVendor(db, scope, po.vendor_id);
  const vendor: Party = {
    name: po.vendor_name,
    mobile: v?.phone ?? null,
    email: v?.email ?? null,
    address: v?.address ?? null,
    tax_number: v?.taxNumber ?? null,
  };
  const seller = await purchaseSeller(db, scope);
  const pdf = await render({ po, seller, vendor, termsDays: v?.paymentTermsDays ?? 0 }, { ...options, layout: 'A4' });
  return { number: po.po_number, pdf };
}
