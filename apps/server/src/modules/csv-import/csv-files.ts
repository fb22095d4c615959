/**
 * The files the import hands back: the error file (the rows that cannot be imported, with the file's
 * own columns, their row number and a reason) and the sample files, written with csv-stringify.
 */
import {
  CSV_COLUMNS,
  CSV_REASON_COLUMN,
  CSV_ROW_COLUMN,
  type CsvImportType,
  countryTaxRules,
  defaultTaxCategory,
  type Language,
} from '@garage/domain';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer, part, service, taxCategory, vendor } from '../../db/schema.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { reasonText, selectErrorRows, type UploadRow } from './csv-import.repository.ts';
import { columnNames } from './parse-csv-file.ts';

/** A byte-order mark first, so spreadsheet programs open the UTF-8 file with its accents intact. */
const BOM = '\uFEFF';

export async function errorFile(db: Db, upload: UploadRow, language: Language): Promise<string> {
  const rows = await selectErrorRows(db, upload);
  // An error file uploaded again has `row` and `reason` columns already: they are replaced, not repeated.
  const keep = columnNames(upload.header)
    .map((name, i) => ({ name, i, cell: upload.header[i] ?? '' }))
    .filter((c) => c.name !== null || c.cell.trim() === '');
  return (
    BOM +
    stringify([
      [CSV_ROW_COLUMN, ...keep.map((c) => c.cell), CSV_REASON_COLUMN],
      ...rows.map((r) => [String(r.line), ...keep.map((c) => r.cells[c.i] ?? ''), reasonText(r, language) ?? '']),
    ])
  );
}

const PRICES: Record<string, [string, string, string, string]> = {
  INR: ['450.00', '320.00', '2200.00', '1650.00'],
  MXN: ['180.00', '120.00', '950.00', '700.00'],
  SAR: ['45.00', '30.00', '220.00', '165.00'],
  AED: ['45.00', '30.00', '220.00', '165.00'],
};
const DEFAULT_PRICES: [string, string, string, string] = ['12.50', '8.00', '65.00', '48.00'];
/** Countries whose spreadsheets write decimals with a comma (and so separate cells with semicolons). */
const DECIMAL_COMMA = new Set(['ES']);
const NAMES: Record<Language, [string, string]> = {
  en: ['Oil filter', 'Brake pad set'],
  es: ['Filtro de aceite', 'Juego de pastillas de freno'],
};
const ITEM_CODES: Record<string, [string, string]> = {
  india: ['8421', '8708'],
  sat: ['25174004', '25172504'],
  generic: ['', ''],
  none: ['', ''],
};

const SERVICES: Record<Language, [string, string]> = {
  en: ['Oil change', 'Brake service'],
  es: ['Cambio de aceite', 'Servicio de frenos'],
};

/** The garage's first vendor, a customer's mobile and two numbered parts and two services, for price-list samples. */
async function sampleOwners(db: Db, current: Membership) {
  const [v] = await db
    .select({ name: vendor.name })
    .from(vendor)
    .where(and(eq(vendor.groupId, current.groupId), eq(vendor.garageId, current.garageId), eq(vendor.active, true)))
    .orderBy(asc(vendor.id))
    .limit(1);
  const [c] = await db
    .select({ mobile: customer.mobileNumber })
    .from(customer)
    .where(eq(customer.groupId, current.groupId))
    .orderBy(asc(customer.id))
    .limit(1);
  const parts = await db
    .select({ number: part.partNumber })
    .from(part)
    .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), isNotNull(part.partNumber)))
    .orderBy(asc(part.id))
    .limit(2);
  const services = await db
    .select({ name: service.name })
    .from(service)
    .where(and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId)))
    .orderBy(asc(service.id))
    .limit(2);
  return {
    vendor: v?.name ?? null,
    mobile: c?.mobile ?? null,
    parts: parts.map((p) => p.number as string),
    services: services.map((x) => x.name),
  };
}

/**
 * Headers and two example rows in the garage's conventions: its language for names and yes/no, its
 * currency's usual prices, its country's item code (HSN, SAT key) and its standard tax category.
 */
export async function sampleFile(db: Db, current: Membership, type: CsvImportType, language: Language): Promise<string> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  const country = settings?.countryCode ?? '';
  const categories = await db
    .select({ name: taxCategory.name, active: taxCategory.active, total_value: taxCategory.totalValue })
    .from(taxCategory)
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId)));
  const tax = defaultTaxCategory(country, categories)?.name ?? '';
  const [sell1, buy1, sell2, buy2] = PRICES[settings?.currencyCode ?? ''] ?? DEFAULT_PRICES;
  const comma = DECIMAL_COMMA.has(country);
  const n = (v: string) => (comma ? v.replace('.', ',') : v);
  const yes = language === 'es' ? 'sí' : 'yes';
  const [code1, code2] = ITEM_CODES[countryTaxRules(country).itemCode] ?? ['', ''];
  const [name1, name2] = NAMES[language];
  const examples: Record<string, [string[], string[]]> = {
    INVENTORY: [
      ['OF-1001', name1, 'Bosch', code1, 'PART', 'NONE', 'pc', n(sell1), n(buy1), tax, yes, '5'],
      ['BP-2040', name2, 'Brembo', code2, 'PART', 'NONE', 'set', n(sell2), n(buy2), tax, yes, '2'],
    ],
    STOCK_MASTER: [
      ['OF-1001', '24', n(buy1), '', ''],
      ['BP-2040', '6', n(buy2), '', ''],
    ],
  };
  if (type === 'VENDOR_PRICE' || type === 'CUSTOMER_PART_PRICE' || type === 'CUSTOMER_SERVICE_PRICE') {
    // Price lists name the garage's own vendors, customers, parts and services where it has them, so the
    // sample imports as it is; a new garage sees made-up ones.
    const own = await sampleOwners(db, current);
    const [p1, p2] = (own.parts.length === 2 ? own.parts : ['OF-1001', 'BP-2040']) as [string, string];
    const [s1, s2] = (own.services.length === 2 ? own.services : SERVICES[language]) as [string, string];
    const vendorName = own.vendor ?? 'Bosch Distribution';
    const mobile = own.mobile ?? '9876543210';
    examples.VENDOR_PRICE = [
      [vendorName, p1, n(buy1), '10', '3', 'BD-OF1', ''],
      [vendorName, p2, n(buy2), '', '', '', ''],
    ];
    examples.CUSTOMER_PART_PRICE = [
      [mobile, p1, n(sell1)],
      [mobile, p2, n(sell2)],
    ];
    examples.CUSTOMER_SERVICE_PRICE = [
      [mobile, s1, n(sell2)],
      [mobile, s2, n(sell1)],
    ];
  }
  const rows = examples[type] ?? [[], []];
  return BOM + stringify([CSV_COLUMNS[type].map((c) => c.name), ...rows], { delimiter: comma ? ';' : ',' });
}
