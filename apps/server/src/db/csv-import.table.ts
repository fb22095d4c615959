import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';

/**
 * CSV import (decision 055). An upload is a job: its rows are stored when the file arrives, checked in
 * steps (nothing else is written), and — once the user confirms — imported in steps, each step one
 * transaction that also moves the job's cursor, so an interrupted import resumes where it stopped and
 * never writes a row twice. The upload row is also the audit record: who uploaded, who confirmed, when,
 * and how many rows went in or failed.
 */
export const csvUpload = pgTable(
  'csv_upload',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    importType: text('import_type').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('CHECKING'),
    /** The file's header cells as written, in order; the error file repeats them. */
    header: text('header').array().notNull(),
    /** A semicolon-separated file may write decimals with a comma. */
    decimalComma: boolean('decimal_comma').notNull().default(false),
    totalRows: integer('total_rows').notNull(),
    /** Rows checked so far (the check's cursor, by position). */
    checkedRows: integer('checked_rows').notNull().default(0),
    /** Rows past which the import has gone (the import's cursor, by position). */
    importedRows: integer('imported_rows').notNull().default(0),
    newRows: integer('new_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    index('csv_upload_history_idx').on(t.groupId, t.garageId, t.id.desc()),
  ],
);

/**
 * One data row of an upload: its position (0-based, the order of the file), its line in the spreadsheet
 * (header = 1), the cells by column name, and — once checked — what it will do or why it cannot.
 */
export const csvUploadRow = pgTable(
  'csv_upload_row',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    uploadId: bigint('upload_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** NEW, UPDATE or ERROR once checked; null before. */
    outcome: text('outcome'),
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>(),
    /** The part an UPDATE row changes, or a STOCK_MASTER row stocks. */
    targetId: bigint('target_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.uploadId, t.position] }),
    foreignKey({ columns: [t.groupId, t.uploadId], foreignColumns: [csvUpload.groupId, csvUpload.id] }).onDelete('cascade'),
    index('csv_upload_row_error_idx').on(t.groupId, t.uploadId, t.position).where(sql`${t.outcome} = 'ERROR'`),
  ],
);
