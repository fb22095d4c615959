/**
 * CSV import (issue 14, decision 055): the spec's import types, the columns of each file and the checks
 * of one row that need no database. The server adds what needs one (does the part exist, is its number
 * already taken) and the browser shows the same column list.
 */

import { partNumberKey } from './masters.ts';
import type { MessageKey } from './messages.ts';
import { Money } from './money.ts';
import { fitsColumn, MONEY_COLUMN, type NumericColumn, QUANTITY_COLUMN } from './numeric-columns.ts';
import { containsHtml } from './text.ts';
import { quantityFitsUnit, UNITS, type Unit } from './units.ts';

/** Spec 3.5, CSV import types. */
export const CSV_IMPORT_TYPES = [
  'INVENTORY',
  'STOCK_MASTER',
  'VENDOR_PRICE',
  'CUSTOMER_PART_PRICE',
  'CUSTOMER_SERVICE_PRICE',
] as const;
export type CsvImportType = (typeof CSV_IMPORT_TYPES)[number];

/** The types this build can import: all of them since the price lists came (decision 061). */
export const CSV_AVAILABLE_TYPES: readonly CsvImportType[] = CSV_IMPORT_TYPES;
export const isCsvTypeAvailable = (type: CsvImportType) => CSV_AVAILABLE_TYPES.includes(type);

/** Sample file kinds of `GET analytics/sample/csv part|service`. */
export const CSV_SAMPLE_KINDS = ['part', 'service'] as const;
export type CsvSampleKind = (typeof CSV_SAMPLE_KINDS)[number];
export const CSV_SAMPLE_KIND: Record<CsvImportType, CsvSampleKind> = {
  INVENTORY: 'part',
  STOCK_MASTER: 'part',
  VENDOR_PRICE: 'part',
  CUSTOMER_PART_PRICE: 'part',
  CUSTOMER_SERVICE_PRICE: 'service',
};

/** Upload statuses: checked in steps, confirmed, imported in steps (decision 055). */
export const CSV_UPLOAD_STATUSES = ['CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED', 'CANCELLED'] as const;
export type CsvUploadStatus = (typeof CSV_UPLOAD_STATUSES)[number];
/** What a row will do (after the check) or did (after the import). */
export const CSV_ROW_OUTCOMES = ['NEW', 'UPDATE', 'ERROR'] as const;
export type CsvRowOutcome = (typeof CSV_ROW_OUTCOMES)[number];

/** Largest file: rows and characters. */
export const CSV_MAX_ROWS = 50_000;
export const CSV_MAX_CHARS = 16 * 1024 * 1024;
/** Columns an error file adds; a fixed error file can be uploaded again as it is. */
export const CSV_ROW_COLUMN = 'row';
export const CSV_REASON_COLUMN = 'reason';

type ColumnKind =
  | { kind: 'text'; max: number }
  | { kind: 'number'; column: NumericColumn; positive?: boolean }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'yesNo' }
  | { kind: 'date' }
  | { kind: 'integer'; max: number };
export type CsvColumn = { name: string; required: boolean } & ColumnKind;

const text = (name: string, max: number, required = false): CsvColumn => ({ name, required, kind: 'text', max });
const money = (name: string, required = false): CsvColumn => ({ name, required, kind: 'number', column: MONEY_COLUMN });
const quantity = (name: string, required = false, positive = false): CsvColumn => ({
  name,
  required,
  kind: 'number',
  column: QUANTITY_COLUMN,
  positive,
});

/** The columns of each file, in the order of the sample file. Headers are the spec's field names. */
export const CSV_COLUMNS: Record<CsvImportType, readonly CsvColumn[]> = {
  INVENTORY: [
    text('part_number', 40, true),
    text('part_name', 120, true),
    text('brand', 60),
    text('hsn', 20),
    { name: 'part_type', required: false, kind: 'choice', values: ['PART', 'TYRE'] },
    { name: 'tracking', required: false, kind: 'choice', values: ['NONE', 'BATCH', 'SERIAL'] },
    text('unit', 20),
    money('selling_price', true),
    money('purchase_price'),
    text('tax_category', 60),
    { name: 'tax_inclusive', required: false, kind: 'yesNo' },
    quantity('min_stock'),
  ],
  STOCK_MASTER: [
    text('part_number', 40, true),
    quantity('quantity', true, true),
    money('unit_cost'),
    text('batch_number', 60),
    { name: 'expiry_date', required: false, kind: 'date' },
  ],
  // Price lists (decision 061). A vendor by its name or its tax number; a customer by mobile number, with or
  // without the country code; a service by its name.
  VENDOR_PRICE: [
    text('vendor', 120, true),
    text('part_number', 40, true),
    money('purchase_price', true),
    quantity('min_order_qty', false, true),
    { name: 'lead_time_days', required: false, kind: 'integer', max: 365 },
    text('vendor_part_code', 40),
    { name: 'valid_from', required: false, kind: 'date' },
  ],
  CUSTOMER_PART_PRICE: [text('customer_mobile', 20, true), text('part_number', 40, true), money('price', true)],
  CUSTOMER_SERVICE_PRICE: [text('customer_mobile', 20, true), text('service_name', 120, true), money('price', true)],
};

/** A reason a row cannot be imported: a catalogue key and its parameters. */
export interface CsvRowError {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** How a header cell names a column: case, spaces and dashes do not matter ("Part Number" = part_number). */
export const csvHeaderName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads a number cell. A file separated by semicolons (spreadsheets in comma-decimal countries) may write
 * decimals with a comma; thousands separators are refused rather than guessed.
 */
export function parseCsvNumber(cell: string, decimalComma: boolean): string | null {
  let v = cell.trim().replace(/^\+/, '');
  if (decimalComma && !v.includes('.')) v = v.replace(',', '.');
  return /^-?\d{1,40}(\.\d+)?$/.test(v) ? v : null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 's']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A unit by its symbol or its English name, any case ("pc", "Piece", "L"). */
export function findUnitByText(value: string): Unit | undefined {
  const v = value.trim().toLowerCase();
  return UNITS.find((u) => u.symbol.toLowerCase() === v || u.unit_name.toLowerCase() === v);
}

export type CsvCell = string | boolean | null;
export type CsvValues = Record<string, CsvCell>;

/**
 * Checks the cells of one row against the columns of its type and reads them: trimmed text, numbers as
 * decimal strings, choices in upper case, yes/no as booleans, empty cells as null. The first problem found
 * is the row's reason.
 */
export function readCsvRow(
  type: CsvImportType,
  cells: Readonly<Record<string, string>>,
  decimalComma: boolean,
): { values: CsvValues } | { error: CsvRowError } {
  const values: CsvValues = {};
  for (const col of CSV_COLUMNS[type]) {
    const raw = (cells[col.name] ?? '').trim();
    if (raw === '') {
      if (col.required) return { error: { key: 'csv.row.required', params: { column: col.name } } };
      values[col.name] = null;
      continue;
    }
    const fail = (key: MessageKey, more: Record<string, string | number> = {}) => ({
      error: { key, params: { column: col.name, value: raw, ...more } },
    });
    switch (col.kind) {
      case 'text':
        if (raw.length > col.max) return fail('csv.row.tooLong', { max: col.max });
        if (containsHtml(raw)) return fail('csv.row.html');
        values[col.name] = raw;
        break;
      case 'number': {
        const n = parseCsvNumber(raw, decimalComma);
        if (n === null) return fail('csv.row.number');
        if (n.startsWith('-')) return fail('csv.row.negative');
        if (col.positive && !new Money(n).gt(0)) return fail('csv.row.positive');
        if (!fitsColumn(n, col.column) || (n.split('.')[1]?.length ?? 0) > col.column.scale)
          return fail('csv.row.numberRange', { decimals: col.column.scale });
        values[col.name] = n;
        break;
      }
      case 'choice': {
        const v = raw.toUpperCase();
        if (!col.values.includes(v)) return fail('csv.row.choice', { values: col.values.join(', ') });
        values[col.name] = v;
        break;
      }
      case 'yesNo': {
        const v = raw.toLowerCase();
        if (!YES.has(v) && !NO.has(v)) return fail('csv.row.yesNo');
        values[col.name] = YES.has(v);
        break;
      }
      case 'date':
        if (!isDay(raw)) return fail('csv.row.date');
        values[col.name] = raw;
        break;
      case 'integer':
        if (!/^\d{1,6}$/.test(raw) || Number(raw) > col.max) return fail('csv.row.integer', { max: col.max });
        values[col.name] = raw;
        break;
    }
  }
  if (type === 'INVENTORY' && values.unit !== null && !findUnitByText(String(values.unit)))
    return { error: { key: 'csv.row.unitUnknown', params: { value: String(values.unit), values: unitChoices() } } };
  if (type === 'INVENTORY' && values.tracking === 'SERIAL' && values.unit !== null) {
    const unit = findUnitByText(String(values.unit));
    if (unit && unit.category_id !== 4) return { error: { key: 'csv.row.serialUnit', params: { value: String(values.unit) } } };
  }
  return { values };
}

/** The unit the INVENTORY row names (a piece when the cell is empty). */
export const csvRowUnit = (values: CsvValues): Unit =>
  (values.unit ? findUnitByText(String(values.unit)) : undefined) ?? (UNITS.find((u) => u.unit_id === 9) as Unit);

/** Whether the STOCK_MASTER quantity suits the part's unit (no half pieces). */
export const csvQuantityFits = (quantityValue: string, unitId: number) => quantityFitsUnit(quantityValue, unitId);

const unitChoices = () => UNITS.map((u) => u.symbol).join(', ');

function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** A mobile number cell as digits only ("+91 98765-43210" → "919876543210"). */
export const csvMobileDigits = (value: string) => value.replace(/\D+/g, '');

/**
 * The column the duplicate check of a type keys on: a part number appears once in an INVENTORY file; a
 * price list names a vendor's or a customer's item once.
 */
export function csvDuplicateKey(type: CsvImportType, cells: Readonly<Record<string, string>>): string | null {
  if (type === 'CUSTOMER_SERVICE_PRICE') {
    const customer = csvMobileDigits(cells.customer_mobile ?? '');
    const service = (cells.service_name ?? '').trim().toLowerCase();
    return customer && service ? `${customer}\u0000${service}` : null;
  }
  const number = partNumberKey((cells.part_number ?? '').trim());
  if (!number) return null;
  if (type === 'VENDOR_PRICE') {
    const vendor = (cells.vendor ?? '').trim().toLowerCase();
    return vendor ? `${vendor}\u0000${number}` : null;
  }
  if (type === 'CUSTOMER_PART_PRICE') {
    const customer = csvMobileDigits(cells.customer_mobile ?? '');
    return customer ? `${customer}\u0000${number}` : null;
  }
  if (type === 'INVENTORY') return number;
  // Opening stock: one row per part and batch (or serial number).
  if (type === 'STOCK_MASTER') return `${number}\u0000${(cells.batch_number ?? '').trim().toLowerCase()}`;
  return null;
}
