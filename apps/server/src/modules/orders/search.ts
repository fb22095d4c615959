import type { OrderSearchQuery, OrderSummary } from '@garage/contract';
import { normalizeReg, normalizeSearch, ORDER_TABS, timeZoneOffsetMs } from '@garage/domain';
import { and, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { garage, salesOrder, salesOrderStatusCount } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { contains, countCap, type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import { moneyText } from './order.repository.ts';

type Reader = Db | Tx;
type Query = z.output<typeof OrderSearchQuery>;
interface Garage {
  groupId: number;
  garageId: number;
}

/** The first instant of a garage-local day (YYYY-MM-DD) in the garage's time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const utcGuess = Date.parse(`${day}T00:00:00Z`);
  const first = utcGuess - timeZoneOffsetMs(new Date(utcGuess), timeZone);
  // Near a daylight-saving change the offset at the guess may differ from the offset at the answer.
  return new Date(utcGuess - timeZoneOffsetMs(new Date(first), timeZone));
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface ReadQuery {
  /** An order number the query names or may name. */
  number?: number;
  /** 'ro' or 'qt' when typed: the query is a document number and nothing else. */
  prefix?: 'ro' | 'qt';
  /** Texts the search text must contain (one of them). */
  terms: string[];
}

const MAX_NUMBER = 2_147_483_647;

/**
 * What a search query asks for. 'RO-00012', 'ro 12' and 'QT-7' are document numbers. Digits alone may be
 * an order number or part of a mobile number or plate: three or more are searched in the text as well,
 * one or two name only the order number. Other text is searched in normal form, and without spaces or
 * dashes as well (a plate or a mobile number typed with spaces).
 */
export function readQuery(q: string): ReadQuery {
  const raw = q.trim().replace(/^\+/, '');
  const prefixed = /^(ro|qt)[\s\-#]*(\d{1,10})$/i.exec(raw);
  if (prefixed) {
    const number = Number(prefixed[2]);
    return { prefix: prefixed[1]!.toLowerCase() as 'ro' | 'qt', terms: [], ...(number <= MAX_NUMBER ? { number } : {}) };
  }
  if (/^\d+$/.test(raw)) {
    const number = Number(raw);
    return { ...(number > 0 && number <= MAX_NUMBER ? { number } : {}), terms: raw.length >= 3 ? [raw] : [] };
  }
  // Without spaces and dashes only when there are digits: a plate or a mobile number, not a name.
  const compact = /\d/.test(raw) ? normalizeReg(raw) : '';
  return { terms: [...new Set([normalizeSearch(raw), compact].filter(Boolean))] };
}

function termSql(term: string): SQL {
  if (term.length >= 3) return like(salesOrder.searchText, contains(term));
  // Too short for trigrams: the start of the text or of any word in it.
  return sql`(${salesOrder.searchText} like ${`${term}%`} or ${salesOrder.searchText} like ${`% ${term}%`})`;
}

async function timeZoneOf(db: Reader, current: Garage): Promise<string> {
  const [g] = await db
    .select({ timeZone: garage.timeZone })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, current.garageId)))
    .limit(1);
  return g?.timeZone ?? 'UTC';
}

/**
 * Orders or quotations of this garage, newest first, reading only the row's own snapshot columns.
 * Served by sales_order_recent_idx / sales_order_list_idx (status), sales_order_created_idx (dates) and
 * the trigram index on search_text (q); counts stop ten pages past the one asked for (countCap).
 */
export async function searchDocuments(
  db: Reader,
  current: Garage,
  document: 'ORDER' | 'QUOTE',
  query: Query,
): Promise<Paged<OrderSummary>> {
  const { page_number: pageNumber, page_size: pageSize } = query;
  const conditions: SQL[] = [
    eq(salesOrder.groupId, current.groupId),
    eq(salesOrder.garageId, current.garageId),
    eq(salesOrder.document, document),
  ];
  let statuses: string[] | undefined = query.status?.length ? query.status : undefined;
  if (query.tab) {
    if (document === 'QUOTE') throw badRequest('quote.noTabs');
    const tab = ORDER_TABS.find((t) => t.key === query.tab)!.statuses as readonly string[];
    statuses = statuses ? statuses.filter((s) => tab.includes(s)) : [...tab];
  }
  if (statuses) {
    if (statuses.length === 0) return pageOf([], 0, pageNumber, pageSize);
    conditions.push(statuses.length === 1 ? eq(salesOrder.status, statuses[0]!) : inArray(salesOrder.status, statuses));
  }
  if (query.order_type) conditions.push(eq(salesOrder.orderType, query.order_type));
  if (query.customer_id) conditions.push(eq(salesOrder.customerId, query.customer_id));
  if (query.user_car_id) conditions.push(eq(salesOrder.userCarId, query.user_car_id));
  if (query.from || query.to) {
    if (query.from && query.to && query.from > query.to) throw badRequest('order.dateRange');
    const timeZone = await timeZoneOf(db, current);
    if (query.from) conditions.push(gte(salesOrder.createdAt, startOfLocalDay(query.from, timeZone)));
    if (query.to) conditions.push(lt(salesOrder.createdAt, startOfLocalDay(nextDay(query.to), timeZone)));
  }
  let boostNumber: number | undefined;
  if (query.q) {
    const read = readQuery(query.q);
    if (read.prefix && read.prefix !== (document === 'ORDER' ? 'ro' : 'qt')) return pageOf([], 0, pageNumber, pageSize);
    const matches = read.terms.map(termSql);
    if (read.number !== undefined) matches.push(eq(salesOrder.number, read.number));
    if (matches.length === 0) return pageOf([], 0, pageNumber, pageSize);
    conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
    // The order of that number first, then the other matches.
    if (read.number !== undefined && read.terms.length) boostNumber = read.number;
  }
  const where = and(...conditions);
  // Indexes keep id DESC NULLS LAST; the ORDER BY must say so to be served by them. A date range is
  // served by sales_order_created_idx in its own order (newest first as well).
  const newestFirst = sql`${salesOrder.id} desc nulls last`;
  const byDate = query.from || query.to ? [desc(salesOrder.createdAt), newestFirst] : [newestFirst];
  const orderBy = boostNumber !== undefined ? [sql`(${salesOrder.number} = ${boostNumber}) desc`, newestFirst] : byDate;

  // One query for the page and its capped total: the first `cap` matches in page order, counted with a
  // window and cut to the page. Both would otherwise walk the same index (or bitmap) twice.
  const cap = countCap(pageNumber, pageSize);
  const matched = db
    .select({
      order_id: salesOrder.id,
      document: salesOrder.document,
      external_order_id: salesOrder.externalOrderId,
      order_type: salesOrder.orderType,
      status: salesOrder.status,
      customer_id: salesOrder.customerId,
      customer_name: salesOrder.customerName,
      customer_mobile: salesOrder.customerMobile,
      user_car_id: salesOrder.userCarId,
      reg_number: salesOrder.regNumber,
      vehicle_name: salesOrder.vehicleName,
      total_amount: salesOrder.grandTotal,
      estimated_delivery_time: salesOrder.estimatedDeliveryTime,
      expiry_date: salesOrder.expiryDate,
      garage_recommendation: salesOrder.garageRecommendation,
      created_at: salesOrder.createdAt,
      boost: (boostNumber !== undefined ? sql<boolean>`(${salesOrder.number} = ${boostNumber})` : sql<boolean>`false`).as(
        'boost',
      ),
    })
    .from(salesOrder)
    .where(where)
    .orderBy(...orderBy)
    .limit(cap)
    .as('matched');
  const { boost: _boost, ...columns } = matched._.selectedFields;
  const rows = await db
    .select({ ...columns, matches: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matched)
    .orderBy(desc(matched.boost), ...(query.from || query.to ? [desc(matched.created_at)] : []), desc(matched.order_id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total =
    rows[0]?.matches ??
    (await pageTotal(0, pageNumber, pageSize, () =>
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from ${salesOrder} where ${where} order by ${sql.join(byDate, sql`, `)} limit ${cap}) capped`,
      ),
    ));
  return pageOf(
    rows.map(({ matches: _, ...r }) => ({
      ...r,
      total_amount: moneyText(r.total_amount),
      estimated_delivery_time: r.estimated_delivery_time ? r.estimated_delivery_time.toISOString() : null,
      created_at: r.created_at.toISOString(),
    })),
    total,
    pageNumber,
    pageSize,
    true,
  );
}

/**
 * Orders of this garage in each list tab: one grouped read of the per-status counts the sales_order
 * triggers keep (sales_order_status_count), so it costs the same for 200 or 200,000 orders.
 */
export async function countOrderTabs(db: Reader, current: Garage): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: salesOrderStatusCount.status, n: salesOrderStatusCount.n })
    .from(salesOrderStatusCount)
    .where(
      and(
        eq(salesOrderStatusCount.groupId, current.groupId),
        eq(salesOrderStatusCount.garageId, current.garageId),
        eq(salesOrderStatusCount.document, 'ORDER'),
      ),
    );
  const counts: Record<string, number> = {};
  for (const tab of ORDER_TABS) {
    const statuses = tab.statuses as readonly string[];
    counts[tab.key] = rows.filter((r) => statuses.includes(r.status)).reduce((acc, r) => acc + r.n, 0);
  }
  return counts;
}
