import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockUpload, selectRows, setRowResults, type UploadRow, updateUpload } from './csv-import.repository.ts';
import { checkRows } from './row-checks.ts';

/** Rows one check step reads: a 10,000-row file is checked in five calls, each well under a second. */
export const CHECK_STEP_ROWS = 2000;

/**
 * Checks the next rows of an upload and records what each will do; writes nothing else. The last step
 * marks the upload CHECKED. A checked upload answers as it is (the call is safe to repeat).
 */
export async function checkCsvUpload(
  db: Db,
  current: Membership,
  id: number,
  now: Date,
  stepRows = CHECK_STEP_ROWS,
): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const upload = await lockUpload(tx, current, id);
    if (upload.status === 'CANCELLED') throw badRequest('csv.closed');
    if (upload.status !== 'CHECKING') return upload;
    const rows = await selectRows(tx, upload, upload.checkedRows, upload.checkedRows + stepRows);
    const results = await checkRows(tx, current, upload, rows);
    await setRowResults(
      tx,
      upload,
      results.map(({ position, outcome, reasonKey, reasonParams, targetId }) => ({
        position,
        outcome,
        reasonKey,
        reasonParams,
        targetId,
      })),
    );
    const checkedRows = upload.checkedRows + rows.length;
    const done = checkedRows >= upload.totalRows;
    return updateUpload(tx, upload, {
      checkedRows,
      newRows: upload.newRows + results.filter((r) => r.outcome === 'NEW').length,
      updatedRows: upload.updatedRows + results.filter((r) => r.outcome === 'UPDATE').length,
      errorRows: upload.errorRows + results.filter((r) => r.outcome === 'ERROR').length,
      ...(done ? { status: 'CHECKED', checkedAt: now } : {}),
    });
  });
}
