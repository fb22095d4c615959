import { ORDER_CANCEL, type OrderDetailsUpdate, type OrderProgress } from '@garage/contract';
import { canProgress, hasAnyRole, isOrderEditable, joinComments, type MessageKey, type OrderStatus } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { cancelReason, salesOrder } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { giveBackAmc, lockAmcItems } from './amc-rule.ts';
import { lockDocument, logActivity } from './create-order.ts';
import { amcUsedBy } from './price-document.ts';

/** An active cancel reason of this garage of the given type; required when cancelling. */
export async function activeCancelReason(
  tx: Tx,
  current: Membership,
  type: 'ORDER' | 'QUOTE',
  id: number | null | undefined,
): Promise<{ id: number; reason: string }> {
  if (!id) throw badRequest('order.cancelReasonRequired');
  const [row] = await tx
    .select({ id: cancelReason.id, reason: cancelReason.reason })
    .from(cancelReason)
    .where(
      and(
        eq(cancelReason.groupId, current.groupId),
        eq(cancelReason.garageId, current.garageId),
        eq(cancelReason.id, id),
        eq(cancelReason.type, type),
        eq(cancelReason.active, true),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('order.cancelReasonUnknown');
  return row;
}

/**
 * Moves a document from the status it was read in to another: `where status = from`, so of two
 * concurrent moves only one changes the row and the other is told the document changed meanwhile.
 */
export async function conditionalMove(
  tx: Tx,
  current: Membership,
  id: number,
  from: string,
  to: string,
  reason: { id: number; reason: string } | null,
  now: Date,
  changedKey: MessageKey,
): Promise<void> {
  const moved = await tx
    .update(salesOrder)
    .set({
      status: to,
      updatedAt: now,
      ...(reason ? { cancelReasonId: reason.id, cancelReason: reason.reason } : {}),
    })
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.id, id),
        eq(salesOrder.status, from),
      ),
    )
    .returning({ id: salesOrder.id });
  if (moved.length === 0) throw new AppError('CONFLICT', changedKey);
}

/**
 * A person moves an order along the status machine (ORDER_PROGRESS). Cancelling needs an ORDER_CANCEL
 * role and an active ORDER cancel reason; a cancelled AMC order gives back what it used of the contract.
 */
export async function progressOrder(
  tx: Tx,
  current: Membership,
  id: number,
  body: z.output<typeof OrderProgress>,
  userId: number,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ status: salesOrder.status, orderType: salesOrder.orderType })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  const from = row.status as OrderStatus;
  const to = body.status;
  if (to === 'CANCELLED' && !hasAnyRole(current.roles, ORDER_CANCEL)) throw forbidden('order.cancelForbidden');
  if (!canProgress(from, to)) throw new AppError('CONFLICT', 'order.moveNotAllowed', { from, to });
  const reason = to === 'CANCELLED' ? await activeCancelReason(tx, current, 'ORDER', body.cancel_reason_id) : null;
  await conditionalMove(tx, current, id, from, to, reason, now, 'order.changedMeanwhile');
  let givenBack: Array<{ amc_item_id: number; availed: string }> = [];
  if (to === 'CANCELLED' && row.orderType === 'AMC') {
    givenBack = await amcUsedBy(tx, current.groupId, id);
    await lockAmcItems(
      tx,
      current.groupId,
      givenBack.map((g) => g.amc_item_id),
    );
    await giveBackAmc(tx, current.groupId, givenBack);
  }
  await logActivity(tx, current.groupId, id, 'STATUS', userId, now, {
    from,
    to,
    ...(body.note ? { note: body.note } : {}),
    ...(reason ? { reason_id: reason.id, reason: reason.reason } : {}),
    ...(givenBack.length ? { amc_given_back: givenBack } : {}),
  });
}

/**
 * Job card details of an open order (delivery time, odometer, remarks…): only the fields sent change;
 * lines and totals stay.
 */
export async function updateOrderDetails(
  tx: Tx,
  current: Membership,
  id: number,
  body: z.output<typeof OrderDetailsUpdate>,
  userId: number,
  now: Date,
): Promise<void> {
  const row = await lockDocument(tx, current, 'ORDER', id);
  if (!isOrderEditable(row.status as OrderStatus)) throw new AppError('CONFLICT', 'order.notEditable', { status: row.status });
  if (body.estimated_delivery_time === null && row.orderType !== 'COUNTER_SALE') throw badRequest('order.deliveryTime');
  const set: Partial<typeof salesOrder.$inferInsert> = {};
  if (body.estimated_delivery_time) set.estimatedDeliveryTime = new Date(body.estimated_delivery_time);
  if (body.odometer_reading !== undefined) set.odometerReading = body.odometer_reading;
  if (body.lpo_number !== undefined) set.lpoNumber = body.lpo_number || null;
  if (body.garage_recommendation !== undefined) set.garageRecommendation = body.garage_recommendation || null;
  if (body.customer_remarks !== undefined) set.customerRemarks = body.customer_remarks.filter((r) => r.trim());
  if (body.comments !== undefined) set.comments = joinComments(body.comments);
  if (body.order_properties !== undefined) set.orderProperties = body.order_properties;
  const changed = Object.keys(body).filter((k) => (body as Record<string, unknown>)[k] !== undefined);
  await tx
    .update(salesOrder)
    .set({ ...set, updatedAt: now })
    .where(and(eq(salesOrder.groupId, current.groupId), eq(salesOrder.id, id)));
  await logActivity(tx, current.groupId, id, 'DETAILS', userId, now, { fields: changed });
}
