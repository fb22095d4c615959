/**
 * The garage's stock at a glance (decision 057): active parts, parts at or below their reorder level,
 * stocked parts with nothing left, and the value of all its stock — exact, without reading every part.
 *
 * `stock_summary` holds the four figures summed over what its last fold counted: each part's `active` and
 * `min_stock` copied into `part.summary_*`, each stock row's on hand and value into `part_stock.summary_*`.
 * A part or stock row whose live figures differ from its copy is "pending" and sits in a small partial
 * index. The summary is the stored row plus, for the pending parts only, what they count now minus what
 * they counted then — one statement, one snapshot, so it is exactly what summing every row would give.
 *
 * Nothing that moves stock or edits a part writes here: the ledger's one conditional update of
 * `part_stock` leaves the row pending by itself, so movements of a garage never queue on a shared row and
 * the issue path gains no statement. A fold (run by the summary once enough is pending) copies the live
 * figures of the pending rows and adds the difference to the stored row in one transaction. It takes the
 * stored row first, then only the part and stock rows nobody holds (SKIP LOCKED): it never waits for a
 * document, so it cannot deadlock with one; what it skips stays pending for the next fold.
 *
 * `checkStockSummary` (part of `checkStockLedger`) proves the stored row equals the sum of the copies.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

interface Garage {
  groupId: number;
  garageId: number;
}

export interface StockSummaryCounts {
  parts: number;
  low: number;
  out: number;
  /** Sum of the stock rows' values, as numeric text. */
  value: string;
}

/** Pending parts (or stock rows) at which the summary folds them in, so its live part stays this small. */
export const FOLD_AT = 200;
/** Rows a fold takes per transaction, so the rows it holds are released soon. */
export const FOLD_BATCH = 2000;

/**
 * What one part counts for, given its active flag `a`, reorder level `m`, and its stock row's on hand `q`
 * and value `v` (null: no stock row). The same rules as the Inventory list's filters (stock.repository.ts):
 * low = active with a reorder level and on hand at or below it (no row: 0 on hand); out = active with a
 * stock row at zero or below; the value counts every stock row, active part or not.
 */
function counts(a: string, m: string, q: string, v: string): { parts: SQL; low: SQL; out: SQL; value: SQL } {
  const [A, M, Q, V] = [a, m, q, v].map((c) => sql.raw(c)) as [SQL, SQL, SQL, SQL];
  return {
    parts: sql`case when ${A} then 1 else 0 end`,
    low: sql`case when ${A} and ${M} > 0 and coalesce(${Q}, 0) <= ${M} then 1 else 0 end`,
    out: sql`case when ${A} and ${Q} <= 0 then 1 else 0 end`,
    value: sql`coalesce(${V}, 0)`,
  };
}

/** Sums over `x` of what its rows count as (a1, m1, q1, v1) minus what they counted as (a0, m0, q0, v0). */
function differences(): SQL {
  const now = counts('a1', 'm1', 'q1', 'v1');
  const then = counts('a0', 'm0', 'q0', 'v0');
  return sql`coalesce(sum(${now.parts} - ${then.parts}), 0)::int as parts,
    coalesce(sum(${now.low} - ${then.low}), 0)::int as low,
    coalesce(sum(${now.out} - ${then.out}), 0)::int as out,
    coalesce(sum(${now.value} - ${then.value}), 0) as value`;
}

const partPending = sql`(active <> summary_active or min_stock <> summary_min_stock)`;
const stockPending = sql`(summary_on_hand is distinct from running_stock or summary_value <> stock_value)`;

/**
 * The summary as of now: the stored row plus the pending parts' differences. Reads at most `cap` pending
 * parts and `cap` pending stock rows (by key, from the partial indexes, whatever the planner believes of
 * how many there are); `complete` is false when either reached `cap`, and then the figures are not exact
 * (fold, then read again). `cap` null reads them all.
 */
export async function readStockSummaryCounts(
  db: Db | Tx,
  current: Garage,
  cap: number | null = FOLD_AT,
): Promise<StockSummaryCounts & { complete: boolean }> {
  const { groupId: g, garageId: ga } = current;
  const limit = cap === null ? sql`` : sql`limit ${cap}`;
  const [row] = await queryRows<{
    parts: number;
    low: number;
    out: number;
    value: string;
    pending_parts: number;
    pending_stock: number;
  }>(
    db,
    sql`with lp as (
          select id from part where group_id = ${g} and garage_id = ${ga} and ${partPending} order by id ${limit}),
        ls as (
          select part_id as id from part_stock where group_id = ${g} and garage_id = ${ga} and ${stockPending}
           order by part_id ${limit}),
        u as (select id from lp union select id from ls),
        x as (
          select p.active as a1, p.min_stock as m1, s.running_stock as q1, s.stock_value as v1,
                 p.summary_active as a0, p.summary_min_stock as m0, s.summary_on_hand as q0, s.summary_value as v0
            from u join part p on p.group_id = ${g} and p.id = u.id
            left join part_stock s on s.group_id = ${g} and s.garage_id = ${ga} and s.part_id = u.id),
        d as (select ${differences()} from x)
        select coalesce(b.active_parts, 0) + d.parts as parts, coalesce(b.low_parts, 0) + d.low as low,
               coalesce(b.out_parts, 0) + d.out as out, (coalesce(b.stock_value, 0) + d.value)::text as value,
               (select count(*) from lp)::int as pending_parts, (select count(*) from ls)::int as pending_stock
          from d left join stock_summary b on b.group_id = ${g} and b.garage_id = ${ga}`,
  );
  const reached = (n: number | undefined) => cap !== null && (n ?? 0) >= cap;
  return {
    parts: row?.parts ?? 0,
    low: row?.low ?? 0,
    out: row?.out ?? 0,
    value: row?.value ?? '0',
    complete: !reached(row?.pending_parts) && !reached(row?.pending_stock),
  };
}

/**
 * One fold of at most `batch` pending parts: copies their live figures and adds the difference to the
 * stored row, in one transaction. Returns how many part and stock rows it folded (0 when another fold of
 * the garage is running, or nothing is pending that nobody holds).
 */
export async function foldStockSummary(db: Db, current: Garage, batch = FOLD_BATCH): Promise<number> {
  const { groupId: g, garageId: ga } = current;
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into stock_summary (group_id, garage_id) values (${g}, ${ga}) on conflict do nothing`);
    const [mine] = await queryRows(
      tx,
      sql`select 1 from stock_summary where group_id = ${g} and garage_id = ${ga} for update skip locked`,
    );
    if (!mine) return 0;
    // Folds of a garage run one at a time (the stored row above), so the summary_* columns read here are
    // the latest. The live figures of a locked row are taken from its lock (the newest version), and the
    // copies written are those same figures, so what is added is exactly what the copies change.
    const [row] = await queryRows<{ folded: number }>(
      tx,
      sql`with lp as (
            select id, active, min_stock from part
             where group_id = ${g} and garage_id = ${ga} and ${partPending}
             order by id limit ${batch} for no key update skip locked),
          ls as (
            select part_id, running_stock, stock_value from part_stock
             where group_id = ${g} and garage_id = ${ga} and ${stockPending}
             order by part_id limit ${batch} for no key update skip locked),
          u as (select id from lp union select part_id from ls),
          x as (
            select p.summary_active as a0, p.summary_min_stock as m0, s.summary_on_hand as q0, s.summary_value as v0,
                   case when lp.id is null then p.summary_active else lp.active end as a1,
                   case when lp.id is null then p.summary_min_stock else lp.min_stock end as m1,
                   case when ls.part_id is null then s.summary_on_hand else ls.running_stock end as q1,
                   case when ls.part_id is null then s.summary_value else ls.stock_value end as v1
              from u join part p on p.group_id = ${g} and p.id = u.id
              left join lp on lp.id = u.id
              left join ls on ls.part_id = u.id
              left join part_stock s on s.group_id = ${g} and s.garage_id = ${ga} and s.part_id = u.id),
          d as (select ${differences()} from x),
          up as (
            update part p set summary_active = lp.active, summary_min_stock = lp.min_stock
              from lp where p.group_id = ${g} and p.id = lp.id returning 1),
          us as (
            update part_stock s set summary_on_hand = ls.running_stock, summary_value = ls.stock_value
              from ls where s.group_id = ${g} and s.garage_id = ${ga} and s.part_id = ls.part_id returning 1)
          update stock_summary b
             set active_parts = b.active_parts + d.parts, low_parts = b.low_parts + d.low,
                 out_parts = b.out_parts + d.out, stock_value = b.stock_value + d.value
            from d
           where b.group_id = ${g} and b.garage_id = ${ga}
          returning ((select count(*) from up) + (select count(*) from us))::int as folded`,
    );
    return row?.folded ?? 0;
  });
}

/** Folds every pending part nobody holds, a batch per transaction. */
export async function foldAllStockSummary(db: Db, current: Garage, batch = FOLD_BATCH): Promise<void> {
  while ((await foldStockSummary(db, current, batch)) >= batch) {
    // A full batch: there may be more.
  }
}

/**
 * The summary as of now. When many parts are pending it folds them in first; should rows that running
 * documents hold keep too many pending, it reads them all (exact, only slower).
 */
export async function stockSummaryCounts(db: Db, current: Garage): Promise<StockSummaryCounts> {
  const read = await readStockSummaryCounts(db, current);
  if (read.complete) return read;
  await foldAllStockSummary(db, current);
  const again = await readStockSummaryCounts(db, current);
  return again.complete ? again : readStockSummaryCounts(db, current, null);
}

export interface StockSummaryProblem {
  groupId: number;
  garageId: number;
  /** What the stored row says (active parts, low, out, value). */
  stored: StockSummaryCounts;
  /** What the counted copies add up to. */
  counted: StockSummaryCounts;
  /** Stock rows of this garage whose part belongs to another garage (the ledger never writes one). */
  strayRows: number;
}

/**
 * The summary's invariant: every garage's stored row (none: all zero) equals the sum of the figures its
 * parts and stock rows were counted with; and every stock row belongs to a part of its own garage (the
 * ledger only moves a garage's own parts), which the summary's per-part arithmetic relies on.
 */
export async function checkStockSummary(db: Db | Tx, groupId?: number): Promise<StockSummaryProblem[]> {
  const scope = (alias: string) => (groupId === undefined ? sql`true` : sql`${sql.raw(alias)}.group_id = ${groupId}`);
  const c = counts('p.summary_active', 'p.summary_min_stock', 's.summary_on_hand', 's.summary_value');
  const rows = await queryRows<{
    group_id: string | number;
    garage_id: string | number;
    sp: number;
    sl: number;
    so: number;
    sv: string;
    cp: number;
    cl: number;
    co: number;
    cv: string;
    stray: number;
  }>(
    db,
    sql`with counted as (
          select p.group_id, p.garage_id, sum(${c.parts})::int as parts, sum(${c.low})::int as low,
                 sum(${c.out})::int as out, sum(${c.value}) as value
            from part p
            left join part_stock s on s.group_id = p.group_id and s.garage_id = p.garage_id and s.part_id = p.id
           where ${scope('p')}
           group by p.group_id, p.garage_id),
        stray as (
          select s.group_id, s.garage_id, count(*)::int as n
            from part_stock s join part p on p.group_id = s.group_id and p.id = s.part_id
           where p.garage_id <> s.garage_id and ${scope('s')}
           group by s.group_id, s.garage_id),
        compared as (
          select coalesce(b.group_id, c.group_id) as group_id, coalesce(b.garage_id, c.garage_id) as garage_id,
                 coalesce(b.active_parts, 0) as sp, coalesce(b.low_parts, 0) as sl, coalesce(b.out_parts, 0) as so,
                 coalesce(b.stock_value, 0) as sv, coalesce(c.parts, 0) as cp, coalesce(c.low, 0) as cl,
                 coalesce(c.out, 0) as co, coalesce(c.value, 0) as cv
            from (select * from stock_summary b where ${scope('b')}) b
            full join counted c on c.group_id = b.group_id and c.garage_id = b.garage_id)
        select coalesce(m.group_id, x.group_id) as group_id, coalesce(m.garage_id, x.garage_id) as garage_id,
               coalesce(m.sp, 0) as sp, coalesce(m.sl, 0) as sl, coalesce(m.so, 0) as so, coalesce(m.sv, 0)::text as sv,
               coalesce(m.cp, 0) as cp, coalesce(m.cl, 0) as cl, coalesce(m.co, 0) as co, coalesce(m.cv, 0)::text as cv,
               coalesce(x.n, 0) as stray
          from compared m
          full join stray x on x.group_id = m.group_id and x.garage_id = m.garage_id
         where x.n is not null or m.sp <> m.cp or m.sl <> m.cl or m.so <> m.co or m.sv <> m.cv`,
  );
  return rows.map((r) => ({
    groupId: Number(r.group_id),
    garageId: Number(r.garage_id),
    stored: { parts: r.sp, low: r.sl, out: r.so, value: r.sv },
    counted: { parts: r.cp, low: r.cl, out: r.co, value: r.cv },
    strayRows: r.stray,
  }));
}
