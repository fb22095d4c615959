/**
 * The checks of a slice of rows that need the database, one checker per import type. The check step and
 * the import step both run them — the import again inside its own transaction, so a part created or a
 * tax category turned off since the check is seen.
 */
import {
  type CsvImportType,
  type CsvValues,
  csvQuantityFits,
  defaultTaxCategory,
  findUnit,
  partNumberKey,
  readCsvRow,
} from '@garage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part, taxCategory } from '../../db/schema.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import type { RowResult, UploadRow, UploadRowRow } from './csv-import.repository.ts';
import { cellsByName, columnNames } from './parse-csv-file.ts';
import { checkCustomerPrices, checkVendorPrices } from './price-list-rows.ts';

type Reader = Db | Tx;
export type PartRow = typeof part.$inferSelect;

/** A checked row: its result, and what an importable row will write. */
export type Checked = RowResult & {
  values?: CsvValues;
  existing?: PartRow;
  taxCategoryId?: number | null;
  /** A price list row: the vendor or customer (owner) and the part or service it prices. */
  target?: { ownerId: number; itemId: number };
};

const error = (position: number, key: RowResult['reasonKey'], params: Record<string, string | number>): Checked => ({
  position,
  outcome: 'ERROR',
  reasonKey: key,
  reasonParams: params,
});

/** Reads each row's cells (shape and types, no database); rows already marked (duplicates) stay as they are. */
function readRows(upload: UploadRow, rows: readonly UploadRowRow[]) {
  const names = columnNames(upload.header);
  const width = upload.header.length;
  return rows.map((r) => {
    if (r.outcome === 'ERROR' && r.reasonKey === 'csv.row.duplicate')
      return {
        row: r,
        result: { position: r.position, outcome: 'ERROR', reasonKey: r.reasonKey, reasonParams: r.reasonParams } as Checked,
      };
    if (r.cells.length > width && r.cells.slice(width).some((c) => c.trim() !== ''))
      return { row: r, result: error(r.position, 'csv.row.cellCount', { found: r.cells.length, expected: width }) };
    const read = readCsvRow(upload.importType as CsvImportType, cellsByName(names, r.cells), upload.decimalComma);
    if ('error' in read) return { row: r, result: error(r.position, read.error.key, read.error.params) };
    return { row: r, values: read.values };
  });
}

async function partsByNumber(db: Reader, current: Membership, keys: string[]): Promise<Map<string, PartRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(part)
    .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), inArray(part.partNumberKey, keys)));
  return new Map(rows.map((p) => [p.partNumberKey as string, p]));
}

const numberKey = (values: CsvValues) => partNumberKey(String(values.part_number ?? ''));

/** INVENTORY: a known tax category by name; NEW when the part number is not in the garage yet, else UPDATE. */
async function checkInventory(db: Reader, current: Membership, read: ReturnType<typeof readRows>): Promise<Checked[]> {
  const categories = await db
    .select({ id: taxCategory.id, name: taxCategory.name, active: taxCategory.active, total_value: taxCategory.totalValue })
    .from(taxCategory)
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId)));
  const byName = new Map(categories.filter((c) => c.active).map((c) => [c.name.trim().toLowerCase(), c.id]));
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  const fallback = defaultTaxCategory(settings?.countryCode ?? '', categories)?.id ?? null;
  const existing = await partsByNumber(
    db,
    current,
    read.flatMap((r) => (r.values ? [numberKey(r.values)] : [])),
  );
  return read.map(({ row, result, values }) => {
    if (result || !values) return result as Checked;
    let taxCategoryId: number | null = null;
    if (values.tax_category !== null) {
      const id = byName.get(String(values.tax_category).trim().toLowerCase());
      if (id === undefined) return error(row.position, 'csv.row.taxUnknown', { value: String(values.tax_category) });
      taxCategoryId = id;
    }
    const found = existing.get(numberKey(values));
    if (found) return { position: row.position, outcome: 'UPDATE', targetId: found.id, values, existing: found, taxCategoryId };
    return { position: row.position, outcome: 'NEW', values, taxCategoryId: taxCategoryId ?? fallback };
  });
}

/** STOCK_MASTER: the part must exist; whole units; batches and serials as the part's tracking asks. */
async function checkOpeningStock(db: Reader, current: Membership, read: ReturnType<typeof readRows>): Promise<Checked[]> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  const batchSerial = settings?.props.batch_serial_enabled ?? false;
  const parts = await partsByNumber(
    db,
    current,
    read.flatMap((r) => (r.values ? [numberKey(r.values)] : [])),
  );
  return read.map(({ row, result, values }) => {
    if (result || !values) return result as Checked;
    const p = parts.get(numberKey(values));
    if (!p) return error(row.position, 'csv.row.partUnknown', { value: String(values.part_number) });
    const quantity = String(values.quantity);
    if (!csvQuantityFits(quantity, p.unitId))
      return error(row.position, 'csv.row.wholeUnit', { part: p.name, unit: findUnit(p.unitId)?.unit_name ?? '' });
    const tracked = batchSerial && p.tracking !== 'NONE';
    if (tracked && values.batch_number === null) return error(row.position, 'csv.row.batchRequired', { part: p.name });
    if (!tracked && (values.batch_number !== null || values.expiry_date !== null))
      return error(row.position, 'csv.row.notTracked', { part: p.name });
    if (tracked && p.tracking === 'SERIAL' && Number(quantity) !== 1)
      return error(row.position, 'csv.row.serialOne', { part: p.name, value: String(values.batch_number) });
    return { position: row.position, outcome: 'NEW', targetId: p.id, values, existing: p };
  });
}

export async function checkRows(
  db: Reader,
  current: Membership,
  upload: UploadRow,
  rows: readonly UploadRowRow[],
): Promise<Checked[]> {
  const read = readRows(upload, rows);
  switch (upload.importType as CsvImportType) {
    case 'INVENTORY':
      return checkInventory(db, current, read);
    case 'STOCK_MASTER':
      return checkOpeningStock(db, current, read);
    case 'VENDOR_PRICE':
      return checkVendorPrices(db, current, read);
    case 'CUSTOMER_PART_PRICE':
      return checkCustomerPrices(db, current, 'part', read);
    case 'CUSTOMER_SERVICE_PRICE':
      return checkCustomerPrices(db, current, 'service', read);
  }
}
