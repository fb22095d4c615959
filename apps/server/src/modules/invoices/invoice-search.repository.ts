/**
 * Invoice lists and dues: one garage's invoices newest first (invoice_recent_idx), its bills still owed
 * oldest first (invoice_due_day_idx) and a customer's (invoice_due_idx), both partial indexes of the bills
 * with something due that end in `due`, so what a list leaves owed is summed from the index alone; the
 * trigram index on search_text for names and mobiles; a whole invoice number by invoice_number_uq.
 */
import { and, eq, gte, inArray, like, or, type SQL, sql } from 'drizzle-orm';
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

/** Every condition of the filter but its text (the window of the newest bills applies those first). */
function conditionsOf(scope: { groupId: number; garageId: number }, filter: InvoiceFilter, withMatch = true): SQL {
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
  if (withMatch && filter.match) conditions.push(matchSql(filter.match));
  return and(...conditions)!;
}

/** The text of a search: one of its terms, or its number within the year. */
function matchSql(match: NonNullable<InvoiceFilter['match']>): SQL {
  const matches: SQL[] = match.terms.map(termSql);
  if (match.number !== undefined) matches.push(eq(invoice.number, match.number));
  return matches.length === 1 ? matches[0]! : or(...matches)!;
}

/**
 * How many of the newest bills (of the other conditions) a text search reads before it falls back to the
 * trigram index. A name many bills share ("rao", "swift") fills a page among the newest, where the trigram
 * index would fetch and sort every match (thousands of rows) to show twenty; the walk reads
 * invoice_recent_idx alone (it ends in the search text), 20,000 entries in a few milliseconds. A rare text
 * (a mobile, a plate) is not in the window and costs that walk more than the trigram search.
 */
export const RECENT_WINDOW = 20_000;

type Row = typeof invoice.$inferSelect;

/**
 * A search of all the garage's bills by words alone: not a whole invoice number (invoice_number_uq finds
 * it), not digits that name a number within the year (invoice_number_idx), and no other condition (a
 * customer's or a day's bills have indexes of their own, and invoice_recent_idx does not hold them).
 */
function isPlainTextSearch(filter: InvoiceFilter): filter is InvoiceFilter & { match: NonNullable<InvoiceFilter['match']> } {
  const { match, ...others } = filter;
  if (Object.values(others).some((v) => v !== undefined)) return false;
  return match !== undefined && match.number === undefined && !match.terms.some((term) => wholeNumber.test(term));
}

/** The list's order, and how many of the newest bills a text search reads first. */
type Walk = { order: SQL[]; window: number };

/**
 * The ids of the bills matching a text search among the newest RECENT_WINDOW of the other conditions, in
 * the list's order, at most `cap`. The window is named `invoice` so the text conditions read its columns;
 * it reads only what invoice_recent_idx holds (an index-only scan).
 */
async function matchesInRecentWindow(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: InvoiceFilter,
  { order, window }: Walk,
  cap: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${invoice.id} as id from (
          select ${invoice.id}, ${invoice.invoicedAt}, ${invoice.searchText}
            from ${invoice} where ${conditionsOf(scope, filter, false)}
           order by ${sql.join(order, sql`, `)} limit ${window}
        ) as ${invoice}
        where ${matchSql(filter.match!)}
        order by ${sql.join(order, sql`, `)} limit ${cap}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The bills of these ids (by the primary key, which starts with the group). */
async function rowsByIds(db: Reader, scope: { groupId: number; garageId: number }, ids: number[], order: SQL[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invoice)
    .where(and(eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId), inArray(invoice.id, ids)))
    .orderBy(...order);
}

/** Whether the other conditions match fewer bills than the window holds (then it holds all of them). */
async function windowHoldsAll(db: Reader, scope: { groupId: number; garageId: number }, filter: InvoiceFilter, window: number) {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${invoice} where ${conditionsOf(scope, filter, false)} limit ${window}) w`,
  );
  return Number(counted?.n ?? 0) < window;
}

/**
 * A text search's page and its total from the newest bills, when they hold the page: the total is then
 * the matches among them, exact when the window holds every bill and otherwise a lower bound (`capped`,
 * shown as "1–20 of 143+"): a text most bills share is not counted over the whole table for a figure
 * nobody reads. Undefined when the page is older than the window (the caller searches the whole table).
 */
async function textSearchPage(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: InvoiceFilter,
  walk: Walk,
  pageNumber: number,
  pageSize: number,
  cap: number,
): Promise<{ rows: Row[]; total: number; capped: boolean } | undefined> {
  const { order, window } = walk;
  const ids = await matchesInRecentWindow(db, scope, filter, walk, cap);
  const pageIds = ids.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
  if (ids.length >= cap) return { rows: await rowsByIds(db, scope, pageIds, order), total: cap, capped: true };
  const [all, rows] = await Promise.all([windowHoldsAll(db, scope, filter, window), rowsByIds(db, scope, pageIds, order)]);
  if (all) return { rows, total: ids.length, capped: false };
  // A lower bound must still lead to the next page: the window holds one match past this page.
  if (ids.length <= (pageNumber + 1) * pageSize) return undefined;
  return { rows, total: ids.length, capped: true };
}

async function cappedCount(db: Reader, where: SQL, cap: number): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${invoice} where ${where} limit ${cap}) capped`,
  );
  return Number(counted?.n ?? 0);
}

/**
 * One page of invoices, newest first (dues oldest first), with the number of matches and, when `sumDue`,
 * the sum of what every match leaves due. The sum reads only the bills with something owed (a due index,
 * not the list); the count stops ten pages past this one (countCap) as the order and customer lists do,
 * and `capped` tells that the total is a lower bound. A text search first looks among the newest bills
 * (textSearchPage).
 */
export async function findInvoicePage(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: InvoiceFilter,
  pageNumber: number,
  pageSize: number,
  options: { sumDue: boolean; recentWindow?: number },
): Promise<{ rows: Row[]; total: number; capped: boolean; totalDue: string | undefined }> {
  const where = conditionsOf(scope, filter);
  // Dues read oldest first (what to collect first); other lists newest first.
  // Index order word for word: invoice_recent_idx keeps DESC NULLS LAST, a plain DESC would sort them all.
  const order: SQL[] = filter.dueOnly
    ? [sql`${invoice.invoicedAt}`, sql`${invoice.id}`]
    : [sql`${invoice.invoicedAt} desc nulls last`, sql`${invoice.id} desc nulls last`];
  const cap = countCap(pageNumber, pageSize);
  const sum = options.sumDue
    ? db
        .select({ due: sql<string>`coalesce(sum(${invoice.due}), 0)::text` })
        .from(invoice)
        .where(filter.dueOnly ? where : and(where, owed))
        .then(([row]) => row?.due ?? '0')
    : Promise.resolve(undefined);
  const listed = async () => {
    const window = options.recentWindow ?? RECENT_WINDOW;
    const recent = isPlainTextSearch(filter)
      ? await textSearchPage(db, scope, filter, { order, window }, pageNumber, pageSize, cap)
      : undefined;
    if (recent) return recent;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(invoice)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      cappedCount(db, where, cap),
    ]);
    return { rows, total, capped: total >= cap };
  };
  const [{ rows, total, capped }, totalDue] = await Promise.all([listed(), sum]);
  return { rows, total, capped, totalDue };
}
