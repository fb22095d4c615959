/** Customer reviews of a garage's orders: the list and one review as shown, and their writes; tenant-first. */
import type { Review } from '@garage/contract';
import { customerDisplayName, splitReviewComments } from '@garage/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer, customerReview, salesOrder } from '../../db/schema.ts';
import { pageTotal } from '../../platform/paging.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';

function base(db: Db) {
  return db
    .select({
      r: customerReview,
      externalOrderId: salesOrder.externalOrderId,
      firstName: customer.firstName,
      lastName: customer.lastName,
    })
    .from(customerReview)
    .innerJoin(salesOrder, and(eq(salesOrder.groupId, customerReview.groupId), eq(salesOrder.id, customerReview.orderId)))
    .innerJoin(customer, and(eq(customer.groupId, customerReview.groupId), eq(customer.id, customerReview.customerId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toView(row: Row): Review {
  const r = row.r;
  const { text, reason } = splitReviewComments(r.comments);
  return {
    review_id: r.id,
    order_id: r.orderId,
    order: { order_id: r.orderId, external_order_id: row.externalOrderId },
    customer: { customer_id: r.customerId, display_name: customerDisplayName(row) },
    rating: r.rating,
    comments: r.comments,
    review_text: text,
    reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** What a review list asks for (list-reviews.ts): creation instants and ratings. */
export interface ReviewFilter {
  createdFrom?: Date;
  createdBefore?: Date;
  ratings: number[];
}

/** One page of reviews of a garage, newest first, with the total. */
export async function findReviewPage(
  db: Db,
  garage: PanelGarage,
  filter: ReviewFilter,
  pageNumber: number,
  pageSize: number,
): Promise<{ views: Review[]; total: number }> {
  const conditions: SQL[] = [eq(customerReview.groupId, garage.groupId), eq(customerReview.garageId, garage.garageId)];
  if (filter.createdFrom) conditions.push(gte(customerReview.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(customerReview.createdAt, filter.createdBefore));
  if (filter.ratings.length > 0) conditions.push(inArray(customerReview.rating, filter.ratings));
  const rows = await base(db)
    .where(and(...conditions))
    .orderBy(desc(customerReview.createdAt), desc(customerReview.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerReview)
      .where(and(...conditions)),
  );
  return { views: rows.map(toView), total };
}

export async function findReview(db: Db, garage: PanelGarage, id: number): Promise<Review | null> {
  const [row] = await base(db)
    .where(
      and(eq(customerReview.groupId, garage.groupId), eq(customerReview.garageId, garage.garageId), eq(customerReview.id, id)),
    )
    .limit(1);
  return row ? toView(row) : null;
}

/** The customer and status of an order (not a quotation) of this garage. */
export async function orderToReview(
  db: Db,
  garage: PanelGarage,
  orderId: number,
): Promise<{ customerId: number; status: string } | undefined> {
  const [order] = await db
    .select({ customerId: salesOrder.customerId, status: salesOrder.status })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, garage.groupId),
        eq(salesOrder.garageId, garage.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, orderId),
      ),
    )
    .limit(1);
  return order;
}

/** Inserts a review; a second review of one order breaks the unique index (the caller answers 409). */
export async function insertReview(db: Db, values: typeof customerReview.$inferInsert): Promise<number> {
  const [row] = await db.insert(customerReview).values(values).returning({ id: customerReview.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}
