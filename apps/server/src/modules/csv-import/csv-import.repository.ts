/** Reads and writes of CSV uploads and their rows (csv_upload, csv_upload_row); tenant-first. */
import type { CsvUpload as CsvUploadView } from '@garage/contract';
import {
  type CsvImportType,
  type CsvRowOutcome,
  type CsvUploadStatus,
  type Language,
  type MessageKey,
  message,
} from '@garage/domain';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { appUser, csvUpload, csvUploadRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { type Paged, pageOf, pageTotal } from '../../platform/paging.ts';

type Reader = Db | Tx;
export type UploadRow = typeof csvUpload.$inferSelect;
export type UploadRowRow = typeof csvUploadRow.$inferSelect;

const ofGarage = (current: Membership, id: number) =>
  and(eq(csvUpload.groupId, current.groupId), eq(csvUpload.garageId, current.garageId), eq(csvUpload.id, id));

export async function insertUpload(tx: Tx, values: typeof csvUpload.$inferInsert): Promise<UploadRow> {
  const [row] = await tx.insert(csvUpload).values(values).returning();
  if (!row) throw new Error('csv upload insert returned nothing');
  return row;
}

/** Stores the rows: one statement per 5,000 rows, the rows travelling as one JSON parameter. */
export async function insertUploadRows(
  tx: Tx,
  groupId: number,
  uploadId: number,
  rows: ReadonlyArray<{ line: number; cells: string[] }>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const json = JSON.stringify(
      rows.slice(start, start + 5000).map((r, i) => ({ position: start + i, line: r.line, cells: r.cells })),
    );
    await tx.execute(sql`
      insert into csv_upload_row (group_id, upload_id, position, line, cells)
      select ${groupId}, ${uploadId}, v.position, v.line, v.cells
        from jsonb_to_recordset(${json}::jsonb) as v(position int, line int, cells jsonb)`);
  }
}

/** The upload, locked for the step that changes it (two tabs stepping one upload take turns). */
export async function lockUpload(tx: Tx, current: Membership, id: number): Promise<UploadRow> {
  const [row] = await tx.select().from(csvUpload).where(ofGarage(current, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function findUpload(db: Reader, current: Membership, id: number): Promise<UploadRow> {
  const [row] = await db.select().from(csvUpload).where(ofGarage(current, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateUpload(tx: Tx, row: UploadRow, set: Partial<typeof csvUpload.$inferInsert>): Promise<UploadRow> {
  const [updated] = await tx
    .update(csvUpload)
    .set(set)
    .where(and(eq(csvUpload.groupId, row.groupId), eq(csvUpload.id, row.id)))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

/** Rows by position: [from, to). */
export async function selectRows(db: Reader, upload: UploadRow, from: number, to: number): Promise<UploadRowRow[]> {
  return db
    .select()
    .from(csvUploadRow)
    .where(
      and(
        eq(csvUploadRow.groupId, upload.groupId),
        eq(csvUploadRow.uploadId, upload.id),
        gte(csvUploadRow.position, from),
        lt(csvUploadRow.position, to),
      ),
    )
    .orderBy(asc(csvUploadRow.position));
}

export async function selectErrorRows(db: Reader, upload: UploadRow, limit?: number): Promise<UploadRowRow[]> {
  const q = db
    .select()
    .from(csvUploadRow)
    .where(and(eq(csvUploadRow.groupId, upload.groupId), eq(csvUploadRow.uploadId, upload.id), eq(csvUploadRow.outcome, 'ERROR')))
    .orderBy(asc(csvUploadRow.position));
  return limit === undefined ? q : q.limit(limit);
}

export interface RowResult {
  position: number;
  outcome: CsvRowOutcome;
  reasonKey?: MessageKey | null;
  reasonParams?: Record<string, string | number> | null;
  targetId?: number | null;
}

/** Writes what each row will do (or why it cannot) in one statement. */
export async function setRowResults(tx: Tx, upload: UploadRow, results: readonly RowResult[]): Promise<void> {
  if (results.length === 0) return;
  const json = JSON.stringify(
    results.map((r) => ({
      position: r.position,
      outcome: r.outcome,
      reason_key: r.reasonKey ?? null,
      reason_params: r.reasonParams ?? null,
      target_id: r.targetId ?? null,
    })),
  );
  // An upsert on the primary key, not an UPDATE … FROM: each row is found by its index whatever the planner
  // believes of a freshly filled table (a join could loop over the whole recordset per row). The rows exist
  // (read under the upload's lock), so the placeholder line and cells are never inserted.
  await tx.execute(sql`
    insert into csv_upload_row (group_id, upload_id, position, line, cells, outcome, reason_key, reason_params, target_id)
    select ${upload.groupId}, ${upload.id}, v.position, 0, '[]'::jsonb, v.outcome, v.reason_key, v.reason_params, v.target_id
      from jsonb_to_recordset(${json}::jsonb)
           as v(position int, outcome text, reason_key text, reason_params jsonb, target_id bigint)
    on conflict (group_id, upload_id, position) do update
       set outcome = excluded.outcome, reason_key = excluded.reason_key, reason_params = excluded.reason_params,
           target_id = excluded.target_id`);
}

// ---------- views ----------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function userNames(db: Reader, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, first: appUser.firstName, last: appUser.lastName, mobile: appUser.mobileNumber })
    .from(appUser)
    .where(inArray(appUser.id, unique));
  return new Map(rows.map((r) => [r.id, [r.first, r.last].filter(Boolean).join(' ') || r.mobile]));
}

export function reasonText(row: Pick<UploadRowRow, 'reasonKey' | 'reasonParams'>, language: Language): string | null {
  if (!row.reasonKey) return null;
  return message(row.reasonKey as MessageKey, language, row.reasonParams ?? {});
}

const previewRow = (r: UploadRowRow, language: Language) => ({
  row: r.line,
  outcome: (r.outcome as CsvRowOutcome | null) ?? null,
  cells: r.cells,
  reason: reasonText(r, language),
});

function viewOf(u: UploadRow, names: Map<number, string>): CsvUploadView {
  return {
    upload_id: u.id,
    import_type: u.importType as CsvImportType,
    file_name: u.fileName,
    status: u.status as CsvUploadStatus,
    columns: u.header,
    total_rows: u.totalRows,
    checked_rows: u.checkedRows,
    imported_rows: u.importedRows,
    new_rows: u.newRows,
    updated_rows: u.updatedRows,
    error_rows: u.errorRows,
    created_at: u.createdAt.toISOString(),
    created_by: names.get(u.userId) ?? '',
    confirmed_at: iso(u.confirmedAt),
    confirmed_by: u.confirmedBy ? (names.get(u.confirmedBy) ?? '') : null,
    finished_at: iso(u.finishedAt),
    preview: [],
    errors: [],
  };
}

export const PREVIEW_ROWS = 10;

/** One upload with its first rows and first errors. */
export async function uploadView(db: Reader, upload: UploadRow, language: Language): Promise<CsvUploadView> {
  const names = await userNames(db, [upload.userId, ...(upload.confirmedBy ? [upload.confirmedBy] : [])]);
  const [preview, errors] = await Promise.all([
    selectRows(db, upload, 0, PREVIEW_ROWS),
    selectErrorRows(db, upload, PREVIEW_ROWS),
  ]);
  return {
    ...viewOf(upload, names),
    preview: preview.map((r) => previewRow(r, language)),
    errors: errors.map((r) => previewRow(r, language)),
  };
}

/** The garage's uploads, newest first. */
export async function listUploads(
  db: Reader,
  current: Membership,
  types: readonly CsvImportType[],
  pageNumber: number,
  pageSize: number,
): Promise<Paged<CsvUploadView>> {
  const where = and(
    eq(csvUpload.groupId, current.groupId),
    eq(csvUpload.garageId, current.garageId),
    types.length ? inArray(csvUpload.importType, [...types]) : undefined,
  );
  const rows = await db
    .select()
    .from(csvUpload)
    .where(where)
    .orderBy(desc(csvUpload.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from csv_upload where ${where}`),
  );
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.userId, ...(r.confirmedBy ? [r.confirmedBy] : [])]),
  );
  return pageOf(
    rows.map((r) => viewOf(r, names)),
    total,
    pageNumber,
    pageSize,
  );
}
