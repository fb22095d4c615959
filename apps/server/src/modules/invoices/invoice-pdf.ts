/**
 * The invoice as a PDF (issue 13, decision 044): pdfmake lays out an A4 tax invoice or an 80 mm receipt from
 * the `Invoice` answer, in English or Spanish, with the country's required fields (India: GSTIN of both
 * parties, HSN/SAC summary, amount in words; Saudi Arabia: ZATCA phase-1 QR; Mexico: CFDI use and method;
 * USA: sales tax lines and miles). Pure: no database, no clock; the same invoice gives the same pages.
 */
import { createRequire } from 'node:module';
import type { Invoice } from '@garage/contract';
import {
  amountInWords,
  countryTaxRules,
  createFormatter,
  type Formatter,
  type InvoiceDocumentKey,
  invoiceDocumentText,
  itemCodeLabel,
  type Language,
  Money,
  taxNumberLabel,
  zatcaQrBase64,
  zatcaTimestamp,
} from '@garage/domain';
import pdfmake from 'pdfmake';
import type { Content, ContentTable, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

export type InvoicePdfLayout = 'A4' | 'RECEIPT_80MM';
export interface InvoicePdfOptions {
  layout: InvoicePdfLayout;
  language: Language;
}

// ---- fonts ---------------------------------------------------------------------------------------------------------
// Bundled from npm: Roboto (pdfmake's own; Latin, accents, ₹ € $) and Noto Sans Arabic (the Saudi title, Arabic
// names). pdfmake may read these files and nothing else: no other local path, no URL.
const require = createRequire(import.meta.url);
const roboto = (face: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${face}.ttf`);
const arabic = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`);
const FONTS = {
  Roboto: { normal: roboto('Regular'), bold: roboto('Medium'), italics: roboto('Italic'), bolditalics: roboto('MediumItalic') },
  NotoSansArabic: { normal: arabic(400), bold: arabic(700), italics: arabic(400), bolditalics: arabic(700) },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((faces) => Object.values(faces)));
pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(file));

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

/**
 * Arabic words in the order pdfmake must lay them out. pdfmake has no bidirectional layout: each run is shaped
 * (joined letters, right to left within the run) but runs are placed left to right. Joining the words with
 * no-break spaces in reverse order keeps one run on one line that reads right to left. Only for a single line
 * of Arabic without Latin letters or digits (a title, a name).
 */
function arabicLine(text: string): string {
  return text.trim().split(/\s+/).reverse().join('\u00A0');
}

/** A value as a text node: pure Arabic in the Arabic face, laid out right to left; anything else as given. */
function textNode(text: string, style: Record<string, unknown> = {}): Content {
  if (ARABIC_LETTER.test(text) && !LATIN_OR_DIGIT.test(text)) {
    return { text: arabicLine(text), font: 'NotoSansArabic', ...style } as Content;
  }
  return { text, ...style } as Content;
}

// ---- what the document says ------------------------------------------------------------------------------------------

interface Doc {
  invoice: Invoice;
  language: Language;
  country: string;
  fmt: Formatter;
  t: (key: InvoiceDocumentKey, params?: Record<string, string | number>) => string;
  /** Heading of the item code column, or null (USA, Saudi Arabia). */
  codeLabel: string | null;
  taxLabel: string;
  titles: { text: string; arabic: string | null };
  qr: string | null;
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

async function prepare(invoice: Invoice, language: Language): Promise<Doc> {
  const { seller } = invoice;
  const country = seller.country_code.toUpperCase();
  const fmt = createFormatter({
    language,
    countryCode: country,
    currency: seller.currency_code,
    digits: seller.rounding_digits,
    timeZone: seller.time_zone,
  });
  const t: Doc['t'] = (key, params) => invoiceDocumentText(key, language, params);
  let qr: string | null = null;
  if (country === 'SA') {
    const text = zatcaQrBase64({
      sellerName: seller.name,
      vatNumber: seller.tax_number ?? '',
      timestamp: zatcaTimestamp(invoice.invoiced_at),
      total: invoice.total_amount,
      vatTotal: invoice.tax_total,
    });
    qr = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  }
  return {
    invoice,
    language,
    country,
    fmt,
    t,
    codeLabel: itemCodeLabel(countryTaxRules(country).itemCode, language),
    taxLabel: taxNumberLabel(country, language),
    titles: titlesOf(invoice, country, t),
    qr,
    words: amountInWords(invoice.total_amount, {
      currency: seller.currency_code,
      digits: seller.rounding_digits,
      language,
      countryCode: country,
    }),
  };
}

/** Lines as billed: services, then parts, then each package with its items under its name. */
function lineGroups(doc: Doc): Array<{ heading: string; lines: Invoice['lines'] }> {
  const { lines } = doc.invoice;
  const groups: Array<{ heading: string; lines: Invoice['lines'] }> = [];
  const loose = (kind: 'service' | 'part') => lines.filter((l) => l.kind === kind && !l.package_name);
  const services = loose('service');
  const parts = loose('part');
  if (services.length) groups.push({ heading: doc.t('invoiceDoc.section.services'), lines: services });
  if (parts.length) groups.push({ heading: doc.t('invoiceDoc.section.parts'), lines: parts });
  const packages = [...new Set(lines.map((l) => l.package_name).filter((n): n is string => !!n))];
  for (const name of packages) {
    const items = lines.filter((l) => l.package_name === name);
    items.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'service' ? -1 : 1));
    groups.push({ heading: doc.t('invoiceDoc.section.package', { name }), lines: items });
  }
  return groups;
}

const lineTax = (line: Invoice['lines'][number]) => line.taxes.reduce((acc, t) => acc.plus(t.amount), new Money(0));

function partyLines(doc: Doc, party: Invoice['customer']): Content[] {
  const out: Content[] = [];
  if (party.address) out.push({ text: party.address });
  if (party.mobile) out.push({ text: `${doc.t('invoiceDoc.mobile')}: ${party.mobile}` });
  if (party.email) out.push({ text: `${doc.t('invoiceDoc.email')}: ${party.email}` });
  if (party.tax_number) out.push({ text: [{ text: `${doc.taxLabel}: `, bold: true }, party.tax_number] });
  return out;
}

function vehicleLines(doc: Doc): Content[] {
  const v = doc.invoice.vehicle;
  if (!v) return [];
  const out: Content[] = [{ text: doc.t('invoiceDoc.vehicle'), style: 'blockTitle' }];
  if (v.reg_number) out.push({ text: [{ text: `${doc.t('invoiceDoc.regNumber')}: `, bold: true }, v.reg_number] });
  if (v.name) out.push({ text: v.name });
  if (v.odometer_reading !== null) {
    const unit = doc.t(v.distance_unit === 'MILE' ? 'invoiceDoc.unit.MILE' : 'invoiceDoc.unit.KM');
    out.push({ text: `${doc.t('invoiceDoc.odometer')}: ${doc.fmt.number(v.odometer_reading)} ${unit}` });
  }
  return out;
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
  return rows;
}

/** The totals block: sub total, one line per tax, discount, grand total, paid, due. */
function totalRows(doc: Doc): Array<{ label: string; value: string; strong?: boolean }> {
  const inv = doc.invoice;
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: doc.t('invoiceDoc.subTotal'), value: doc.fmt.money(inv.sub_total) },
  ];
  if (!new Money(inv.discount).isZero()) {
    rows.push({ label: doc.t('invoiceDoc.discount'), value: `-${doc.fmt.money(inv.discount)}` });
  }
  for (const tax of inv.tax_lines) rows.push({ label: tax.name, value: doc.fmt.money(tax.amount) });
  rows.push({ label: doc.t('invoiceDoc.grandTotal'), value: doc.fmt.money(inv.total_amount), strong: true });
  rows.push({ label: doc.t('invoiceDoc.paid'), value: doc.fmt.money(inv.paid_amount) });
  rows.push({ label: doc.t('invoiceDoc.due'), value: doc.fmt.money(inv.due_amount), strong: true });
  return rows;
}

function notes(doc: Doc): Content[] {
  const inv = doc.invoice;
  const out: Content[] = [];
  if (inv.zero_reason) out.push({ text: doc.t('invoiceDoc.zeroReason', { reason: inv.zero_reason }), margin: [0, 4, 0, 0] });
  if (inv.customer_remarks.length) {
    out.push({ text: doc.t('invoiceDoc.customerRemarks'), style: 'blockTitle', margin: [0, 6, 0, 0] });
    out.push({ ul: inv.customer_remarks });
  }
  if (inv.garage_recommendation) {
    out.push({ text: doc.t('invoiceDoc.recommendation'), style: 'blockTitle', margin: [0, 6, 0, 0] });
    out.push({ text: inv.garage_recommendation });
  }
  return out;
}

/** Mexico: use and method of the CFDI and, once stamped, its folio fiscal and stamp date (decision 048). */
function cfdiLines(doc: Doc): Content[] {
  if (doc.country !== 'MX') return [];
  const cfdi = doc.invoice.cfdi;
  const label = (key: InvoiceDocumentKey, value: string, extra: object = {}): Content => ({
    text: [{ text: `${doc.t(key)}: `, bold: true }, value],
    ...extra,
  });
  const method = cfdi?.metodo_pago === 'PPD' ? 'invoiceDoc.cfdi.methodPPD' : 'invoiceDoc.cfdi.methodPUE';
  const out: Content[] = [
    label('invoiceDoc.cfdi.use', doc.t('invoiceDoc.cfdi.useS01'), { margin: [0, 4, 0, 0] }),
    label('invoiceDoc.cfdi.method', doc.t(method)),
  ];
  if (!cfdi) return out;
  if (cfdi.forma_pago) out.push(label('invoiceDoc.cfdi.form', cfdi.forma_pago));
  if (cfdi.uuid) out.push(label('invoiceDoc.cfdi.uuid', cfdi.uuid, { fontSize: 8 }));
  if (cfdi.stamped_at) out.push(label('invoiceDoc.cfdi.stampedAt', doc.fmt.dateTime(cfdi.stamped_at)));
  if (cfdi.status === 'PENDING' || cfdi.status === 'FAILED') out.push({ text: doc.t('invoiceDoc.cfdi.notStamped'), bold: true });
  if (cfdi.status === 'CANCELLED' && cfdi.cancel_reason)
    out.push({ text: doc.t('invoiceDoc.cfdi.cancelled', { reason: cfdi.cancel_reason }), bold: true });
  // A sandbox stamp must never pass for a fiscal document.
  if (cfdi.sandbox && cfdi.uuid)
    out.push({ text: doc.t('invoiceDoc.cfdi.sandbox'), bold: true, color: '#B00020', margin: [0, 2, 0, 0] });
  return out;
}

// ---- A4 --------------------------------------------------------------------------------------------------------------

/** pdfkit embeds PNG and JPEG; another logo (or a URL: the renderer fetches nothing) is left out. */
function logoDataUrl(url: string | null): string | null {
  if (!url) return null;
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!match) return null;
  const head = Buffer.from(match[2]!.slice(0, 16), 'base64');
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  return png || jpeg ? url : null;
}

function letterhead(doc: Doc, withLogo: boolean): Content {
  const { seller } = doc.invoice;
  const logo = withLogo ? logoDataUrl(seller.logo_url) : null;
  const sellerBlock: Content[] = [textNode(seller.name, { style: 'garageName' }), ...partyLines(doc, seller)];
  const titleBlock: Content[] = [{ text: doc.titles.text, style: 'title', alignment: 'right' }];
  if (doc.titles.arabic) {
    titleBlock.push({
      text: arabicLine(doc.titles.arabic),
      font: 'NotoSansArabic',
      bold: true,
      fontSize: 12,
      alignment: 'right',
    });
  }
  titleBlock.push({
    margin: [0, 4, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: metaRows(doc).map(([label, value]) => [
        { text: label, alignment: 'right', color: '#555555' },
        { text: value, bold: true, alignment: 'right' },
      ]),
    },
    layout: 'noBorders',
  });
  return {
    columns: [
      ...(logo ? [{ image: logo, fit: [64, 64] as [number, number], width: 72 }] : []),
      { stack: sellerBlock, width: '*' },
      { stack: titleBlock, width: 210 },
    ],
    columnGap: 8,
  };
}

function partiesBlock(doc: Doc): Content {
  const customer: Content[] = [
    { text: doc.t('invoiceDoc.billTo'), style: 'blockTitle' },
    textNode(doc.invoice.customer.name, { bold: true }),
    ...partyLines(doc, doc.invoice.customer),
    ...cfdiLines(doc),
  ];
  return {
    margin: [0, 10, 0, 8],
    table: {
      widths: ['*', '*'],
      body: [[{ stack: customer }, { stack: vehicleLines(doc) }]],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#BBBBBB',
      vLineColor: () => '#BBBBBB',
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

function linesTable(doc: Doc): Content {
  const inv = doc.invoice;
  const discount = inv.item_wise_discount;
  const code = doc.codeLabel !== null;
  const columns: Array<{ header: string; width: number | string; align: 'left' | 'right' | 'center' }> = [
    { header: doc.t('invoiceDoc.col.number'), width: 16, align: 'right' },
    { header: doc.t('invoiceDoc.col.item'), width: '*', align: 'left' },
    ...(code ? [{ header: doc.codeLabel ?? '', width: 48, align: 'left' as const }] : []),
    { header: doc.t('invoiceDoc.col.quantity'), width: 34, align: 'right' },
    { header: doc.t('invoiceDoc.col.rate'), width: 62, align: 'right' },
    ...(discount ? [{ header: doc.t('invoiceDoc.col.discount'), width: 32, align: 'right' as const }] : []),
    { header: doc.t('invoiceDoc.col.tax'), width: 62, align: 'right' },
    { header: doc.t('invoiceDoc.col.amount'), width: 68, align: 'right' },
  ];
  const body: TableCell[][] = [columns.map((c) => ({ text: c.header, style: 'th', alignment: c.align }))];
  let n = 0;
  for (const group of lineGroups(doc)) {
    body.push([{ text: group.heading, colSpan: columns.length, style: 'groupRow' }, ...columns.slice(1).map(() => ({}))]);
    for (const line of group.lines) {
      n += 1;
      const tax = lineTax(line);
      const row: TableCell[] = [
        { text: String(n), alignment: 'right' },
        {
          text: [line.name, ...(line.tax_category_name ? [{ text: `  ${line.tax_category_name}`, style: 'small' }] : [])],
          margin: [line.package_name ? 8 : 0, 0, 0, 0],
        },
        ...(code ? [{ text: line.code ?? '' }] : []),
        { text: doc.fmt.number(line.quantity), alignment: 'right' },
        { text: doc.fmt.money(line.unit_price), alignment: 'right' },
        ...(discount
          ? [{ text: new Money(line.discount).isZero() ? '' : doc.fmt.percent(line.discount), alignment: 'right' as const }]
          : []),
        { text: tax.isZero() && !line.tax_category_name ? '' : doc.fmt.money(tax.toFixed()), alignment: 'right' },
        // The line's total with its tax: quantity × rate, less the discount, plus the tax of a price without tax.
        { text: doc.fmt.money(line.total), alignment: 'right' },
      ];
      body.push(row);
    }
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body },
    layout: {
      hLineWidth: (i: number, node: ContentTable) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i <= 1 ? '#333333' : '#CCCCCC'),
      paddingTop: () => 3,
      paddingBottom: () => 3,
      paddingLeft: () => 3,
      paddingRight: () => 3,
    },
  } as Content;
}

function totalsBlock(doc: Doc): Content {
  const left: Content[] = [
    { text: doc.t('invoiceDoc.amountInWords'), style: 'blockTitle' },
    { text: doc.words, italics: true },
  ];
  if (doc.qr) {
    left.push({ svg: doc.qr, width: 96, margin: [0, 8, 0, 2] });
    left.push({ text: doc.t('invoiceDoc.zatcaQr'), style: 'small' });
  }
  const rows = totalRows(doc).map((r) => [
    { text: r.label, bold: !!r.strong, alignment: 'right' as const },
    { text: r.value, bold: !!r.strong, alignment: 'right' as const, noWrap: true },
  ]);
  return {
    margin: [0, 8, 0, 0],
    unbreakable: true,
    columns: [
      { stack: left, width: '*' },
      {
        width: 230,
        table: { widths: ['*', 'auto'], body: rows },
        layout: {
          hLineWidth: (i: number, node: ContentTable) => (i === node.table.body.length - 2 ? 0.8 : 0),
          vLineWidth: () => 0,
          paddingTop: () => 2,
          paddingBottom: () => 2,
        },
      },
    ],
    columnGap: 16,
  };
}

/** India: one row per HSN/SAC code with its taxable value and each tax component (CGST, SGST or IGST). */
function hsnSummary(doc: Doc): Content | null {
  if (doc.country !== 'IN') return null;
  const taxNames: string[] = [];
  const byCode = new Map<string, { taxable: Money; taxes: Map<string, Money> }>();
  for (const line of doc.invoice.lines) {
    const code = line.code?.trim() || '—';
    const row = byCode.get(code) ?? { taxable: new Money(0), taxes: new Map<string, Money>() };
    row.taxable = row.taxable.plus(new Money(line.taxable).minus(line.share));
    for (const t of line.taxes) {
      if (!taxNames.includes(t.name)) taxNames.push(t.name);
      row.taxes.set(t.name, (row.taxes.get(t.name) ?? new Money(0)).plus(t.amount));
    }
    byCode.set(code, row);
  }
  const head = [doc.codeLabel ?? '', doc.t('invoiceDoc.col.taxableValue'), ...taxNames, doc.t('invoiceDoc.col.totalTax')].map(
    (text, i) => ({ text, style: 'th', alignment: i === 0 ? ('left' as const) : ('right' as const) }),
  );
  const totals = { taxable: new Money(0), taxes: new Map<string, Money>(), all: new Money(0) };
  const body: TableCell[][] = [head];
  for (const [code, row] of byCode) {
    const all = [...row.taxes.values()].reduce((a, b) => a.plus(b), new Money(0));
    totals.taxable = totals.taxable.plus(row.taxable);
    totals.all = totals.all.plus(all);
    for (const [name, v] of row.taxes) totals.taxes.set(name, (totals.taxes.get(name) ?? new Money(0)).plus(v));
    body.push([
      { text: code },
      { text: doc.fmt.money(row.taxable.toFixed()), alignment: 'right' },
      ...taxNames.map((name) => ({
        text: doc.fmt.money((row.taxes.get(name) ?? new Money(0)).toFixed()),
        alignment: 'right' as const,
      })),
      { text: doc.fmt.money(all.toFixed()), alignment: 'right' },
    ]);
  }
  body.push([
    { text: doc.t('invoiceDoc.total'), bold: true },
    { text: doc.fmt.money(totals.taxable.toFixed()), alignment: 'right', bold: true },
    ...taxNames.map((name) => ({
      text: doc.fmt.money((totals.taxes.get(name) ?? new Money(0)).toFixed()),
      alignment: 'right' as const,
      bold: true,
    })),
    { text: doc.fmt.money(totals.all.toFixed()), alignment: 'right', bold: true },
  ]);
  return {
    unbreakable: true,
    margin: [0, 10, 0, 0],
    stack: [
      { text: doc.t('invoiceDoc.hsnSummary'), style: 'blockTitle' },
      {
        table: { headerRows: 1, widths: [56, '*', ...taxNames.map(() => '*'), '*'], body },
        layout: 'lightHorizontalLines',
      },
    ],
  };
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
  const hsn = hsnSummary(doc);
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${doc.titles.text} ${inv.invoice_number}`, author: inv.seller.name, creator: 'Garage' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    styles: STYLES,
    ...(inv.status === 'VOID'
      ? { watermark: { text: doc.t('invoiceDoc.void'), color: '#B00020', opacity: 0.15, bold: true, fontSize: 120, angle: -40 } }
      : {}),
    footer: (page: number, pages: number) => ({
      margin: [36, 16, 36, 0],
      columns: [
        { text: `${inv.seller.name} · ${inv.invoice_number}`, style: 'small' },
        { text: doc.t('invoiceDoc.page', { page, pages }), style: 'small', alignment: 'right' },
      ],
    }),
    content: [
      ...voidBanner(doc),
      letterhead(doc, withLogo),
      partiesBlock(doc),
      linesTable(doc),
      totalsBlock(doc),
      ...(hsn ? [hsn] : []),
      ...notes(doc),
    ],
  };
}

// ---- 80 mm receipt -------------------------------------------------------------------------------------------------

/** 80 mm in points. */
const RECEIPT_WIDTH = 226.77;

/** "4.5 × ₹650.00", with the item discount when the bill has them: "1 × ₹800.00 − 10%". */
function receiptQuantity(doc: Doc, line: Invoice['lines'][number]): string {
  const text = `${doc.fmt.number(line.quantity)} × ${doc.fmt.money(line.unit_price)}`;
  const discounted = doc.invoice.item_wise_discount && !new Money(line.discount).isZero();
  return discounted ? `${text} − ${doc.fmt.percent(line.discount)}` : text;
}

function receiptDefinition(doc: Doc): TDocumentDefinitions {
  const inv = doc.invoice;
  // A one-cell table with only its top border: a canvas line misplaces itself on a page of 'auto' height.
  const rule: Content = {
    table: { widths: ['*'], body: [[{ text: '', fontSize: 1 }]] },
    layout: { hLineWidth: (i: number) => (i === 0 ? 0.5 : 0), vLineWidth: () => 0, hLineStyle: () => ({ dash: { length: 2 } }) },
    margin: [0, 4, 0, 2],
  };
  const lines: Content[] = [];
  for (const group of lineGroups(doc)) {
    lines.push({ text: group.heading, bold: true, margin: [0, 2, 0, 1] });
    for (const line of group.lines) {
      lines.push({
        columns: [
          {
            width: '*',
            stack: [{ text: line.name }, { text: receiptQuantity(doc, line), style: 'small' }],
          },
          { width: 'auto', text: doc.fmt.money(line.total), alignment: 'right', noWrap: true },
        ],
        columnGap: 4,
        margin: [0, 0, 0, 2],
      });
    }
  }
  const totals = totalRows(doc).map((r) => ({
    columns: [
      { width: '*', text: r.label, bold: !!r.strong },
      { width: 'auto', text: r.value, bold: !!r.strong, alignment: 'right' as const, noWrap: true },
    ],
  }));
  const vehicle = inv.vehicle?.reg_number ? [{ text: `${doc.t('invoiceDoc.regNumber')}: ${inv.vehicle.reg_number}` }] : [];
  return {
    pageSize: { width: RECEIPT_WIDTH, height: 'auto' },
    pageMargins: [12, 12, 12, 12],
    info: { title: `${doc.titles.text} ${inv.invoice_number}`, author: inv.seller.name, creator: 'Garage' },
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.1 },
    styles: STYLES,
    content: [
      ...(inv.status === 'VOID'
        ? [{ text: doc.t('invoiceDoc.void'), color: '#B00020', bold: true, fontSize: 14, alignment: 'center' as const }]
        : []),
      textNode(inv.seller.name, { bold: true, fontSize: 10, alignment: 'center' }),
      ...(inv.seller.address ? [{ text: inv.seller.address, alignment: 'center' as const, style: 'small' }] : []),
      ...(inv.seller.tax_number
        ? [{ text: `${doc.taxLabel}: ${inv.seller.tax_number}`, alignment: 'center' as const, style: 'small' }]
        : []),
      { text: doc.titles.text, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      ...(doc.titles.arabic
        ? [{ text: arabicLine(doc.titles.arabic), font: 'NotoSansArabic', bold: true, alignment: 'center' as const }]
        : []),
      rule,
      { text: `${doc.t('invoiceDoc.invoiceNumber')} ${inv.invoice_number}` },
      { text: `${doc.t('invoiceDoc.date')}: ${doc.fmt.dateTime(inv.invoiced_at)}` },
      { text: `${doc.t('invoiceDoc.orderNumber')} ${inv.external_order_id}` },
      {
        text: [
          `${doc.t('invoiceDoc.billTo')}: `,
          textNode(inv.customer.name) as ContentText,
          inv.customer.mobile ? ` · ${inv.customer.mobile}` : '',
        ],
      },
      ...(inv.customer.tax_number ? [{ text: `${doc.taxLabel}: ${inv.customer.tax_number}` }] : []),
      ...vehicle,
      rule,
      ...lines,
      rule,
      ...totals,
      rule,
      { text: doc.words, italics: true, style: 'small' },
      ...(inv.zero_reason ? [{ text: doc.t('invoiceDoc.zeroReason', { reason: inv.zero_reason }), style: 'small' }] : []),
      ...(doc.qr
        ? [{ svg: doc.qr, width: 110, alignment: 'center' as const, margin: [0, 6, 0, 0] as [number, number, number, number] }]
        : []),
    ],
  };
}

const STYLES = {
  garageName: { fontSize: 13, bold: true },
  title: { fontSize: 14, bold: true },
  blockTitle: { bold: true, color: '#444444', margin: [0, 0, 0, 2] as [number, number, number, number] },
  th: { bold: true, fillColor: '#EEEEEE' },
  groupRow: { bold: true, color: '#333333', fillColor: '#F7F7F7' },
  small: { fontSize: 7, color: '#555555' },
};

// ---- rendering -------------------------------------------------------------------------------------------------------

function bufferOf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer() as Promise<Buffer>;
}

/** The invoice as PDF bytes. A logo pdfkit cannot read is left out rather than failing the bill. */
export async function renderInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const doc = await prepare(invoice, options.language);
  if (options.layout === 'RECEIPT_80MM') return bufferOf(receiptDefinition(doc));
  const withLogo = logoDataUrl(invoice.seller.logo_url) !== null;
  try {
    return await bufferOf(a4Definition(doc, withLogo));
  } catch (error) {
    if (!withLogo) throw error;
    return bufferOf(a4Definition(doc, false));
  }
}
