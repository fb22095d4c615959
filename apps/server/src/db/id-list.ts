import { type SQL, sql } from 'drizzle-orm';

/**
 * `(1, 2, 3)`, for `key in …` beside a join to `jsonb_to_recordset` or `jsonb_array_elements`. The planner
 * takes those functions for 100 rows whatever they hold, so a statement that joins them to a table hashes
 * them and reads every row of the garage in that table (a payment scanned all the garage's bills and orders;
 * with a few thousand rows that is cheaper in its arithmetic than 100 key lookups). Named in a list, the rows
 * are found by their key. An empty list matches nothing. The ids are numbers (bound as parameters).
 */
export function idList(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
