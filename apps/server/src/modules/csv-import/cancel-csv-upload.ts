import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockUpload, type UploadRow, updateUpload } from './csv-import.repository.ts';

/** Discards an upload the user did not confirm; its rows stay for the history's error file. */
export async function cancelCsvUpload(db: Db, current: Membership, id: number, now: Date): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const upload = await lockUpload(tx, current, id);
    if (upload.status === 'CANCELLED') return upload;
    if (upload.status === 'IMPORTING' || upload.status === 'IMPORTED') throw badRequest('csv.closed');
    return updateUpload(tx, upload, { status: 'CANCELLED', finishedAt: now });
  });
}
