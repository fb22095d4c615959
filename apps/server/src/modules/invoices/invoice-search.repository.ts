/**
 * Invoice lists and dues: one garage's invoices newest first (invoice_recent_idx), a customer's bills
 * still owed (invoice_due_idx, a partial index of live bills with something due), the trigram index on
 * search_text for numbers, names and mobiles.
 */
import { and, desc, eq, gte, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoice } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';

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

function conditionsOf(scope: { groupId: number; garageId: number }, filter: InvoiceFilter): SQL {
  const conditions: SQL[] = [eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId)];
  if (filter.orderId) conditions.push(eq(invoice.orderId, filter.orderId));
  // A customer's bills are theirs to pay: the insurer's share of a split bill is the insurer's.
  if (filter.customerId) conditions.push(eq(invoice.customerId, filter.customerId), sql`${invoice.share} <> 'INSURER'`);
  if (filter.insurancePartnerId) conditions.push(eq(invoice.insurancePartnerId, filter.insurancePartnerId));
  if (filter.status) conditions.push(eq(invoice.status, filter.status));
  // The partial index's own predicate, so the planner can use it.
  if (filter.dueOnly)
    conditions.push(
      sql`${invoice.status} = 'ACTIVE' and ${invoice.paidAmount} + ${invoice.creditedAmount} < ${invoice.grandTotal}`,
    );
  if (filter.fromDay) conditions.push(gte(invoice.localDay, filter.fromDay));
  if (filter.toDay) conditions.push(sql`${invoice.localDay} <= ${filter.toDay}`);
  if (filter.match) {
    const matches: SQL[] = filter.match.terms.map((t) =>
      t.length >= 3
        ? like(invoice.searchText, contains(t))
        : sql`(${invoice.searchText} like ${`${t}%`} or ${invoice.searchText} like ${`% ${t}%`})`,
    );
    if (filter.match.number !== undefined) matches.push(eq(invoice.number, filter.match.number));
    conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
  }
  return and(...conditions)!;
}

/** One page of invoices, newest first, with the number of matches and the sum of what they leave due. */
export async function findInvoicePage(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: InvoiceFilter,
  pageNumber: number,
  pageSize: number,
) {
  const where = conditionsOf(scope, filter);
  // Dues read oldest first (what to collect first); other lists newest first.
  const order = filter.dueOnly ? [invoice.invoicedAt, invoice.id] : [desc(invoice.invoicedAt), desc(invoice.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invoice)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({
        n: sql<number>`count(*)::int`.mapWith(Number),
        due: sql<string>`coalesce(sum(case when ${invoice.status} = 'ACTIVE' then ${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount} else 0 end), 0)::text`,
      })
      .from(invoice)
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0, totalDue: totals?.due ?? '0' };
}
