/**
 * The Inventory screens' reads (decision 057): the garage's parts with their running stock, the alert
 * counts, a part's lots and movements. Tenant-first; written as SQL for the 50,000-part list
 * (scripts/bench-stock-list.ts): the name order walks `part_stock_list_idx` and joins `part_stock` by
 * its key; the low-stock filter reads only the parts that have a reorder level (`part_reorder_idx`, by
 * name `part_low_list_idx`, searched `part_low_search_trgm`); the value order walks
 * `part_stock_value_idx` (valuePage). The summary's figures are kept by platform/stock-summary.ts.
 */
import type { StockFilter, StockSort } from '@garage/domain';
import { normalizeSearch } from '@garage/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { contains, countCap } from '../../platform/paging.ts';

type Reader = Db | Tx;
export interface Garage {
  groupId: number;
  garageId: number;
}

export interface StockRowData {
  id: number | string;
  name: string;
  part_number: string | null;
  brand: string | null;
  tracking: 'NONE' | 'BATCH' | 'SERIAL';
  unit_id: number;
  min_stock: string;
  on_hand: string;
  avg_cost: string;
  stock_value: string;
  stocked: boolean;
}

const onHand = sql`coalesce(s.running_stock, 0)`;
/**
 * On hand at or below a reorder level the part has (empty shelves included). The on hand is the joined
 * row's, read by a subquery on its key: the planner runs it only for the parts with a level that the
 * search left (`part_low_list_idx`, `part_low_search_trgm`) and cannot turn it into a hash join of all the
 * garage's stock rows; a count needs no join at all.
 */
const LOW_CONDITION = sql`p.min_stock > 0 and coalesce((select s2.running_stock from part_stock s2
  where s2.group_id = p.group_id and s2.garage_id = p.garage_id and s2.part_id = p.id), 0) <= p.min_stock`;
/**
 * Run out: a part that was stocked (it has a part_stock row) with nothing left. A part never stocked is
 * not "out"; with a reorder level it is at or below it (LOW), which is where a first order is suggested.
 */
const OUT_CONDITION = sql`s.part_id is not null and s.running_stock <= 0`;

/**
 * The garage's empty shelves found from the narrow side (its part_stock rows at zero or below,
 * `part_stock_out_idx`), so the list reads only those parts instead of walking every part in name order.
 */
const outIds = (current: Garage) => sql`p.id in (
  select s2.part_id from part_stock s2
   where s2.group_id = ${current.groupId} and s2.garage_id = ${current.garageId} and s2.running_stock <= 0)`;

function filterCondition(current: Garage, filter: StockFilter): SQL | undefined {
  if (filter === 'LOW') return LOW_CONDITION;
  if (filter === 'OUT') return sql`${outIds(current)} and ${OUT_CONDITION}`;
  if (filter === 'TRACKED') return sql`p.tracking <> 'NONE'`;
  return undefined;
}

/** The search: three letters or more anywhere in name, number, HSN and brand (trigram index), fewer as a prefix. */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = normalizeSearch(q ?? '');
  if (!term) return undefined;
  return sql`p.search_text like ${term.length >= 3 ? contains(term) : `${term}%`}`;
}

function orderBy(sort: StockSort, dir: 'asc' | 'desc'): SQL {
  const d = sql.raw(dir);
  if (sort === 'on_hand') return sql`${onHand} ${d}, lower(p.name), p.id`;
  if (sort === 'value') return sql`coalesce(s.stock_value, 0) ${d}, lower(p.name), p.id`;
  if (sort === 'part_number') return sql`p.part_number_key ${d} nulls last, p.id`;
  return sql`lower(p.name) ${d}, p.id ${d}`;
}

export interface StockListFilter {
  q?: string | undefined;
  filter: StockFilter;
  sort: StockSort;
  dir: 'asc' | 'desc';
}

function listWhere(current: Garage, f: Pick<StockListFilter, 'q' | 'filter'>): SQL {
  const parts = [
    sql`p.group_id = ${current.groupId} and p.garage_id = ${current.garageId} and p.active`,
    searchCondition(f.q),
    filterCondition(current, f.filter),
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from part p left join part_stock s
  on s.group_id = p.group_id and s.garage_id = p.garage_id and s.part_id = p.id`;

const ROW = sql`p.id, p.name, p.part_number, p.brand, p.tracking, p.unit_id, p.min_stock::text as min_stock,
  ${onHand}::text as on_hand, coalesce(s.avg_cost, 0)::text as avg_cost,
  coalesce(s.stock_value, 0)::text as stock_value, (s.part_id is not null) as stocked`;

/** One page of the garage's active parts with their stock. */
export async function findStockPage(
  db: Reader,
  current: Garage,
  f: StockListFilter,
  pageNumber: number,
  pageSize: number,
): Promise<StockRowData[]> {
  if (f.sort === 'value') return queryRows<StockRowData>(db, valuePage(current, f, pageNumber, pageSize));
  return queryRows<StockRowData>(
    db,
    sql`select ${ROW}
        ${FROM}
        where ${listWhere(current, f)}
        order by ${orderBy(f.sort, f.dir)}
        limit ${pageSize} offset ${pageNumber * pageSize}`,
  );
}

/**
 * A page in value order (`orderBy`: value, then name and id), read in three bands so no band sorts the
 * whole garage: stock rows worth more than zero walk `part_stock_value_idx` (from the top when descending)
 * joined to their parts; the parts worth zero — never stocked (no row) or stocked at no value — walk the
 * name index; rows worth less than zero (negative stock allowed) walk the value index again. Each band
 * stops at the rows the page needs, and a band is read only when the bands before it fall short of them.
 * The rows are the same, in the same order, as sorting every part by `coalesce(stock_value, 0)`.
 */
function valuePage(current: Garage, f: StockListFilter, pageNumber: number, pageSize: number): SQL {
  const wanted = (pageNumber + 1) * pageSize;
  const dir = sql.raw(f.dir);
  const where = listWhere(current, f);
  const band = (cut: SQL, order: SQL, gate: SQL) =>
    sql`select ${ROW}, coalesce(s.stock_value, 0) as sort_value, lower(p.name) as name_key
          ${FROM}
         where ${where} and ${cut} and ${gate}
         order by ${order}
         limit ${wanted}`;
  const byValue = sql`s.stock_value ${dir}, lower(p.name), p.id`;
  const [first, last] =
    f.dir === 'desc' ? [sql`s.stock_value > 0`, sql`s.stock_value < 0`] : [sql`s.stock_value < 0`, sql`s.stock_value > 0`];
  return sql`with first_band as materialized (${band(first, byValue, sql`true`)}),
      zero_band as materialized (${band(
        sql`coalesce(s.stock_value, 0) = 0`,
        sql`lower(p.name), p.id`,
        sql`(select count(*) from first_band) < ${wanted}`,
      )}),
      last_band as (${band(last, byValue, sql`(select count(*) from first_band) + (select count(*) from zero_band) < ${wanted}`)})
    select id, name, part_number, brand, tracking, unit_id, min_stock, on_hand, avg_cost, stock_value, stocked
      from (select * from first_band union all select * from zero_band union all select * from last_band) banded
     order by sort_value ${dir}, name_key, id
     limit ${pageSize} offset ${pageNumber * pageSize}`;
}

/** How many parts match, counted no further than ten pages past the one shown (platform/paging.ts). */
export async function countStockRows(
  db: Reader,
  current: Garage,
  f: Pick<StockListFilter, 'q' | 'filter'>,
  pageNumber: number,
  pageSize: number,
): Promise<Array<{ n: number }>> {
  return queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${FROM} where ${listWhere(current, f)}
        limit ${countCap(pageNumber, pageSize)}) capped`,
  );
}

/** Lots in stock that expire in [today, until] (expiring) or before today (expired). */
function lotWhere(current: Garage, kind: 'EXPIRING' | 'EXPIRED', today: string, until: string): SQL {
  const window =
    kind === 'EXPIRED'
      ? sql`l.expiry_date < ${today}::date`
      : sql`l.expiry_date >= ${today}::date and l.expiry_date <= ${until}::date`;
  return sql`l.group_id = ${current.groupId} and l.garage_id = ${current.garageId} and l.on_hand > 0 and ${window}`;
}

export async function lotAlertCounts(
  db: Reader,
  current: Garage,
  today: string,
  until: string,
): Promise<{ expiring: number; expired: number }> {
  const [row] = await queryRows<{ expiring: number; expired: number }>(
    db,
    sql`select count(*) filter (where l.expiry_date >= ${today}::date and l.expiry_date <= ${until}::date)::int as expiring,
               count(*) filter (where l.expiry_date < ${today}::date)::int as expired
          from stock_lot l
         where l.group_id = ${current.groupId} and l.garage_id = ${current.garageId} and l.on_hand > 0
           and l.expiry_date is not null`,
  );
  return { expiring: row?.expiring ?? 0, expired: row?.expired ?? 0 };
}

export interface LotAlertRow extends StockRowData {
  lot_code: string;
  expiry_date: string;
  lot_on_hand: string;
}

/** Batches expiring soon (soonest first) or expired (oldest first), with their parts. */
export async function findLotAlerts(
  db: Reader,
  current: Garage,
  kind: 'EXPIRING' | 'EXPIRED',
  today: string,
  until: string,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: LotAlertRow[]; count: () => Promise<Array<{ n: number }>> }> {
  const where = lotWhere(current, kind, today, until);
  const rows = await queryRows<LotAlertRow>(
    db,
    sql`select p.id, p.name, p.part_number, p.brand, p.tracking, p.unit_id, p.min_stock::text as min_stock,
          coalesce(s.running_stock, 0)::text as on_hand, coalesce(s.avg_cost, 0)::text as avg_cost,
          coalesce(s.stock_value, 0)::text as stock_value, (s.part_id is not null) as stocked,
          l.code as lot_code, l.expiry_date::text as expiry_date, l.on_hand::text as lot_on_hand
        from stock_lot l
        join part p on p.group_id = l.group_id and p.id = l.part_id
        left join part_stock s on s.group_id = l.group_id and s.garage_id = l.garage_id and s.part_id = l.part_id
        where ${where}
        order by l.expiry_date, l.id
        limit ${pageSize} offset ${pageNumber * pageSize}`,
  );
  return {
    rows,
    count: () => queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_lot l where ${where}`),
  };
}

/** A part of this garage (any, active or not) with its stock; undefined when it is not this garage's. */
export async function findPartStock(db: Reader, current: Garage, partId: number): Promise<StockRowData | undefined> {
  const [row] = await queryRows<StockRowData>(
    db,
    sql`select p.id, p.name, p.part_number, p.brand, p.tracking, p.unit_id, p.min_stock::text as min_stock,
          ${onHand}::text as on_hand, coalesce(s.avg_cost, 0)::text as avg_cost,
          coalesce(s.stock_value, 0)::text as stock_value, (s.part_id is not null) as stocked
        ${FROM}
        where p.group_id = ${current.groupId} and p.garage_id = ${current.garageId} and p.id = ${partId}`,
  );
  return row;
}

export async function findPartLots(
  db: Reader,
  current: Garage,
  partId: number,
): Promise<
  Array<{
    id: number | string;
    tracking: 'BATCH' | 'SERIAL';
    code: string;
    expiry_date: string | null;
    on_hand: string;
    held_by: string | null;
  }>
> {
  // held_by: the open order a serial number is promised to (order_serial_hold, decision 056 addendum).
  return queryRows(
    db,
    sql`select l.id, l.tracking, l.code, l.expiry_date::text as expiry_date, l.on_hand::text as on_hand,
               o.external_order_id as held_by
          from stock_lot l
          left join order_serial_hold h
            on h.group_id = l.group_id and h.garage_id = l.garage_id and h.part_id = l.part_id and h.code = l.code
          left join sales_order o on o.group_id = h.group_id and o.id = h.order_id
         where l.group_id = ${current.groupId} and l.garage_id = ${current.garageId} and l.part_id = ${partId} and l.on_hand > 0
         order by l.expiry_date asc nulls last, l.code
         limit 1000`,
  );
}

export interface MovementRowData {
  id: number | string;
  kind: string;
  quantity: string;
  unit_cost: string;
  value: string;
  on_hand_after: string;
  doc_kind: string;
  doc_id: number | string;
  doc_number: string | null;
  lot_code: string | null;
  reason: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_code: string | null;
  mobile: string | null;
  at: Date | string;
}

const movementWhere = (current: Garage, partId: number) =>
  sql`m.group_id = ${current.groupId} and m.garage_id = ${current.garageId} and m.part_id = ${partId}`;

/** A part's movements newest first (stock_movement_part_idx), with the lot and the user's name. */
export async function findMovements(
  db: Reader,
  current: Garage,
  partId: number,
  pageNumber: number,
  pageSize: number,
): Promise<MovementRowData[]> {
  return queryRows<MovementRowData>(
    db,
    sql`select m.id, m.kind, m.quantity::text as quantity, m.unit_cost::text as unit_cost,
          m.value::text as value, m.on_hand_after::text as on_hand_after, m.doc_kind, m.doc_id,
          m.doc_number, l.code as lot_code, m.reason, u.first_name, u.last_name,
          u.country_phone_code as phone_code, u.mobile_number as mobile, m.at
        from stock_movement m
        left join stock_lot l on l.group_id = m.group_id and l.id = m.lot_id
        left join app_user u on u.id = m.user_id
        where ${movementWhere(current, partId)}
        order by m.id desc
        limit ${pageSize} offset ${pageNumber * pageSize}`,
  );
}

export async function countMovements(db: Reader, current: Garage, partId: number): Promise<Array<{ n: number }>> {
  return queryRows(db, sql`select count(*)::int as n from stock_movement m where ${movementWhere(current, partId)}`);
}

export async function lastMovementAt(db: Reader, current: Garage, partId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string }>(
    db,
    sql`select m.at from stock_movement m where ${movementWhere(current, partId)} order by m.id desc limit 1`,
  );
  return row ? new Date(row.at) : null;
}
