/**
 * The invoice as a PDF (issue 13, decision 044): pdfmake lays out an A4 tax invoice or an 80 mm receipt from
 * the `Invoice` answer, in English or Spanish, with the country's required fields (India: GSTIN of both
 * parties, HSN/SAC summary, amount in words; Saudi Arabia: ZATCA phase-1 QR; Mexico: CFDI use and method;
 * USA: sales tax lines and miles). The insurer's and the customer's bills of a split bill show each line's
 * share and the other share's invoice. Pure: no database, no clock; the same invoice gives the same pages.
 * The pieces it shares with the receipt and the credit note are in pdf-parts.ts.
 */
import type { Invoice } from '@garage/contract';
import {
  cfdiRegimeLabel,
  cfdiUsoLabel,
  type InvoiceDocumentKey,
  insuredText,
  insurerPercent,
  Money,
  metodoPagoIfStampedNow,
  placeOfSupplyLabel,
} from '@garage/domain';
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  a4Document,
  cfdiQrSvg,
  cfdiSealBlock,
  type DocBase,
  documentBase,
  documentRenderer,
  hsnSummary,
  includesTax,
  letterhead,
  lineNotes,
  linesTable,
  noteBlock,
  type PdfLayout,
  type PdfOptions,
  partiesBox,
  partyStack,
  receiptDocument,
  receiptHeader,
  receiptLines,
  receiptQr,
  receiptRows,
  receiptRule,
  type Titles,
  type TotalRow,
  taxRows,
  textNode,
  totalsBlock,
  vehicleLines,
  wordsOf,
  zatcaQrSvg,
} from './pdf-parts.ts';

export type InvoicePdfLayout = PdfLayout;
export type InvoicePdfOptions = PdfOptions;

// ---- what the document says ------------------------------------------------------------------------------------------

interface Doc extends DocBase {
  invoice: Invoice;
  titles: Titles;
  qr: string | null;
  /** Mexico, once stamped: SAT's verification QR of the CFDI. */
  cfdiQr: string | null;
  words: string;
}

function titlesOf(invoice: Invoice, country: string, t: Doc['t']): Doc['titles'] {
  if (country === 'IN') return { text: t('invoiceDoc.title.india'), arabic: null };
  if (country === 'SA') {
    return invoice.invoice_type === 'B2C'
      ? { text: t('invoiceDoc.title.saudiSimplified'), arabic: 'فاتورة ضريبية مبسطة' }
      : { text: t('invoiceDoc.title.saudiStandard'), arabic: 'فاتورة ضريبية' };
  }
  return { text: t('invoiceDoc.title.invoice'), arabic: null };
}

async function prepare(invoice: Invoice, language: PdfOptions['language']): Promise<Doc> {
  const base = documentBase(invoice.seller, language);
  return {
    ...base,
    invoice,
    titles: titlesOf(invoice, base.country, base.t),
    qr: await zatcaQrSvg(base, invoice.invoiced_at, invoice.total_amount, invoice.tax_total),
    cfdiQr: await cfdiQrSvg(invoice.cfdi?.timbre),
    words: wordsOf(base, invoice.total_amount),
  };
}

/** Split bill: the share of a line this bill carries (the insurer's percent, or the customer's rest). */
function sharePercent(invoice: Invoice): ((line: Invoice['lines'][number]) => string) | undefined {
  if (invoice.share === 'FULL') return undefined;
  return (line) => {
    const insurer = insurerPercent(line);
    return (invoice.share === 'INSURER' ? insurer : new Money(100).minus(insurer)).toFixed();
  };
}

/** Split bill: which share this bill is, the number of the other share's invoice, and on the insurer's whose claim it is. */
function splitRows(doc: Doc): Array<[string, string]> {
  const inv = doc.invoice;
  if (inv.share === 'FULL') return [];
  const rows: Array<[string, string]> = [[doc.t('invoiceDoc.splitBill'), doc.t(`invoiceDoc.share.${inv.share}`)]];
  const otherShare = inv.share === 'INSURER' ? 'CUSTOMER' : 'INSURER';
  const other = inv.related.find((r) => r.share === otherShare);
  if (other) rows.push([doc.t(`invoiceDoc.otherInvoice.${otherShare}`), other.invoice_number]);
  if (inv.insured) rows.push([doc.t('invoiceDoc.insured'), insuredText(inv.insured)]);
  return rows;
}

function metaRows(doc: Doc): Array<[string, string]> {
  const inv = doc.invoice;
  const rows: Array<[string, string]> = [
    [doc.t('invoiceDoc.invoiceNumber'), inv.invoice_number],
    [doc.t('invoiceDoc.date'), doc.fmt.dateTime(inv.invoiced_at)],
    [doc.t('invoiceDoc.orderNumber'), inv.external_order_id],
  ];
  if (inv.lpo_number) rows.push([doc.t('invoiceDoc.lpoNumber'), inv.lpo_number]);
  if (inv.invoice_type !== 'B2C') rows.push([doc.t('invoiceDoc.invoiceType'), inv.invoice_type.replaceAll('_', ' ')]);
  if (inv.place_of_supply) rows.push([doc.t('invoiceDoc.placeOfSupply'), placeOfSupplyLabel(inv.place_of_supply)]);
  return [...rows, ...splitRows(doc)];
}

/** The totals block: sub total, one line per tax, discount, grand total, paid, due. */
function totalRows(doc: Doc): TotalRow[] {
  const inv = doc.invoice;
  return [
    ...taxRows(doc, inv),
    { label: doc.t('invoiceDoc.grandTotal'), value: doc.fmt.money(inv.total_amount), strong: true },
    { label: doc.t('invoiceDoc.paid'), value: doc.fmt.money(inv.paid_amount) },
    { label: doc.t('invoiceDoc.due'), value: doc.fmt.money(inv.due_amount), strong: true },
  ];
}

function notes(doc: Doc): Content[] {
  const inv = doc.invoice;
  const out: Content[] = [];
  if (inv.zero_reason) out.push({ text: doc.t('invoiceDoc.zeroReason', { reason: inv.zero_reason }), margin: [0, 4, 0, 0] });
  if (inv.customer_remarks.length) out.push(...noteBlock(doc.t('invoiceDoc.customerRemarks'), { ul: inv.customer_remarks }));
  if (inv.garage_recommendation) {
    out.push(...noteBlock(doc.t('invoiceDoc.recommendation'), { text: inv.garage_recommendation }));
  }
  return out;
}

/** The CFDI's use: S01 by default, or the one a named customer asked for (SAT's catalogue names, in Spanish). */
function usoText(doc: Doc): string {
  const uso = doc.invoice.cfdi?.uso_cfdi ?? 'S01';
  if (uso === 'S01') return doc.t('invoiceDoc.cfdi.useS01');
  return cfdiUsoLabel(uso);
}

/**
 * A sale first stated in a global invoice whose CFDI went to a customer who named themselves (SAT's reason 04):
 * the CFDI's receptor — name, RFC, régimen and fiscal postal code — beside the customer as billed.
 */
function receptorLines(doc: Doc): Content[] {
  const r = doc.invoice.cfdi?.receptor;
  if (!r) return [];
  const label = (key: InvoiceDocumentKey, value: string): Content => ({ text: [{ text: `${doc.t(key)}: `, bold: true }, value] });
  return [
    { text: doc.t('invoiceDoc.cfdi.receptor'), style: 'blockTitle', margin: [0, 6, 0, 0] },
    textNode(r.name, { bold: true }),
    label('invoiceDoc.taxNumber.MX', r.rfc),
    label('invoiceDoc.cfdi.regime', cfdiRegimeLabel(r.regimen)),
    label('invoiceDoc.cfdi.postalCode', r.cp),
  ];
}

/**
 * The método de pago the CFDI states once stamped; before, the one stamping it now would state (owed: PPD; paid
 * in full: PUE), the rule a retry applies (decision 048, stop 27). A sale left for the global invoice is PUE.
 */
function metodoPago(doc: Doc): 'PUE' | 'PPD' {
  const inv = doc.invoice;
  const stated = inv.cfdi?.metodo_pago;
  if (stated === 'PUE' || stated === 'PPD') return stated;
  if (inv.cfdi?.status === 'GLOBAL') return 'PUE';
  return metodoPagoIfStampedNow(inv.total_amount, inv.payments);
}

/** Mexico: use and method of the CFDI and, once stamped, its folio fiscal and stamp date (decision 048). */
function cfdiLines(doc: Doc): Content[] {
  if (doc.country !== 'MX') return [];
  const cfdi = doc.invoice.cfdi;
  const label = (key: InvoiceDocumentKey, value: string, extra: object = {}): Content => ({
    text: [{ text: `${doc.t(key)}: `, bold: true }, value],
    ...extra,
  });
  const out: Content[] = [
    ...receptorLines(doc),
    label('invoiceDoc.cfdi.use', usoText(doc), { margin: [0, 4, 0, 0] }),
    label('invoiceDoc.cfdi.method', doc.t(metodoPago(doc) === 'PPD' ? 'invoiceDoc.cfdi.methodPPD' : 'invoiceDoc.cfdi.methodPUE')),
  ];
  if (!cfdi) return out;
  if (cfdi.forma_pago) out.push(label('invoiceDoc.cfdi.form', cfdi.forma_pago));
  if (cfdi.uuid) out.push(label('invoiceDoc.cfdi.uuid', cfdi.uuid, { fontSize: 8 }));
  if (cfdi.stamped_at) out.push(label('invoiceDoc.cfdi.stampedAt', doc.fmt.dateTime(cfdi.stamped_at)));
  if (cfdi.status === 'PENDING' || cfdi.status === 'FAILED') out.push({ text: doc.t('invoiceDoc.cfdi.notStamped'), bold: true });
  if (cfdi.status === 'CANCELLED' && cfdi.cancel_reason)
    out.push({ text: doc.t('invoiceDoc.cfdi.cancelled', { reason: cfdi.cancel_reason }), bold: true });
  out.push(...sandboxMark(doc));
  return out;
}

/** The thermal receipt's one line of a named CFDI receptor (reason 04): RFC, name, régimen, postal code and use. */
function receiptReceptor(doc: Doc): Content[] {
  const cfdi = doc.invoice.cfdi;
  if (!cfdi?.receptor) return [];
  const r = cfdi.receptor;
  return [
    { text: `${doc.t('invoiceDoc.cfdi.receptor')}: ${r.rfc} · ${r.name} · ${r.regimen} · C.P. ${r.cp} · ${cfdi.uso_cfdi}` },
  ];
}

/** The red mark of a sandbox stamp: it must never pass for a fiscal document. */
function sandboxMark(doc: Doc, extra: object = {}): Content[] {
  const cfdi = doc.invoice.cfdi;
  return cfdi?.sandbox && cfdi.uuid
    ? [{ text: doc.t('invoiceDoc.cfdi.sandbox'), bold: true, color: '#B00020', margin: [0, 2, 0, 0], ...extra }]
    : [];
}

/**
 * SAT's printed representation of a stamped CFDI (decision 048, stop 27), shared with the receipt's REP and the
 * credit note's egreso (pdf-parts.ts).
 */
function invoiceSealBlock(doc: Doc): Content[] {
  return cfdiSealBlock(doc, doc.invoice.cfdi, doc.cfdiQr);
}

/** The 80 mm receipt's compact CFDI: method, folio fiscal, stamp date, the sandbox mark and SAT's QR. */
function receiptCfdi(doc: Doc): Content[] {
  const cfdi = doc.invoice.cfdi;
  if (doc.country !== 'MX' || !cfdi) return [];
  const small = (text: string): Content => ({ text, fontSize: 7 });
  const out: Content[] = [receiptRule(), small(`${doc.t('invoiceDoc.cfdi.method')}: ${metodoPago(doc)}`)];
  if (cfdi.uuid) out.push(small(`${doc.t('invoiceDoc.cfdi.uuid')}:`), { text: cfdi.uuid, fontSize: 7, bold: true });
  if (cfdi.stamped_at) out.push(small(`${doc.t('invoiceDoc.cfdi.stampedAt')}: ${doc.fmt.dateTime(cfdi.stamped_at)}`));
  if (cfdi.status === 'PENDING' || cfdi.status === 'FAILED')
    out.push({ text: doc.t('invoiceDoc.cfdi.notStamped'), bold: true, fontSize: 7 });
  if (cfdi.status === 'CANCELLED' && cfdi.cancel_reason)
    out.push({ text: doc.t('invoiceDoc.cfdi.cancelled', { reason: cfdi.cancel_reason }), bold: true, fontSize: 7 });
  out.push(...sandboxMark(doc, { fontSize: 8, alignment: 'center' }));
  if (doc.cfdiQr) out.push(...receiptQr(doc.cfdiQr));
  return out;
}

// ---- A4 --------------------------------------------------------------------------------------------------------------

function partiesBlock(doc: Doc): Content {
  const customer: Content[] = [...partyStack(doc, doc.t('invoiceDoc.billTo'), doc.invoice.customer), ...cfdiLines(doc)];
  return partiesBox(customer, vehicleLines(doc, doc.invoice.vehicle));
}

function voidBanner(doc: Doc): Content[] {
  if (doc.invoice.status !== 'VOID') return [];
  const reason = doc.invoice.void_reason ?? '';
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              text: reason ? doc.t('invoiceDoc.voidReason', { reason }) : doc.t('invoiceDoc.void'),
              color: '#B00020',
              bold: true,
              alignment: 'center',
            },
          ],
        ],
      },
      layout: { hLineColor: () => '#B00020', vLineColor: () => '#B00020' },
      margin: [0, 0, 0, 8],
    },
  ];
}

function a4Definition(doc: Doc, withLogo: boolean): TDocumentDefinitions {
  const inv = doc.invoice;
  const hsn = hsnSummary(doc, inv.lines);
  const share = sharePercent(inv);
  return a4Document(doc, {
    title: doc.titles.text,
    number: inv.invoice_number,
    ...(inv.status === 'VOID'
      ? { watermark: { text: doc.t('invoiceDoc.void'), color: '#B00020', opacity: 0.15, bold: true, fontSize: 120, angle: -40 } }
      : {}),
    content: [
      ...voidBanner(doc),
      letterhead(doc, doc.titles, metaRows(doc), withLogo),
      partiesBlock(doc),
      linesTable(doc, inv.lines, { discount: inv.item_wise_discount, ...(share ? { sharePct: share } : {}) }),
      totalsBlock(doc, { words: doc.words, qr: doc.qr, rows: totalRows(doc) }),
      ...(hsn ? [hsn] : []),
      ...notes(doc),
      ...invoiceSealBlock(doc),
    ],
  });
}

// ---- 80 mm receipt -------------------------------------------------------------------------------------------------

/**
 * "4.5 × ₹650.00", with the item discount when the bill has them ("1 × ₹800.00 − 10%"), "incl. tax" when the rate
 * includes it, and a split bill's share of the whole line ("60% of 1 × ₹1,000.00").
 */
function receiptQuantity(doc: Doc, line: Invoice['lines'][number]): string {
  const text = `${doc.fmt.number(line.quantity)} × ${doc.fmt.money(line.unit_price)}`;
  const discounted = doc.invoice.item_wise_discount && !new Money(line.discount).isZero();
  const share = sharePercent(doc.invoice);
  const withDiscount = discounted ? `${text} − ${doc.fmt.percent(line.discount)}` : text;
  const withTax = includesTax(line) ? `${withDiscount} ${doc.t('invoiceDoc.inclTax')}` : withDiscount;
  return share ? doc.t('invoiceDoc.shareOf', { percent: doc.fmt.percent(share(line)), line: withTax }) : withTax;
}

function receiptDefinition(doc: Doc): TDocumentDefinitions {
  const inv = doc.invoice;
  const vehicle = inv.vehicle?.reg_number ? [{ text: `${doc.t('invoiceDoc.regNumber')}: ${inv.vehicle.reg_number}` }] : [];
  return receiptDocument(doc, {
    title: doc.titles.text,
    number: inv.invoice_number,
    content: [
      ...(inv.status === 'VOID'
        ? [{ text: doc.t('invoiceDoc.void'), color: '#B00020', bold: true, fontSize: 14, alignment: 'center' as const }]
        : []),
      ...receiptHeader(doc, doc.titles),
      receiptRule(),
      { text: `${doc.t('invoiceDoc.invoiceNumber')} ${inv.invoice_number}` },
      { text: `${doc.t('invoiceDoc.date')}: ${doc.fmt.dateTime(inv.invoiced_at)}` },
      { text: `${doc.t('invoiceDoc.orderNumber')} ${inv.external_order_id}` },
      ...splitRows(doc).map(([label, value]) => ({ text: `${label}: ${value}` })),
      {
        text: [
          `${doc.t('invoiceDoc.billTo')}: `,
          textNode(inv.customer.name) as ContentText,
          inv.customer.mobile ? ` · ${inv.customer.mobile}` : '',
        ],
      },
      ...(inv.customer.tax_number ? [{ text: `${doc.taxLabel}: ${inv.customer.tax_number}` }] : []),
      ...(inv.place_of_supply
        ? [{ text: `${doc.t('invoiceDoc.placeOfSupply')}: ${placeOfSupplyLabel(inv.place_of_supply)}` }]
        : []),
      ...receiptReceptor(doc),
      ...vehicle,
      receiptRule(),
      ...receiptLines(doc, inv.lines, (line) => receiptQuantity(doc, line)),
      ...lineNotes(doc, inv.lines, inv.share !== 'FULL'),
      receiptRule(),
      ...receiptRows(totalRows(doc)),
      receiptRule(),
      { text: doc.words, italics: true, style: 'small' },
      ...(inv.zero_reason ? [{ text: doc.t('invoiceDoc.zeroReason', { reason: inv.zero_reason }), style: 'small' }] : []),
      ...receiptQr(doc.qr),
      ...receiptCfdi(doc),
    ],
  });
}

// ---- rendering -------------------------------------------------------------------------------------------------------

/** The invoice as PDF bytes. A logo pdfkit cannot read is left out rather than failing the bill. */
export const renderInvoicePdf = documentRenderer({ prepare, a4: a4Definition, receipt: receiptDefinition });
