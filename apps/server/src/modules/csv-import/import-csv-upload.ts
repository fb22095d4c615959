import type { CsvImportType } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkImportRole } from './create-csv-upload.ts';
import { lockUpload, selectRows, setRowResults, type UploadRow, updateUpload } from './csv-import.repository.ts';
import { writeOpeningStock } from './import-opening-stock.ts';
import { writeParts } from './import-parts.ts';
import { writePrices } from './price-list-rows.ts';
import { type Checked, checkRows } from './row-checks.ts';

type PriceListType = 'VENDOR_PRICE' | 'CUSTOMER_PART_PRICE' | 'CUSTOMER_SERVICE_PRICE';

/** Rows one import step writes, in one transaction with the upload's cursor. */
export const IMPORT_STEP_ROWS = 1000;

/**
 * The user's confirmation and the import's steps. The first call on a CHECKED upload records who
 * confirmed; every call imports the next rows in one transaction that also moves the cursor, so a step
 * is written whole or not at all and an interrupted import resumes where it stopped. Rows are checked
 * again inside the step; rows with errors are left out (and listed in the error file).
 */
export async function importCsvUpload(
  db: Db,
  current: Membership,
  userId: number,
  id: number,
  now: Date,
  hidePurchase: boolean,
  stepRows = IMPORT_STEP_ROWS,
): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    let upload = await lockUpload(tx, current, id);
    checkImportRole(current, upload.importType as CsvImportType);
    if (upload.status === 'CHECKING') throw badRequest('csv.notChecked');
    if (upload.status === 'CANCELLED') throw badRequest('csv.closed');
    if (upload.status === 'IMPORTED') return upload;
    if (upload.status === 'CHECKED') {
      if (upload.newRows + upload.updatedRows === 0) throw badRequest('csv.nothingToImport');
      // From here the counts say what was written, not what the check expected.
      upload = await updateUpload(tx, upload, {
        status: 'IMPORTING',
        confirmedBy: userId,
        confirmedAt: now,
        importedRows: 0,
        newRows: 0,
        updatedRows: 0,
      });
    }
    const slice = await selectRows(tx, upload, upload.importedRows, upload.importedRows + stepRows);
    const rows = slice.filter((r) => r.outcome !== 'ERROR');
    const checked = await checkRows(tx, current, upload, rows);
    const failed: Checked[] = checked.filter((r) => r.outcome === 'ERROR');
    let created: number[] = [];
    let updated: number[] = [];
    if (upload.importType === 'INVENTORY') {
      const written = await writeParts(tx, current, checked, now, hidePurchase);
      created = written.created;
      updated = written.updated;
      failed.push(
        ...written.taken.map((r) => ({
          position: r.position,
          outcome: 'ERROR' as const,
          reasonKey: 'catalogue.partNumberTaken' as const,
          reasonParams: { number: String(r.values?.part_number ?? '') },
        })),
      );
    } else if (upload.importType !== 'STOCK_MASTER') {
      const written = await writePrices(tx, current, upload.importType as PriceListType, checked, userId, now);
      created = written.created;
      updated = written.updated;
    } else {
      const written = await writeOpeningStock(tx, current, userId, upload, checked, now, hidePurchase);
      created = written.created;
      failed.push(...written.refused);
    }
    const failedAt = new Set(failed.map((r) => r.position));
    await setRowResults(tx, upload, [
      ...created.filter((p) => !failedAt.has(p)).map((position) => ({ position, outcome: 'NEW' as const })),
      ...updated.map((position) => {
        const c = checked.find((r) => r.position === position);
        return { position, outcome: 'UPDATE' as const, targetId: c?.targetId ?? null };
      }),
      ...failed,
    ]);
    const importedRows = upload.importedRows + slice.length;
    const done = importedRows >= upload.totalRows;
    return updateUpload(tx, upload, {
      importedRows,
      newRows: upload.newRows + created.length,
      updatedRows: upload.updatedRows + updated.length,
      errorRows: upload.errorRows + failed.length,
      ...(done ? { status: 'IMPORTED', finishedAt: now } : {}),
    });
  });
}
