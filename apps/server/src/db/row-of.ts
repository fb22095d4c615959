/**
 * A table's row as drizzle's query builder answers it, from a raw row of `db.execute` (columns by their
 * database names, values as the driver gives them): for the statements written in SQL for speed whose
 * RETURNING rows become an answer without being read back (decisions 018 and 043). Each value goes
 * through its column's own mapping, so ids are numbers, timestamps Dates and numerics text, as with a select.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
