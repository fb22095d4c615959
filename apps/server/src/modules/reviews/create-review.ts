import type { ReviewCreate } from '@garage/contract';
import { hasReviewMarker, joinReviewComments } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { insertReview, orderToReview } from './review.repository.ts';

type CreateInput = z.output<typeof ReviewCreate>;

/**
 * Records the customer's review of an order of this garage. The customer is the order's; an order of
 * another garage is 404, a cancelled order and a second review of one order are 409.
 */
export async function createReview(db: Db, garage: PanelGarage, input: CreateInput, userId: number, now: Date): Promise<number> {
  if (hasReviewMarker(input.review_text) || hasReviewMarker(input.reason)) throw badRequest('review.marker');
  const order = await orderToReview(db, garage, input.order_id);
  if (!order) throw new AppError('NOT_FOUND', 'review.orderNotFound');
  if (order.status === 'CANCELLED') throw new AppError('CONFLICT', 'review.orderCancelled');
  try {
    return await insertReview(db, {
      groupId: garage.groupId,
      garageId: garage.garageId,
      orderId: input.order_id,
      customerId: order.customerId,
      rating: input.rating,
      comments: joinReviewComments(input.review_text, input.reason),
      createdBy: userId,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'review.exists');
    throw error;
  }
}
