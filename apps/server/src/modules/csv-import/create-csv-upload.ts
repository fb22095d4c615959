import { type CsvUploadCreate, routes } from '@garage/contract';
import { type CsvImportType, csvDuplicateKey, hasAnyRole, isCsvTypeAvailable, priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertUpload, insertUploadRows, type RowResult, setRowResults, type UploadRow } from './csv-import.repository.ts';
import { cellsByName, parseCsvFile } from './parse-csv-file.ts';

type Input = z.output<typeof CsvUploadCreate>;

/**
 * A price list is imported by whoever may set those prices by hand (decision 061): vendor prices need a
 * vendor role and are never for PRICE_VIEW_RESTRICTED; customer prices need a catalogue role.
 */
export function checkImportRole(current: Membership, type: CsvImportType): void {
  if (type === 'VENDOR_PRICE') {
    if (priceRules(current.roles).hidePurchase) throw forbidden('purchase.pricesHidden');
    if (!hasAnyRole(current.roles, routes.saveVendorPrice.roles)) throw forbidden();
  }
  if (
    (type === 'CUSTOMER_PART_PRICE' || type === 'CUSTOMER_SERVICE_PRICE') &&
    !hasAnyRole(current.roles, routes.savePartCustomerPrice.roles)
  )
    throw forbidden();
}

/**
 * Takes a file in: the header is checked, the rows are stored, and rows whose key (a part number) appears
 * more than once in the file are marked as errors — every one of them, since the file does not say which
 * is right. Nothing else is written until the user confirms.
 */
export async function createCsvUpload(tx: Tx, current: Membership, userId: number, input: Input, now: Date): Promise<UploadRow> {
  if (!isCsvTypeAvailable(input.import_type)) throw badRequest('csv.notAvailable', { type: input.import_type });
  checkImportRole(current, input.import_type);
  const parsed = parseCsvFile(input.import_type, input.file_name, input.content);
  const upload = await insertUpload(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    userId,
    importType: input.import_type,
    fileName: input.file_name.trim(),
    status: 'CHECKING',
    header: parsed.header,
    decimalComma: parsed.decimalComma,
    totalRows: parsed.rows.length,
    createdAt: now,
  });
  await insertUploadRows(tx, current.groupId, upload.id, parsed.rows);

  const seen = new Map<string, number[]>();
  parsed.rows.forEach((r, position) => {
    const key = csvDuplicateKey(input.import_type, cellsByName(parsed.names, r.cells));
    if (key !== null) seen.set(key, [...(seen.get(key) ?? []), position]);
  });
  const duplicates: RowResult[] = [];
  for (const positions of seen.values()) {
    if (positions.length < 2) continue;
    const first = parsed.rows[positions[0] as number] as { cells: string[] };
    const cells = cellsByName(parsed.names, first.cells);
    const value = (cells.part_number ?? cells.service_name)?.trim() ?? '';
    const rows = positions
      .slice(0, 5)
      .map((p) => parsed.rows[p]?.line)
      .join(', ');
    for (const position of positions)
      duplicates.push({
        position,
        outcome: 'ERROR',
        reasonKey: 'csv.row.duplicate',
        reasonParams: { value, rows: positions.length > 5 ? `${rows}…` : rows },
      });
  }
  await setRowResults(tx, upload, duplicates);
  return upload;
}
