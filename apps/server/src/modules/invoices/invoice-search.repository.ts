/**
 * Invoice lists and dues: one garage's invoices newest first (invoice_recent_idx), its bills still owed
 * oldest first (invoice_due_day_idx) and a customer's (invoice_due_idx), both partial indexes of the bills
 * with something due that end in `due`, so what a list leaves owed is summed from the index alone; the
 * trigram index on search_text for names and mobiles; a whole invoice number by invoice_number_uq.
 */
import { and, eq, gte, like, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { invoice } from '../../db/schema.ts';
import { contains, countCap } from '../../platform/paging.ts';

type Reader = Db | Tx;

export interface InvoiceFilter {
  orderId?: number;
  customerId?: number;
  insurancePartnerId?: number;
  status?: 'ACTIVE' | 'VOID';
  dueOnly?: boolean;
  /** Invoice days from / to (garage-local YYYY-MM-DD, inclusive). */
  fromDay?: string;
  toDay?: string;
  /** Texts the search text must contain (one of them), or the number within its year. */
  match?: { terms: string[]; number?: number };
}

/** A bill with something still owed (the predicate of the due indexes, word for word). */
const owed = sql`${invoice.due} > 0`;

/**
 * A whole invoice number in normal form ("inv 26 27 00012", "jed 2026 00012"): its search text starts with
 * it, so it is that year's number (looked up by invoice_number_uq) and not a text to find by trigrams,
 * whose most common ones ("inv", " 26") every invoice has.
 */
const wholeNumber = /^[\p{L}\p{N} ]*\p{L}[\p{L}\p{N} ]* (?:(\d{2}) (\d{2})|(\d{4})) (\d{5,9})$/u;

function termSql(term: string): SQL {
  const whole = wholeNumber.exec(term);
  if (whole) {
    const fy = whole[3] ?? `${whole[1]}-${whole[2]}`;
    return sql`(${invoice.fy} = ${fy} and ${invoice.number} = ${Number(whole[4])} and ${invoice.searchText} like ${`${term} %`})`;
  }
  if (term.length >= 3) return like(invoice.searchText, contains(term));
  // Too short for trigrams: the start of the text or of any word in it.
  return sql`(${invoice.searchText} like ${`${term}%`} or ${invoice.searchText} like ${`% ${term}%`})`;
}

function conditionsOf(scope: { groupId: number; garageId: number }, filter: InvoiceFilter): SQL {
  const conditions: SQL[] = [eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId)];
  if (filter.orderId) conditions.push(eq(invoice.orderId, filter.orderId));
  // A customer's bills are theirs to pay: the insurer's share of a split bill is the insurer's.
  if (filter.customerId) conditions.push(eq(invoice.customerId, filter.customerId), sql`${invoice.share} <> 'INSURER'`);
  if (filter.insurancePartnerId) conditions.push(eq(invoice.insurancePartnerId, filter.insurancePartnerId));
  if (filter.status) conditions.push(eq(invoice.status, filter.status));
  // The partial indexes' own predicate, so the planner can use them.
  if (filter.dueOnly) conditions.push(owed);
  // The days, and the instants they can be in any time zone (UTC-12 to UTC+14: a UTC day either side is
  // enough), so invoice_recent_idx reads only those days instead of walking from the newest bill.
  if (filter.fromDay) {
    conditions.push(gte(invoice.localDay, filter.fromDay));
    conditions.push(sql`${invoice.invoicedAt} >= (${filter.fromDay}::date - 1)::timestamp at time zone 'UTC'`);
  }
  if (filter.toDay) {
    conditions.push(sql`${invoice.localDay} <= ${filter.toDay}`);
    conditions.push(sql`${invoice.invoicedAt} < (${filter.toDay}::date + 2)::timestamp at time zone 'UTC'`);
  }
  if (filter.match) {
    const matches: SQL[] = filter.match.terms.map(termSql);
    if (filter.match.number !== undefined) matches.push(eq(invoice.number, filter.match.number));
    conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
  }
  return and(...conditions)!;
}

/**
 * One page of invoices, newest first (dues oldest first), with the number of matches and the sum of what
 * every match leaves due. The sum reads only the bills with something owed (a due index, not the list);
 * the count reads every match unless `capCount`, when it stops ten pages past this one (countCap) as the
 * order and customer lists do, and `capped` tells that there are more.
 */
export async function findInvoicePage(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: InvoiceFilter,
  pageNumber: number,
  pageSize: number,
  options: { capCount?: boolean } = {},
) {
  const where = conditionsOf(scope, filter);
  // Dues read oldest first (what to collect first); other lists newest first.
  // Index order word for word: invoice_recent_idx keeps DESC NULLS LAST, a plain DESC would sort them all.
  const order = filter.dueOnly
    ? [invoice.invoicedAt, invoice.id]
    : [sql`${invoice.invoicedAt} desc nulls last`, sql`${invoice.id} desc nulls last`];
  const cap = options.capCount ? countCap(pageNumber, pageSize) : undefined;
  const [rows, [counted], [sum]] = await Promise.all([
    db
      .select()
      .from(invoice)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    cap === undefined
      ? db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(invoice)
          .where(where)
      : queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (select 1 from ${invoice} where ${where} limit ${cap}) capped`,
        ),
    db
      .select({ due: sql<string>`coalesce(sum(${invoice.due}), 0)::text` })
      .from(invoice)
      .where(filter.dueOnly ? where : and(where, owed)),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, capped: cap !== undefined && total >= cap, totalDue: sum?.due ?? '0' };
}
