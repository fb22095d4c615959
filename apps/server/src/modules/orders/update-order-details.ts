import type { OrderDetailsUpdate } from '@garage/contract';
import { isOrderEditable, joinComments, type OrderStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { salesOrder } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockDocument } from './order.repository.ts';
import { updateDocument } from './order-write.repository.ts';

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
  await updateDocument(tx, current.groupId, id, { ...set, updatedAt: now });
  await logActivity(tx, current.groupId, id, 'DETAILS', userId, now, { fields: changed });
}
