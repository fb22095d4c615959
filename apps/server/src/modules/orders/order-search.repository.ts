/**
 * Lists and counts of orders and quotations, read from the row's own snapshot columns only. Served by
 * sales_order_recent_idx / sales_order_list_idx (status), sales_order_created_idx (dates) and the
 * trigram index on search_text; counts stop ten pages past the one asked for (countCap).
 */
import type { OrderSummary } from '@garage/contract';
import { and, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { garage, salesOrder, salesOrderStatusCount } from '../../db/schema.ts';
import { contains, countCap, type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import { moneyText } from './order-view.ts';

type Reader = Db | Tx;
interface Garage {
  groupId: number;
  garageId: number;
}

/** What a list asks for, already read from the request (search-documents.ts). */
export interface DocumentFilter {
  document: 'ORDER' | 'QUOTE';
  statuses?: string[];
  orderType?: (typeof salesOrder.$inferSelect)['orderType'];
  customerId?: number;
  userCarId?: number;
  /** Created at or after / before these instants (a garage-local day range, localDayRange). */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Texts the search text must contain (one of them), or the document number. */
  match?: { terms: string[]; number?: number };
  /** The document of this number first, then the other matches. */
  boostNumber?: number;
}

export async function garageTimeZone(db: Reader, current: Garage): Promise<string> {
  const [g] = await db
    .select({ timeZone: garage.timeZone })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, current.garageId)))
    .limit(1);
  return g?.timeZone ?? 'UTC';
}

function termSql(term: string): SQL {
  if (term.length >= 3) return like(salesOrder.searchText, contains(term));
  // Too short for trigrams: the start of the text or of any word in it.
  return sql`(${salesOrder.searchText} like ${`${term}%`} or ${salesOrder.searchText} like ${`% ${term}%`})`;
}

/** One page of documents of this garage, newest first, with a capped total. */
export async function findDocumentPage(
  db: Reader,
  current: Garage,
  filter: DocumentFilter,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<OrderSummary>> {
  const conditions: SQL[] = [
    eq(salesOrder.groupId, current.groupId),
    eq(salesOrder.garageId, current.garageId),
    eq(salesOrder.document, filter.document),
  ];
  const { statuses, boostNumber } = filter;
  if (statuses)
    conditions.push(statuses.length === 1 ? eq(salesOrder.status, statuses[0]!) : inArray(salesOrder.status, statuses));
  if (filter.orderType) conditions.push(eq(salesOrder.orderType, filter.orderType));
  if (filter.customerId) conditions.push(eq(salesOrder.customerId, filter.customerId));
  if (filter.userCarId) conditions.push(eq(salesOrder.userCarId, filter.userCarId));
  if (filter.createdFrom) conditions.push(gte(salesOrder.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(salesOrder.createdAt, filter.createdBefore));
  if (filter.match) {
    const matches = filter.match.terms.map(termSql);
    if (filter.match.number !== undefined) matches.push(eq(salesOrder.number, filter.match.number));
    conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
  }
  const dated = Boolean(filter.createdFrom || filter.createdBefore);
  const where = and(...conditions);
  // Indexes keep id DESC NULLS LAST; the ORDER BY must say so to be served by them. A date range is
  // served by sales_order_created_idx in its own order (newest first as well).
  const newestFirst = sql`${salesOrder.id} desc nulls last`;
  const byDate = dated ? [desc(salesOrder.createdAt), newestFirst] : [newestFirst];
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
    .orderBy(desc(matched.boost), ...(dated ? [desc(matched.created_at)] : []), desc(matched.order_id))
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
 * Documents of this garage per status: one grouped read of the per-status counts the sales_order
 * triggers keep (sales_order_status_count, summed over its slots), so it costs the same for 200 or 200,000
 * orders.
 */
export async function documentStatusCounts(
  db: Reader,
  current: Garage,
  document: 'ORDER' | 'QUOTE',
): Promise<Array<{ status: string; n: number }>> {
  return db
    .select({ status: salesOrderStatusCount.status, n: sql<number>`sum(${salesOrderStatusCount.n})::int` })
    .from(salesOrderStatusCount)
    .where(
      and(
        eq(salesOrderStatusCount.groupId, current.groupId),
        eq(salesOrderStatusCount.garageId, current.garageId),
        eq(salesOrderStatusCount.document, document),
      ),
    )
    .groupBy(salesOrderStatusCount.status);
}
