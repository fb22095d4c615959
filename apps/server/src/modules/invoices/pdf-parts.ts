/**
 * Building blocks of the garage's documents as PDF (decisions 044 and 049): the invoice, the receipt and the
 * credit note share their fonts, letterhead, party blocks, lines table, totals, HSN/SAC summary, ZATCA QR and
 * the A4 and 80 mm page frames. Pure: no database, no clock.
 */
import { createRequire } from 'node:module';
import type { DocumentCfdi, Invoice } from '@garage/contract';
import {
  amountInWords,
  type CfdiTimbre,
  countryTaxRules,
  createFormatter,
  type Formatter,
  type InvoiceDocumentKey,
  invoiceDocumentText,
  itemCodeLabel,
  type Language,
  Money,
  satVerificationUrl,
  taxNumberLabel,
  tfdCadenaOriginal,
  zatcaQrBase64,
  zatcaTimestamp,
} from '@garage/domain';
import pdfmake from 'pdfmake';
import type { Content, ContentTable, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

export type PdfLayout = 'A4' | 'RECEIPT_80MM';
export interface PdfOptions {
  layout: PdfLayout;
  language: Language;
}
export type Seller = Invoice['seller'];
export type Party = Invoice['customer'];

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
export function arabicLine(text: string): string {
  return text.trim().split(/\s+/).reverse().join('\u00A0');
}

/** A value as a text node: pure Arabic in the Arabic face, laid out right to left; anything else as given. */
export function textNode(text: string, style: Record<string, unknown> = {}): Content {
  if (ARABIC_LETTER.test(text) && !LATIN_OR_DIGIT.test(text)) {
    return { text: arabicLine(text), font: 'NotoSansArabic', ...style } as Content;
  }
  return { text, ...style } as Content;
}

// ---- what every document knows ----------------------------------------------------------------------------------------

export type DocText = (key: InvoiceDocumentKey, params?: Record<string, string | number>) => string;

/** The garage, its country's conventions and the reader's language: what each document is written with. */
export interface DocBase {
  seller: Seller;
  language: Language;
  country: string;
  fmt: Formatter;
  t: DocText;
  /** Heading of the item code column, or null (USA, Saudi Arabia). */
  codeLabel: string | null;
  taxLabel: string;
}

/** A document's title, and its Arabic title in Saudi Arabia. */
export interface Titles {
  text: string;
  arabic: string | null;
}

export function documentBase(seller: Seller, language: Language): DocBase {
  const country = seller.country_code.toUpperCase();
  return {
    seller,
    language,
    country,
    fmt: createFormatter({
      language,
      countryCode: country,
      currency: seller.currency_code,
      digits: seller.rounding_digits,
      timeZone: seller.time_zone,
    }),
    t: (key, params) => invoiceDocumentText(key, language, params),
    codeLabel: itemCodeLabel(countryTaxRules(country).itemCode, language),
    taxLabel: taxNumberLabel(country, language),
  };
}

/** An amount in words in the garage's currency and the reader's language (lakh and crore in India). */
export function wordsOf(base: DocBase, amount: string): string {
  return amountInWords(amount, {
    currency: base.seller.currency_code,
    digits: base.seller.rounding_digits,
    language: base.language,
    countryCode: base.country,
  });
}

/** Saudi Arabia: the ZATCA phase-1 QR (seller, VAT number, time, total with VAT, VAT) as SVG; null elsewhere. */
export async function zatcaQrSvg(base: DocBase, at: string, total: string, vatTotal: string): Promise<string | null> {
  if (base.country !== 'SA') return null;
  const text = zatcaQrBase64({
    sellerName: base.seller.name,
    vatNumber: base.seller.tax_number ?? '',
    timestamp: zatcaTimestamp(at),
    total,
    vatTotal,
  });
  return qrSvg(text);
}

/** A QR code of a text as SVG, for pdfmake to draw as vectors. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
}

export function partyLines(base: DocBase, party: Party): Content[] {
  const out: Content[] = [];
  if (party.address) out.push({ text: party.address });
  if (party.mobile) out.push({ text: `${base.t('invoiceDoc.mobile')}: ${party.mobile}` });
  if (party.email) out.push({ text: `${base.t('invoiceDoc.email')}: ${party.email}` });
  if (party.tax_number) out.push({ text: [{ text: `${base.taxLabel}: `, bold: true }, party.tax_number] });
  return out;
}

/** A party with its heading ("Bill to", "Received from"): name and contact lines. */
export function partyStack(base: DocBase, heading: string, party: Party): Content[] {
  return [{ text: heading, style: 'blockTitle' }, textNode(party.name, { bold: true }), ...partyLines(base, party)];
}

/** The vehicle as billed: registration, name, odometer in km or miles. */
export function vehicleLines(base: DocBase, v: Invoice['vehicle']): Content[] {
  if (!v) return [];
  const out: Content[] = [{ text: base.t('invoiceDoc.vehicle'), style: 'blockTitle' }];
  if (v.reg_number) out.push({ text: [{ text: `${base.t('invoiceDoc.regNumber')}: `, bold: true }, v.reg_number] });
  if (v.name) out.push({ text: v.name });
  if (v.odometer_reading !== null) {
    const unit = base.t(v.distance_unit === 'MILE' ? 'invoiceDoc.unit.MILE' : 'invoiceDoc.unit.KM');
    out.push({ text: `${base.t('invoiceDoc.odometer')}: ${base.fmt.number(v.odometer_reading)} ${unit}` });
  }
  return out;
}

// ---- A4 --------------------------------------------------------------------------------------------------------------

/** pdfkit embeds PNG and JPEG; another logo (or a URL: the renderer fetches nothing) is left out. */
export function logoDataUrl(url: string | null): string | null {
  if (!url) return null;
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!match) return null;
  const head = Buffer.from(match[2]!.slice(0, 16), 'base64');
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  return png || jpeg ? url : null;
}

/** Logo, garage name and contacts on the left; the title (and Arabic title) and the document's numbers on the right. */
export function letterhead(base: DocBase, titles: Titles, meta: Array<[string, string]>, withLogo: boolean): Content {
  const { seller } = base;
  const logo = withLogo ? logoDataUrl(seller.logo_url) : null;
  const sellerBlock: Content[] = [textNode(seller.name, { style: 'garageName' }), ...partyLines(base, seller)];
  const titleBlock: Content[] = [{ text: titles.text, style: 'title', alignment: 'right' }];
  if (titles.arabic) {
    titleBlock.push({
      text: arabicLine(titles.arabic),
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
      body: meta.map(([label, value]) => [
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

/** Two boxed columns under the letterhead: the customer, and the vehicle (or what the document adds). */
export function partiesBox(left: Content[], right: Content[]): Content {
  return {
    margin: [0, 10, 0, 8],
    table: {
      widths: ['*', '*'],
      body: [[{ stack: left }, { stack: right }]],
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

/** A billed (or credited) line as the documents print it. */
export interface DocLine {
  kind: 'service' | 'part';
  name: string;
  code: string | null;
  package_name: string | null;
  quantity: string;
  unit_price: string;
  discount: string;
  tax_category_name: string | null;
  taxable: string;
  /** The line's part of the order discount (taken off its taxable value). */
  share: string;
  taxes: Array<{ name: string; amount: string }>;
  total: string;
  /** The serial numbers of a part sold by serial number (decision 056 addendum). */
  serials?: readonly string[];
  /** The rate includes tax: marked beside it, and explained under the lines (a taxed line only). */
  tax_inclusive?: boolean;
}

/** A taxed line whose rate includes its tax. */
export const includesTax = (line: DocLine) => !!line.tax_inclusive && !!line.tax_category_name;

/**
 * Notes under a document's lines: what "incl. tax" beside a rate means, and on a split bill's share that the rate is
 * the whole line's while tax and amount are the share's.
 */
export function lineNotes(base: DocBase, lines: readonly DocLine[], split: boolean, style: object = {}): Content[] {
  const notes: Content[] = [];
  if (lines.some(includesTax)) notes.push({ text: base.t('invoiceDoc.inclTaxNote'), style: 'small', ...style });
  if (split) notes.push({ text: base.t('invoiceDoc.shareNote'), style: 'small', ...style });
  return notes;
}

/** Lines as billed: services, then parts, then each package with its items under its name. */
export function lineGroups<L extends DocLine>(base: DocBase, lines: readonly L[]): Array<{ heading: string; lines: L[] }> {
  const groups: Array<{ heading: string; lines: L[] }> = [];
  const loose = (kind: 'service' | 'part') => lines.filter((l) => l.kind === kind && !l.package_name);
  const services = loose('service');
  const parts = loose('part');
  if (services.length) groups.push({ heading: base.t('invoiceDoc.section.services'), lines: services });
  if (parts.length) groups.push({ heading: base.t('invoiceDoc.section.parts'), lines: parts });
  const packages = [...new Set(lines.map((l) => l.package_name).filter((n): n is string => !!n))];
  for (const name of packages) {
    const items = lines.filter((l) => l.package_name === name);
    items.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'service' ? -1 : 1));
    groups.push({ heading: base.t('invoiceDoc.section.package', { name }), lines: items });
  }
  return groups;
}

const lineTax = (line: DocLine) => line.taxes.reduce((acc, t) => acc.plus(t.amount), new Money(0));

/** A column of a table: its heading, width and alignment. */
export interface Column {
  header: string;
  width: number | string;
  align: 'left' | 'right' | 'center';
}

/** Thin grey rules under each row and a dark rule under the heading: the look of every table of lines. */
export const LINES_LAYOUT = {
  hLineWidth: (i: number, node: ContentTable) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: (i: number) => (i <= 1 ? '#333333' : '#CCCCCC'),
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 3,
  paddingRight: () => 3,
};

/** A table with its heading repeated on every page. */
export function simpleTable(columns: Column[], rows: TableCell[][]): Content {
  const head = columns.map((c) => ({ text: c.header, style: 'th', alignment: c.align }));
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body: [head, ...rows] },
    layout: LINES_LAYOUT,
  } as Content;
}

/**
 * The lines table: number, item (with its tax category), item code (where the country prints one), quantity,
 * rate, item discount (when the bill has them), a share % (split bills), tax and amount.
 */
export function linesTable<L extends DocLine>(
  base: DocBase,
  lines: readonly L[],
  options: { discount: boolean; sharePct?: (line: L) => string },
): Content {
  const code = base.codeLabel !== null;
  const { discount, sharePct } = options;
  const columns: Column[] = [
    { header: base.t('invoiceDoc.col.number'), width: 16, align: 'right' },
    { header: base.t('invoiceDoc.col.item'), width: '*', align: 'left' },
    ...(code ? [{ header: base.codeLabel ?? '', width: 48, align: 'left' as const }] : []),
    { header: base.t('invoiceDoc.col.quantity'), width: 34, align: 'right' },
    { header: base.t('invoiceDoc.col.rate'), width: 62, align: 'right' },
    ...(discount ? [{ header: base.t('invoiceDoc.col.discount'), width: 32, align: 'right' as const }] : []),
    ...(sharePct ? [{ header: base.t('invoiceDoc.col.share'), width: 34, align: 'right' as const }] : []),
    { header: base.t('invoiceDoc.col.tax'), width: 62, align: 'right' },
    { header: base.t('invoiceDoc.col.amount'), width: 68, align: 'right' },
  ];
  const body: TableCell[][] = [];
  let n = 0;
  for (const group of lineGroups(base, lines)) {
    body.push([{ text: group.heading, colSpan: columns.length, style: 'groupRow' }, ...columns.slice(1).map(() => ({}))]);
    for (const line of group.lines) {
      n += 1;
      const tax = lineTax(line);
      body.push([
        { text: String(n), alignment: 'right' },
        {
          text: [
            line.name,
            ...(line.tax_category_name ? [{ text: `  ${line.tax_category_name}`, style: 'small' }] : []),
            ...(line.serials?.length
              ? [{ text: `\n${base.t('invoiceDoc.serials', { serials: line.serials.join(', ') })}`, style: 'small' }]
              : []),
          ],
          margin: [line.package_name ? 8 : 0, 0, 0, 0],
        },
        ...(code ? [{ text: line.code ?? '' }] : []),
        { text: base.fmt.number(line.quantity), alignment: 'right' },
        {
          text: [
            base.fmt.money(line.unit_price),
            ...(includesTax(line) ? [{ text: `\n${base.t('invoiceDoc.inclTax')}`, style: 'small' }] : []),
          ],
          alignment: 'right',
        },
        ...(discount
          ? [{ text: new Money(line.discount).isZero() ? '' : base.fmt.percent(line.discount), alignment: 'right' as const }]
          : []),
        ...(sharePct ? [{ text: base.fmt.percent(sharePct(line)), alignment: 'right' as const }] : []),
        { text: tax.isZero() && !line.tax_category_name ? '' : base.fmt.money(tax.toFixed()), alignment: 'right' },
        // The line's total with its tax: quantity × rate, less the discount, plus the tax of a price without tax.
        { text: base.fmt.money(line.total), alignment: 'right' },
      ]);
    }
  }
  const notes = lineNotes(base, lines, !!sharePct, { margin: [0, 3, 0, 0] });
  return notes.length ? { stack: [simpleTable(columns, body), ...notes] } : simpleTable(columns, body);
}

export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The figures of a document, one line per tax, in the garage's money. */
export function taxRows(
  base: DocBase,
  figures: { sub_total: string; discount: string; tax_lines: Invoice['tax_lines'] },
): TotalRow[] {
  const rows: TotalRow[] = [{ label: base.t('invoiceDoc.subTotal'), value: base.fmt.money(figures.sub_total) }];
  if (!new Money(figures.discount).isZero()) {
    rows.push({ label: base.t('invoiceDoc.discount'), value: `-${base.fmt.money(figures.discount)}` });
  }
  for (const tax of figures.tax_lines) rows.push({ label: tax.name, value: base.fmt.money(tax.amount) });
  return rows;
}

/** The amount in words (and the ZATCA QR) on the left; the totals on the right, kept on one page. */
export function totalsBlock(base: DocBase, parts: { words: string; qr: string | null; rows: TotalRow[] }): Content {
  const left: Content[] = [
    { text: base.t('invoiceDoc.amountInWords'), style: 'blockTitle' },
    { text: parts.words, italics: true },
  ];
  if (parts.qr) {
    left.push({ svg: parts.qr, width: 96, margin: [0, 8, 0, 2] });
    left.push({ text: base.t('invoiceDoc.zatcaQr'), style: 'small' });
  }
  const rows = parts.rows.map((r) => [
    { text: r.label, bold: !!r.strong, alignment: 'right' as const },
    { text: r.value, bold: !!r.strong, alignment: 'right' as const, noWrap: true },
  ]);
  const strongAt = parts.rows.findIndex((r) => r.strong);
  return {
    margin: [0, 8, 0, 0],
    unbreakable: true,
    columns: [
      { stack: left, width: '*' },
      {
        width: 230,
        table: { widths: ['*', 'auto'], body: rows },
        layout: {
          // A rule under the first strong figure (the grand total).
          hLineWidth: (i: number) => (i === strongAt + 1 ? 0.8 : 0),
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
export function hsnSummary(base: DocBase, lines: readonly DocLine[]): Content | null {
  if (base.country !== 'IN') return null;
  const taxNames: string[] = [];
  const byCode = new Map<string, { taxable: Money; taxes: Map<string, Money> }>();
  for (const line of lines) {
    const code = line.code?.trim() || '—';
    const row = byCode.get(code) ?? { taxable: new Money(0), taxes: new Map<string, Money>() };
    row.taxable = row.taxable.plus(new Money(line.taxable).minus(line.share));
    for (const t of line.taxes) {
      if (!taxNames.includes(t.name)) taxNames.push(t.name);
      row.taxes.set(t.name, (row.taxes.get(t.name) ?? new Money(0)).plus(t.amount));
    }
    byCode.set(code, row);
  }
  const head = [base.codeLabel ?? '', base.t('invoiceDoc.col.taxableValue'), ...taxNames, base.t('invoiceDoc.col.totalTax')].map(
    (text, i) => ({ text, style: 'th', alignment: i === 0 ? ('left' as const) : ('right' as const) }),
  );
  const money = (v: Money) => base.fmt.money(v.toFixed());
  const totals = { taxable: new Money(0), taxes: new Map<string, Money>(), all: new Money(0) };
  const body: TableCell[][] = [head];
  const row = (label: string, taxable: Money, taxes: Map<string, Money>, all: Money, bold: boolean): TableCell[] => [
    { text: label, bold },
    { text: money(taxable), alignment: 'right', bold },
    ...taxNames.map((name) => ({ text: money(taxes.get(name) ?? new Money(0)), alignment: 'right' as const, bold })),
    { text: money(all), alignment: 'right', bold },
  ];
  for (const [code, r] of byCode) {
    const all = [...r.taxes.values()].reduce((a, b) => a.plus(b), new Money(0));
    totals.taxable = totals.taxable.plus(r.taxable);
    totals.all = totals.all.plus(all);
    for (const [name, v] of r.taxes) totals.taxes.set(name, (totals.taxes.get(name) ?? new Money(0)).plus(v));
    body.push(row(code, r.taxable, r.taxes, all, false));
  }
  body.push(row(base.t('invoiceDoc.total'), totals.taxable, totals.taxes, totals.all, true));
  return {
    unbreakable: true,
    margin: [0, 10, 0, 0],
    stack: [
      { text: base.t('invoiceDoc.hsnSummary'), style: 'blockTitle' },
      {
        table: { headerRows: 1, widths: [56, '*', ...taxNames.map(() => '*'), '*'], body },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** A titled block of text (remarks, a reason, a note). */
export function noteBlock(title: string, body: Content): Content[] {
  return [{ text: title, style: 'blockTitle', margin: [0, 6, 0, 0] }, body];
}

export const STYLES = {
  garageName: { fontSize: 13, bold: true },
  title: { fontSize: 14, bold: true },
  blockTitle: { bold: true, color: '#444444', margin: [0, 0, 0, 2] as [number, number, number, number] },
  th: { bold: true, fillColor: '#EEEEEE' },
  groupRow: { bold: true, color: '#333333', fillColor: '#F7F7F7' },
  small: { fontSize: 7, color: '#555555' },
};

/** An A4 page: margins, fonts, the footer with the garage, the document's number and page numbers. */
export function a4Document(
  base: DocBase,
  parts: { title: string; number: string; content: Content[]; watermark?: TDocumentDefinitions['watermark'] },
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${parts.title} ${parts.number}`, author: base.seller.name, creator: 'Garage' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    styles: STYLES,
    ...(parts.watermark ? { watermark: parts.watermark } : {}),
    footer: (page: number, pages: number) => ({
      margin: [36, 16, 36, 0],
      columns: [
        { text: `${base.seller.name} · ${parts.number}`, style: 'small' },
        { text: base.t('invoiceDoc.page', { page, pages }), style: 'small', alignment: 'right' },
      ],
    }),
    content: parts.content,
  };
}

// ---- 80 mm receipt -------------------------------------------------------------------------------------------------

/** 80 mm in points. */
const RECEIPT_WIDTH = 226.77;

/** A dashed rule. A one-cell table with only its top border: a canvas line misplaces itself on a page of 'auto' height. */
export function receiptRule(): Content {
  return {
    table: { widths: ['*'], body: [[{ text: '', fontSize: 1 }]] },
    layout: { hLineWidth: (i: number) => (i === 0 ? 0.5 : 0), vLineWidth: () => 0, hLineStyle: () => ({ dash: { length: 2 } }) },
    margin: [0, 4, 0, 2],
  };
}

/** The garage, centred, and the title (with the Arabic title in Saudi Arabia). */
export function receiptHeader(base: DocBase, titles: Titles): Content[] {
  const { seller } = base;
  return [
    textNode(seller.name, { bold: true, fontSize: 10, alignment: 'center' }),
    ...(seller.address ? [{ text: seller.address, alignment: 'center' as const, style: 'small' }] : []),
    ...(seller.tax_number
      ? [{ text: `${base.taxLabel}: ${seller.tax_number}`, alignment: 'center' as const, style: 'small' }]
      : []),
    { text: titles.text, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
    ...(titles.arabic
      ? [{ text: arabicLine(titles.arabic), font: 'NotoSansArabic', bold: true, alignment: 'center' as const }]
      : []),
  ];
}

/** A label on the left and a figure on the right, one row each. */
export function receiptRows(rows: TotalRow[]): Content[] {
  return rows.map((r) => ({
    columns: [
      { width: '*', text: r.label, bold: !!r.strong },
      { width: 'auto', text: r.value, bold: !!r.strong, alignment: 'right' as const, noWrap: true },
    ],
  }));
}

/** Lines in their groups, each with its quantity line under its name and its total on the right. */
export function receiptLines<L extends DocLine>(base: DocBase, lines: readonly L[], detail: (line: L) => string): Content[] {
  const out: Content[] = [];
  for (const group of lineGroups(base, lines)) {
    out.push({ text: group.heading, bold: true, margin: [0, 2, 0, 1] });
    for (const line of group.lines) {
      out.push({
        columns: [
          { width: '*', stack: [{ text: line.name }, { text: detail(line), style: 'small' }] },
          { width: 'auto', text: base.fmt.money(line.total), alignment: 'right', noWrap: true },
        ],
        columnGap: 4,
        margin: [0, 0, 0, 2],
      });
    }
  }
  return out;
}

/**
 * White space under a receipt's QR, in points, on top of the page's 12: a QR needs a quiet zone of four modules
 * (about 13 pt at this size), and a thermal printer cuts the paper a few millimetres under the last line, so
 * with the page margin alone the code ended at the paper's edge.
 */
export const RECEIPT_QR_BOTTOM_MARGIN = 18;

/**
 * The ZATCA QR centred under a receipt, with room under it. The room is an empty block's top margin: pdfmake sizes a
 * page of 'auto' height without the last block's bottom margin.
 */
export function receiptQr(qr: string | null): Content[] {
  return qr
    ? [
        { svg: qr, width: 110, alignment: 'center', margin: [0, 6, 0, 0] },
        { text: '', fontSize: 1, margin: [0, RECEIPT_QR_BOTTOM_MARGIN, 0, 0] },
      ]
    : [];
}

/** An 80 mm page as long as its content. */
export function receiptDocument(
  base: DocBase,
  parts: { title: string; number: string; content: Content[] },
): TDocumentDefinitions {
  return {
    pageSize: { width: RECEIPT_WIDTH, height: 'auto' },
    pageMargins: [12, 12, 12, 12],
    info: { title: `${parts.title} ${parts.number}`, author: base.seller.name, creator: 'Garage' },
    defaultStyle: { font: 'Roboto', fontSize: 7.5, lineHeight: 1.1 },
    styles: STYLES,
    content: parts.content,
  };
}

// ---- rendering -------------------------------------------------------------------------------------------------------

function bufferOf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer() as Promise<Buffer>;
}

/**
 * A document's renderer: what it says (`prepare`), laid out on A4 or on an 80 mm receipt, as PDF bytes. A logo
 * pdfkit cannot read is left out rather than failing the document.
 */
export function documentRenderer<T, D extends DocBase>(layouts: {
  prepare: (data: T, language: Language) => D | Promise<D>;
  a4: (doc: D, withLogo: boolean) => TDocumentDefinitions;
  receipt: (doc: D) => TDocumentDefinitions;
}): (data: T, options: PdfOptions) => Promise<Buffer> {
  return async (data, options) => {
    const doc = await layouts.prepare(data, options.language);
    if (options.layout === 'RECEIPT_80MM') return bufferOf(layouts.receipt(doc));
    const withLogo = logoDataUrl(doc.seller.logo_url) !== null;
    try {
      return await bufferOf(layouts.a4(doc, withLogo));
    } catch (error) {
      if (!withLogo) throw error;
      return bufferOf(layouts.a4(doc, false));
    }
  };
}

/**
 * Mexico: the CFDI of a receipt (REP) or credit note (egreso) under its document — its folio fiscal and stamp
 * date once stamped, "not stamped yet" before, and the red sandbox mark (decision 048, addendum).
 */
export function documentCfdiLines(doc: DocBase, cfdi: DocumentCfdi | null, fontSize?: number): Content[] {
  if (!cfdi) return [];
  const size = fontSize ? { fontSize } : {};
  const label = (key: InvoiceDocumentKey, value: string, extra: object = {}): Content => ({
    text: [{ text: `${doc.t(key)}: `, bold: true }, value],
    ...size,
    ...extra,
  });
  const out: Content[] = [
    {
      text: doc.t(cfdi.kind === 'P' ? 'invoiceDoc.cfdi.rep' : 'invoiceDoc.cfdi.egreso'),
      bold: true,
      margin: [0, 6, 0, 0],
      ...size,
    },
  ];
  if (cfdi.status === 'NOT_REQUIRED') {
    // An egreso of a sale a global invoice states less this credit, or of a sale returned in full before one
    // stated it; a REP of an invoice stamped PUE.
    const params = cfdi.kind === 'E' ? cfdi.error?.params : undefined;
    const why =
      cfdi.error?.key === 'cfdi.creditedBeforeGlobal'
        ? doc.t('invoiceDoc.cfdi.creditedBeforeGlobal', { invoice: params?.invoice ?? '' })
        : params?.folio
          ? doc.t('invoiceDoc.cfdi.statedInGlobal', { folio: params.folio })
          : doc.t('invoiceDoc.cfdi.notRequired');
    return [...out, { text: why, ...size }];
  }
  if (cfdi.global_invoice)
    out.push({ text: doc.t('invoiceDoc.cfdi.relatedGlobal', cfdi.global_invoice), ...size, fontSize: fontSize ?? 8 });
  if (cfdi.forma_pago) out.push(label('invoiceDoc.cfdi.form', cfdi.forma_pago));
  if (cfdi.uuid) out.push(label('invoiceDoc.cfdi.uuid', cfdi.uuid, { fontSize: 8 }));
  if (cfdi.stamped_at) out.push(label('invoiceDoc.cfdi.stampedAt', doc.fmt.dateTime(cfdi.stamped_at)));
  if (cfdi.status === 'PENDING' || cfdi.status === 'FAILED')
    out.push({ text: doc.t('invoiceDoc.cfdi.notStamped'), bold: true, ...size });
  if (cfdi.status === 'CANCELLED' && cfdi.cancel_reason)
    out.push({ text: doc.t('invoiceDoc.cfdi.cancelled', { reason: cfdi.cancel_reason }), bold: true, ...size });
  // A sandbox stamp must never pass for a fiscal document.
  if (cfdi.sandbox && cfdi.uuid)
    out.push({ text: doc.t('invoiceDoc.cfdi.sandbox'), bold: true, color: '#B00020', margin: [0, 2, 0, 0], ...size });
  return out;
}

/** Mexico, once stamped: SAT's verification QR of a CFDI (invoice, REP or egreso), as SVG; null before. */
export async function cfdiQrSvg(timbre: CfdiTimbre | null | undefined): Promise<string | null> {
  return timbre ? qrSvg(satVerificationUrl(timbre)) : null;
}

/** The red mark of a sandbox stamp: it must never pass for a fiscal document. */
export function sandboxMark(base: DocBase, sandbox: boolean, extra: object = {}): Content[] {
  return sandbox
    ? [{ text: base.t('invoiceDoc.cfdi.sandbox'), bold: true, color: '#B00020', margin: [0, 2, 0, 0], ...extra }]
    : [];
}

/** A long seal or cadena: a bold label over the value, small, broken anywhere (base64 has no spaces). */
function sealText(base: DocBase, key: InvoiceDocumentKey, value: string): Content[] {
  return [
    { text: base.t(key), bold: true, fontSize: 6.5, margin: [0, 3, 0, 0] },
    { text: value, fontSize: 6, wordBreak: 'break-all', color: '#333333' },
  ];
}

/**
 * SAT's printed representation of a stamped CFDI — an invoice's, a receipt's REP or a credit note's egreso
 * (decision 048, stop 27; decision 049, addendum): the verification QR, the RFCs, the folio fiscal, both
 * certificates, the date of certification, both seals and the cadena original of the TimbreFiscalDigital.
 * Nothing before stamping (no timbre, no QR).
 */
export function cfdiSealBlock(
  base: DocBase,
  cfdi: { timbre?: CfdiTimbre | null | undefined; sandbox: boolean; uuid: string | null } | null | undefined,
  qr: string | null,
): Content[] {
  const timbre = cfdi?.timbre;
  if (base.country !== 'MX' || !timbre || !qr) return [];
  const row = (key: InvoiceDocumentKey, value: string): Content => ({
    text: [{ text: `${base.t(key)}: `, bold: true }, value],
    fontSize: 6.5,
  });
  return [
    {
      columns: [
        {
          width: 100,
          stack: [
            { svg: qr, width: 96 },
            { text: base.t('invoiceDoc.cfdi.qr'), style: 'small', margin: [0, 2, 0, 0] },
          ],
        },
        {
          width: '*',
          stack: [
            ...sandboxMark(base, cfdi.sandbox && !!cfdi.uuid, { fontSize: 8, margin: [0, 0, 0, 2] }),
            row('invoiceDoc.cfdi.rfcEmisor', timbre.rfc_emisor),
            row('invoiceDoc.cfdi.rfcReceptor', timbre.rfc_receptor),
            row('invoiceDoc.cfdi.uuid', timbre.uuid),
            row('invoiceDoc.cfdi.noCertificado', timbre.no_certificado),
            row('invoiceDoc.cfdi.noCertificadoSat', timbre.no_certificado_sat),
            row('invoiceDoc.cfdi.fechaCertificacion', timbre.fecha_timbrado),
            ...sealText(base, 'invoiceDoc.cfdi.selloCfd', timbre.sello_cfd),
            ...sealText(base, 'invoiceDoc.cfdi.selloSat', timbre.sello_sat),
            ...sealText(base, 'invoiceDoc.cfdi.cadenaOriginal', tfdCadenaOriginal(timbre)),
            { text: base.t('invoiceDoc.cfdi.printed'), style: 'small', italics: true, margin: [0, 4, 0, 0] },
          ],
        },
      ],
      columnGap: 8,
      margin: [0, 10, 0, 0],
    },
  ];
}
