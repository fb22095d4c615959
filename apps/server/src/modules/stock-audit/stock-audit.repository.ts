/**
 * Stock audits (decision 057): the audit row, its parts, its audit trail. Tenant-first; a deleted audit
 * is kept (number and trail) and never found again.
 */
import { normalizeSearch, type StockAuditStatus } from '@garage/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { stockAudit, stockAuditActivity, stockAuditPart } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';

type Reader = Db | Tx;
export interface Garage {
  groupId: number;
  garageId: number;
}
export type AuditRow = typeof stockAudit.$inferSelect;

const auditKey = (current: Garage, id: number) =>
  and(
    eq(stockAudit.groupId, current.groupId),
    eq(stockAudit.garageId, current.garageId),
    eq(stockAudit.id, id),
    isNull(stockAudit.deletedAt),
  );

export async function insertAudit(tx: Tx, values: typeof stockAudit.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stockAudit).values(values).returning({ id: stockAudit.id });
  if (!row) throw new Error('stock audit insert returned nothing');
  return row.id;
}

export interface AuditScope {
  all: boolean;
  brand?: string | undefined;
  q?: string | undefined;
  partIds?: readonly number[] | undefined;
}

/** Lists the active parts the audit counts (all, or those matching every given criterion); how many. */
export async function insertAuditParts(tx: Tx, current: Garage, auditId: number, scope: AuditScope): Promise<number> {
  const conditions: SQL[] = [sql`p.group_id = ${current.groupId} and p.garage_id = ${current.garageId} and p.active`];
  if (!scope.all) {
    if (scope.brand) conditions.push(sql`lower(p.brand) = ${scope.brand.trim().toLowerCase()}`);
    const term = normalizeSearch(scope.q ?? '');
    if (term) conditions.push(sql`p.search_text like ${term.length >= 3 ? contains(term) : `${term}%`}`);
    if (scope.partIds?.length)
      conditions.push(
        sql`p.id in (${sql.join(
          scope.partIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with added as (
          insert into stock_audit_part (group_id, audit_id, part_id)
          select p.group_id, ${auditId}, p.id from part p where ${sql.join(conditions, sql` and `)}
          returning 1)
        select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

export async function setAuditNumber(tx: Tx, current: Garage, id: number, number: number, partCount: number): Promise<void> {
  await tx.update(stockAudit).set({ number, partCount }).where(auditKey(current, id));
}

export async function findAudit(db: Reader, current: Garage, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(stockAudit).where(auditKey(current, id));
  return row;
}

/** The audit, locked until the transaction ends: counts and the completion of one audit queue on it. */
export async function lockAudit(tx: Tx, current: Garage, id: number): Promise<AuditRow | undefined> {
  const [row] = await tx.select().from(stockAudit).where(auditKey(current, id)).for('update');
  return row;
}

export async function updateAudit(
  tx: Tx,
  current: Garage,
  id: number,
  set: Partial<typeof stockAudit.$inferInsert>,
): Promise<void> {
  await tx.update(stockAudit).set(set).where(auditKey(current, id));
}

/**
 * Marks the audit COMPLETED if it is still open and something was counted: one conditional statement,
 * so of two completions at once the second finds nothing to update (after the first commits) and stops.
 */
export async function markCompleted(
  tx: Tx,
  current: Garage,
  id: number,
  userId: number,
  now: Date,
): Promise<AuditRow | undefined> {
  const [row] = await tx
    .update(stockAudit)
    .set({ status: 'COMPLETED', completedBy: userId, completedAt: now, updatedAt: now })
    .where(and(auditKey(current, id), sql`${stockAudit.status} <> 'COMPLETED'`, sql`${stockAudit.countedCount} > 0`))
    .returning();
  return row;
}

export async function insertAuditActivity(tx: Tx, values: typeof stockAuditActivity.$inferInsert): Promise<void> {
  await tx.insert(stockAuditActivity).values(values);
}

export interface LineRowData {
  part_id: number | string;
  name: string;
  part_number: string | null;
  brand: string | null;
  tracking: 'NONE' | 'BATCH' | 'SERIAL';
  unit_id: number;
  counted: string | null;
  system_quantity: string | null;
  avg_cost: string | null;
  on_hand: string;
  adjusted_quantity: string | null;
  adjusted_value: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_code: string | null;
  mobile: string | null;
  counted_at: Date | string | null;
  serials: string[] | null;
  system_serials: string[] | null;
}

export type LineState = 'ALL' | 'COUNTED' | 'UNCOUNTED' | 'VARIANCE';

function lineWhere(current: Garage, auditId: number, state: LineState, q?: string, partId?: number): SQL {
  const conditions: SQL[] = [sql`a.group_id = ${current.groupId} and a.audit_id = ${auditId}`];
  if (state === 'COUNTED') conditions.push(sql`a.counted is not null`);
  if (state === 'UNCOUNTED') conditions.push(sql`a.counted is null`);
  if (state === 'VARIANCE')
    conditions.push(sql`a.counted is not null and (a.counted <> a.system_quantity or a.serials <> a.system_serials)`);
  const term = normalizeSearch(q ?? '');
  if (term) conditions.push(sql`p.search_text like ${term.length >= 3 ? contains(term) : `${term}%`}`);
  if (partId !== undefined) conditions.push(sql`a.part_id = ${partId}`);
  return sql.join(conditions, sql` and `);
}

const LINE_SELECT = sql`select p.id as part_id, p.name, p.part_number, p.brand, p.tracking, p.unit_id,
    a.counted::text as counted, a.system_quantity::text as system_quantity, a.avg_cost::text as avg_cost,
    coalesce(s.running_stock, 0)::text as on_hand, a.adjusted_quantity::text as adjusted_quantity,
    a.adjusted_value::text as adjusted_value, u.first_name, u.last_name, u.country_phone_code as phone_code,
    u.mobile_number as mobile, a.counted_at, a.serials, a.system_serials
  from stock_audit_part a
  join part p on p.group_id = a.group_id and p.id = a.part_id
  left join part_stock s on s.group_id = a.group_id and s.garage_id = p.garage_id and s.part_id = a.part_id
  left join app_user u on u.id = a.counted_by`;

export async function findLines(
  db: Reader,
  current: Garage,
  auditId: number,
  state: LineState,
  q: string | undefined,
  pageNumber: number,
  pageSize: number,
): Promise<LineRowData[]> {
  return queryRows<LineRowData>(
    db,
    sql`${LINE_SELECT} where ${lineWhere(current, auditId, state, q)}
        order by lower(p.name), p.id limit ${pageSize} offset ${pageNumber * pageSize}`,
  );
}

export async function countLines(
  db: Reader,
  current: Garage,
  auditId: number,
  state: LineState,
  q: string | undefined,
): Promise<Array<{ n: number }>> {
  return queryRows(
    db,
    sql`select count(*)::int as n from stock_audit_part a join part p on p.group_id = a.group_id and p.id = a.part_id
        where ${lineWhere(current, auditId, state, q)}`,
  );
}

export async function findLine(db: Reader, current: Garage, auditId: number, partId: number): Promise<LineRowData | undefined> {
  const [row] = await queryRows<LineRowData>(
    db,
    sql`${LINE_SELECT} where ${lineWhere(current, auditId, 'ALL', undefined, partId)}`,
  );
  return row;
}

/** The audit's part whose part number is this scanned or typed code (compared as part numbers are stored). */
export async function findLineByCode(tx: Tx, current: Garage, auditId: number, code: string): Promise<number | undefined> {
  const key = code.toLowerCase().replace(/[\s-]/g, '');
  const [row] = await queryRows<{ part_id: number | string }>(
    tx,
    sql`select a.part_id from stock_audit_part a join part p on p.group_id = a.group_id and p.id = a.part_id
        where a.group_id = ${current.groupId} and a.audit_id = ${auditId}
          and p.garage_id = ${current.garageId} and p.part_number_key = ${key}
        limit 1`,
  );
  return row ? Number(row.part_id) : undefined;
}

/**
 * The audit's serial-tracked parts that have (or had) a serial number equal to this code, ignoring case
 * and spaces as scanners differ.
 */
export async function findLinesBySerial(
  tx: Tx,
  current: Garage,
  auditId: number,
  code: string,
): Promise<Array<{ partId: number; code: string }>> {
  const rows = await queryRows<{ part_id: number | string; code: string }>(
    tx,
    sql`select a.part_id, l.code from stock_audit_part a
          join part p on p.group_id = a.group_id and p.id = a.part_id
          join stock_lot l on l.group_id = a.group_id and l.garage_id = p.garage_id and l.part_id = a.part_id
        where a.group_id = ${current.groupId} and a.audit_id = ${auditId} and p.garage_id = ${current.garageId}
          and p.tracking = 'SERIAL' and lower(replace(l.code, ' ', '')) = ${code.toLowerCase().replace(/\s/g, '')}
        limit 5`,
  );
  return rows.map((r) => ({ partId: Number(r.part_id), code: r.code }));
}

/** The serial numbers of a part in stock now, sorted. */
export async function serialsInStock(db: Reader, current: Garage, partIds: readonly number[]): Promise<Map<number, string[]>> {
  if (partIds.length === 0) return new Map();
  const rows = await queryRows<{ part_id: number | string; code: string }>(
    db,
    sql`select part_id, code from stock_lot
        where group_id = ${current.groupId} and garage_id = ${current.garageId} and tracking = 'SERIAL' and on_hand = 1
          and part_id in (${sql.join(
            partIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by part_id, code`,
  );
  const out = new Map<number, string[]>(partIds.map((id) => [id, []]));
  for (const r of rows) out.get(Number(r.part_id))?.push(r.code);
  return out;
}

/** The part's on hand and average cost now (the count's system quantity). */
export async function currentStock(tx: Tx, current: Garage, partId: number): Promise<{ onHand: string; avgCost: string }> {
  const [row] = await queryRows<{ on_hand: string; avg_cost: string }>(
    tx,
    sql`select running_stock::text as on_hand, avg_cost::text as avg_cost from part_stock
        where group_id = ${current.groupId} and garage_id = ${current.garageId} and part_id = ${partId}`,
  );
  return { onHand: row?.on_hand ?? '0', avgCost: row?.avg_cost ?? '0' };
}

export async function saveCount(
  tx: Tx,
  current: Garage,
  auditId: number,
  partId: number,
  set: {
    counted: string;
    systemQuantity: string;
    avgCost: string;
    countedBy: number;
    countedAt: Date;
    serials: string[] | null;
    systemSerials: string[] | null;
  },
): Promise<void> {
  await tx
    .update(stockAuditPart)
    .set(set)
    .where(
      and(eq(stockAuditPart.groupId, current.groupId), eq(stockAuditPart.auditId, auditId), eq(stockAuditPart.partId, partId)),
    );
}

export interface AuditTotalsData {
  counted: number;
  matched: number;
  over: number;
  short: number;
  value_over: string;
  value_short: string;
}

/** Variance totals of the counted parts: what was booked once completed, else estimates at the counted cost. */
export async function auditTotals(db: Reader, current: Garage, auditId: number): Promise<AuditTotalsData> {
  const variance = sql`coalesce(a.adjusted_value, round((a.counted - a.system_quantity) * a.avg_cost, 4))`;
  const [row] = await queryRows<AuditTotalsData>(
    db,
    sql`select count(*)::int as counted,
          count(*) filter (where a.counted = a.system_quantity)::int as matched,
          count(*) filter (where a.counted > a.system_quantity)::int as over,
          count(*) filter (where a.counted < a.system_quantity)::int as short,
          coalesce(sum(${variance}) filter (where a.counted > a.system_quantity), 0)::text as value_over,
          coalesce(sum(${variance}) filter (where a.counted < a.system_quantity), 0)::text as value_short
        from stock_audit_part a
        where a.group_id = ${current.groupId} and a.audit_id = ${auditId} and a.counted is not null`,
  );
  return row ?? { counted: 0, matched: 0, over: 0, short: 0, value_over: '0', value_short: '0' };
}

export interface VarianceLine {
  part_id: number | string;
  name: string;
  tracking: 'NONE' | 'BATCH' | 'SERIAL';
  variance: string;
  avg_cost: string;
  serials: string[] | null;
  system_serials: string[] | null;
}

/** The counted parts whose count differs from the system quantity, in part order (the ledger's lock order). */
export async function varianceLines(tx: Tx, current: Garage, auditId: number): Promise<VarianceLine[]> {
  return queryRows<VarianceLine>(
    tx,
    sql`select a.part_id, p.name, p.tracking, (a.counted - a.system_quantity)::text as variance, a.avg_cost::text as avg_cost,
               a.serials, a.system_serials
          from stock_audit_part a join part p on p.group_id = a.group_id and p.id = a.part_id
         where a.group_id = ${current.groupId} and a.audit_id = ${auditId}
           and a.counted is not null and (a.counted <> a.system_quantity or a.serials <> a.system_serials)
         order by a.part_id`,
  );
}

/** Writes what the completion booked per part, a thousand parts a statement. */
export async function saveAdjustments(
  tx: Tx,
  current: Garage,
  auditId: number,
  rows: ReadonlyArray<{ partId: number; quantity: string; value: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await tx.execute(sql`update stock_audit_part a
        set adjusted_quantity = v.q, adjusted_value = v.v
        from (values ${sql.join(
          chunk.map((r) => sql`(${r.partId}::bigint, ${r.quantity}::numeric, ${r.value}::numeric)`),
          sql`, `,
        )}) as v(part_id, q, v)
        where a.group_id = ${current.groupId} and a.audit_id = ${auditId} and a.part_id = v.part_id`);
  }
}

/** Variance lines of the report, largest value first (estimates until completed). */
export async function reportLines(db: Reader, current: Garage, auditId: number, limit: number): Promise<LineRowData[]> {
  return queryRows<LineRowData>(
    db,
    sql`${LINE_SELECT} where ${lineWhere(current, auditId, 'VARIANCE')}
        order by abs(coalesce(a.adjusted_value, (a.counted - a.system_quantity) * a.avg_cost)) desc, lower(p.name), p.id
        limit ${limit}`,
  );
}

export async function listAudits(
  db: Reader,
  current: Garage,
  status: StockAuditStatus | undefined,
  pageNumber: number,
  pageSize: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(stockAudit)
    .where(
      and(
        eq(stockAudit.groupId, current.groupId),
        eq(stockAudit.garageId, current.garageId),
        isNull(stockAudit.deletedAt),
        status ? eq(stockAudit.status, status) : undefined,
      ),
    )
    .orderBy(sql`${stockAudit.id} desc`)
    .limit(pageSize)
    .offset(pageNumber * pageSize);
}

export async function countAudits(
  db: Reader,
  current: Garage,
  status: StockAuditStatus | undefined,
): Promise<Array<{ n: number }>> {
  return queryRows(
    db,
    sql`select count(*)::int as n from stock_audit where group_id = ${current.groupId} and garage_id = ${current.garageId}
        and deleted_at is null ${status ? sql`and status = ${status}` : sql``}`,
  );
}

export async function auditStats(
  db: Reader,
  current: Garage,
): Promise<{ byStatus: Array<{ status: StockAuditStatus; n: number }>; lastCompleted: Date | null }> {
  const byStatus = await queryRows<{ status: StockAuditStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from stock_audit
        where group_id = ${current.groupId} and garage_id = ${current.garageId} and deleted_at is null group by status`,
  );
  const [last] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select max(completed_at) as at from stock_audit
        where group_id = ${current.groupId} and garage_id = ${current.garageId} and deleted_at is null`,
  );
  return { byStatus, lastCompleted: last?.at ? new Date(last.at) : null };
}

/** Names of users by id (created by, completed by). */
export async function userNames(db: Reader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number | string;
    first_name: string | null;
    last_name: string | null;
    phone_code: string;
    mobile: string;
  }>(
    db,
    sql`select id, first_name, last_name, country_phone_code as phone_code, mobile_number as mobile from app_user
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      [r.first_name, r.last_name].filter(Boolean).join(' ').trim() || `+${r.phone_code} ${r.mobile}`,
    ]),
  );
}
