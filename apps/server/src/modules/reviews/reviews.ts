import type { Review, ReviewCreate, ReviewQuery } from '@garage/contract';
import { hasReviewMarker, joinReviewComments, localDayRange, splitReviewComments } from '@garage/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, customerReview, salesOrder } from '../../db/schema.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { pageTotal } from '../../platform/paging.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';

type Query = z.output<typeof ReviewQuery>;
type CreateInput = z.output<typeof ReviewCreate>;

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
    customer: { customer_id: r.customerId, display_name: [row.firstName, row.lastName].filter(Boolean).join(' ') },
    rating: r.rating,
    comments: r.comments,
    review_text: text,
    reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** Reviews of a garage created in a garage-local date range, with the given ratings; newest first. */
export async function listReviews(db: Db, garage: PanelGarage, query: Query) {
  const { page_number: pageNumber, page_size: pageSize } = query;
  if (query.from && query.to && query.from > query.to) throw badRequest('panel.dateRange');
  const timeZone = garage.settings.timeZone;
  const conditions: SQL[] = [eq(customerReview.groupId, garage.groupId), eq(customerReview.garageId, garage.garageId)];
  const range = localDayRange(query, timeZone);
  if (range.from) conditions.push(gte(customerReview.createdAt, range.from));
  if (range.before) conditions.push(lt(customerReview.createdAt, range.before));
  const ratings = [...new Set(query.ratings ?? [])];
  if (ratings.length > 0) conditions.push(inArray(customerReview.rating, ratings));
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
  return {
    customer_reviews: rows.map(toView),
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
  };
}

export async function findReview(db: Db, garage: PanelGarage, id: number): Promise<Review | null> {
  const [row] = await base(db)
    .where(
      and(eq(customerReview.groupId, garage.groupId), eq(customerReview.garageId, garage.garageId), eq(customerReview.id, id)),
    )
    .limit(1);
  return row ? toView(row) : null;
}

/**
 * Records the customer's review of an order of this garage. The customer is the order's; an order of
 * another garage is 404, a cancelled order and a second review of one order are 409.
 */
export async function createReview(db: Db, garage: PanelGarage, input: CreateInput, userId: number, now: Date): Promise<number> {
  if (hasReviewMarker(input.review_text) || hasReviewMarker(input.reason)) throw badRequest('review.marker');
  const [order] = await db
    .select({ customerId: salesOrder.customerId, status: salesOrder.status })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, garage.groupId),
        eq(salesOrder.garageId, garage.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, input.order_id),
      ),
    )
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', 'review.orderNotFound');
  if (order.status === 'CANCELLED') throw new AppError('CONFLICT', 'review.orderCancelled');
  try {
    const [row] = await db
      .insert(customerReview)
      .values({
        groupId: garage.groupId,
        garageId: garage.garageId,
        orderId: input.order_id,
        customerId: order.customerId,
        rating: input.rating,
        comments: joinReviewComments(input.review_text, input.reason),
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: customerReview.id });
    if (!row) throw new Error('review insert returned nothing');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'review.exists');
    throw error;
  }
}
