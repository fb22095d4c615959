import type { LostSaleCreate } from '@garage/contract';
import { convertQuantity, Money } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, lostSale, part, salesOrder } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { type LostSaleView, lostSaleRows } from './lost-sale.repository.ts';

type CreateInput = z.output<typeof LostSaleCreate>;

/**
 * Records a part a customer wanted and the garage could not sell (decision 056, POST oms/lost_sale):
 * a catalogue part of this garage (its quantity kept in the part's own unit) or a part by name; the
 * customer of this group and the order of this garage it happened on, when given (another tenant's ids:
 * 404). On an order, the order's activity says so. Once per Idempotency-Key.
 */
export async function recordLostSale(
  db: Db,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: LostSaleView }> {
  const { groupId, garageId } = current;
  const result = await idempotent(db, { userId, scope: `lostSale:${garageId}`, key, body }, async (tx) => {
    let name = body.part_name?.trim() ?? '';
    let quantity = new Money(body.quantity);
    let unitId = body.unit_id ?? null;
    if (body.part_id) {
      const [p] = await tx
        .select({ name: part.name, unitId: part.unitId })
        .from(part)
        .where(and(eq(part.groupId, groupId), eq(part.garageId, garageId), eq(part.id, body.part_id)));
      if (!p) throw new AppError('NOT_FOUND', 'catalogue.itemUnknown');
      name = p.name;
      if (unitId !== null && unitId !== p.unitId) {
        const converted = convertQuantity(body.quantity, unitId, p.unitId);
        if (!converted) throw badRequest('parts.unitMismatch', { part: p.name });
        quantity = converted;
      }
      unitId = p.unitId;
    }
    if (body.customer_id) {
      const [c] = await tx
        .select({ id: customer.id })
        .from(customer)
        .where(and(eq(customer.groupId, groupId), eq(customer.id, body.customer_id)));
      if (!c) throw new AppError('NOT_FOUND', 'customer.notFound');
    }
    let customerId = body.customer_id ?? null;
    if (body.order_id) {
      const [o] = await tx
        .select({ id: salesOrder.id, customerId: salesOrder.customerId })
        .from(salesOrder)
        .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.garageId, garageId), eq(salesOrder.id, body.order_id)));
      if (!o) throw new AppError('NOT_FOUND', 'order.notFound');
      customerId ??= o.customerId;
    }
    const q = quantity.toDecimalPlaces(3, Money.ROUND_HALF_UP);
    if (!q.gt(0)) throw badRequest('order.quantity');
    const [row] = await tx
      .insert(lostSale)
      .values({
        groupId,
        garageId,
        partId: body.part_id ?? null,
        partName: name,
        quantity: q.toFixed(3),
        unitId,
        customerId,
        orderId: body.order_id ?? null,
        reason: body.reason,
        note: body.note?.trim() || null,
        userId,
        at: now,
      })
      .returning({ id: lostSale.id });
    const id = row!.id;
    if (body.order_id)
      await logActivity(tx, groupId, body.order_id, 'LOST_SALE', userId, now, {
        lost_sale_id: id,
        part_id: body.part_id ?? null,
        part: name,
        quantity: q.toFixed(),
        reason: body.reason,
      });
    return { status: 201, body: { id } };
  });
  const [view] = await lostSaleRows(db, current, { id: result.body.id }, { limit: 1, offset: 0 });
  if (!view) throw new AppError('NOT_FOUND', 'http.notFound');
  return { ...result, view };
}
