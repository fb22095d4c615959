import type { OrderSearchQuery, OrderSummary } from '@garage/contract';
import { Money, normalizeReg, normalizeSearch, ORDER_TABS, timeZoneOffsetMs } from '@garage/domain';
import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { garage, salesOrder } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { contains, countCap, type Paged, pageOf, pageTotal } from '../../platform/paging.ts';

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

/**
 * The forms of a search text to look for: an order number typed as 'RO-00012' or 'ro 12' becomes
 * 'ro00012' / 'ro12'; other text is searched in normal form, and without spaces or dashes as well (a
 * plate or a mobile number typed with spaces).
 */
export function searchTerms(q: string): string[] {
  const raw = q.trim().replace(/^\+/, '');
  const number = /^(ro|qt)[\s\-#]*(\d+)$/i.exec(raw);
  if (number) return [`${number[1]!.toLowerCase()}${number[2]}`];
  const terms = [normalizeSearch(raw), normalizeReg(raw)].filter(Boolean);
  return [...new Set(terms)];
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
  const terms = query.q ? searchTerms(query.q) : [];
  if (terms.length === 1) conditions.push(termSql(terms[0]!));
  if (terms.length > 1) conditions.push(or(...terms.map(termSql))!);
  const where = and(...conditions);

  const rows = await db
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
    })
    .from(salesOrder)
    .where(where)
    .orderBy(desc(salesOrder.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${salesOrder} where ${where} limit ${countCap(pageNumber, pageSize)}) capped`,
    ),
  );
  return pageOf(
    rows.map((r) => ({
      ...r,
      total_amount: fixedMoney(r.total_amount),
      estimated_delivery_time: r.estimated_delivery_time ? r.estimated_delivery_time.toISOString() : null,
      created_at: r.created_at.toISOString(),
    })),
    total,
    pageNumber,
    pageSize,
    true,
  );
}

// Stored with 4 decimals; shown with at least 2 and as many as the garage's rounding produced.
function fixedMoney(v: string): string {
  const m = new Money(v);
  return m.toFixed(Math.max(2, m.decimalPlaces()));
}

/** Orders of this garage in each list tab, from one grouped query. */
export async function countOrderTabs(db: Reader, current: Garage): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: salesOrder.status, n: count() })
    .from(salesOrder)
    .where(
      and(eq(salesOrder.groupId, current.groupId), eq(salesOrder.garageId, current.garageId), eq(salesOrder.document, 'ORDER')),
    )
    .groupBy(salesOrder.status);
  const counts: Record<string, number> = {};
  for (const tab of ORDER_TABS) {
    const statuses = tab.statuses as readonly string[];
    counts[tab.key] = rows.filter((r) => statuses.includes(r.status)).reduce((acc, r) => acc + Number(r.n), 0);
  }
  return counts;
}
