import type { AmcItem, AmcPackageCreate } from '@garage/contract';
import { findUnit, Money, quantityText } from '@garage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { amcItem, customer, part, service, vehicle } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;
type Input = z.output<typeof AmcPackageCreate>;
type Row = typeof amcItem.$inferSelect;

const view = (r: Row): AmcItem => ({
  id: r.id,
  customer_id: r.customerId,
  user_car_id: r.userCarId,
  kind: r.kind,
  item_id: r.itemId,
  item_name: r.itemName,
  quantity: quantityText(r.quantity),
  availed_quantity: quantityText(r.availedQuantity),
  discount: new Money(r.discount).toFixed(2),
  unit: findUnit(r.unitId)?.symbol ?? null,
  uom_child: r.unitId,
});

async function requireCustomer(db: Reader, groupId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'customer.notFound');
}

/** AMC items of a customer of the group, as held in the caller's garage. */
export async function customerAmcItems(db: Reader, current: Membership, customerId: number): Promise<AmcItem[]> {
  await requireCustomer(db, current.groupId, customerId);
  const rows = await db
    .select()
    .from(amcItem)
    .where(and(eq(amcItem.groupId, current.groupId), eq(amcItem.garageId, current.garageId), eq(amcItem.customerId, customerId)))
    .orderBy(asc(amcItem.id));
  return rows.map(view);
}

/**
 * Gives a customer a maintenance contract: each item is an active service or part of this garage, named
 * as in the master. A part's quantity is counted in its own unit unless another unit of the same category
 * (ml for a part sold in litres) is chosen.
 */
export async function createAmcPackage(tx: Tx, current: Membership, input: Input): Promise<AmcItem[]> {
  const { groupId, garageId } = current;
  await requireCustomer(tx, groupId, input.customer_id);
  if (input.user_car_id) {
    const [car] = await tx
      .select({ customerId: vehicle.customerId })
      .from(vehicle)
      .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, input.user_car_id)))
      .limit(1);
    if (!car) throw new AppError('NOT_FOUND', 'vehicle.notFound');
    if (car.customerId !== input.customer_id) throw badRequest('amc.vehicleOfOtherCustomer');
  }

  const seen = new Set<string>();
  for (const item of input.items) {
    const key = `${item.kind}:${item.item_id}`;
    if (seen.has(key)) throw badRequest('amc.duplicateItem');
    seen.add(key);
  }
  const ids = (kind: 'service' | 'part') => input.items.filter((i) => i.kind === kind).map((i) => i.item_id);
  const serviceIds = ids('service');
  const partIds = ids('part');
  const services = serviceIds.length
    ? await tx
        .select({ id: service.id, name: service.name })
        .from(service)
        .where(
          and(
            eq(service.groupId, groupId),
            eq(service.garageId, garageId),
            eq(service.active, true),
            inArray(service.id, serviceIds),
          ),
        )
    : [];
  const parts = partIds.length
    ? await tx
        .select({ id: part.id, name: part.name, unitId: part.unitId })
        .from(part)
        .where(and(eq(part.groupId, groupId), eq(part.garageId, garageId), eq(part.active, true), inArray(part.id, partIds)))
    : [];
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const partById = new Map(parts.map((p) => [p.id, p]));

  const values = input.items.map((item) => {
    const base = {
      groupId,
      garageId,
      customerId: input.customer_id,
      userCarId: input.user_car_id ?? null,
      kind: item.kind,
      itemId: item.item_id,
      quantity: item.quantity,
      discount: item.discount,
    };
    if (item.kind === 'service') {
      const found = serviceById.get(item.item_id);
      if (!found) throw badRequest('amc.itemUnknown', { id: item.item_id });
      // A service is counted in times done: no unit.
      return { ...base, itemName: found.name, unitId: null };
    }
    const found = partById.get(item.item_id);
    if (!found) throw badRequest('amc.itemUnknown', { id: item.item_id });
    const own = findUnit(found.unitId);
    const chosen = item.uom_child ? findUnit(item.uom_child) : own;
    if (!own || !chosen || chosen.category_id !== own.category_id) {
      throw badRequest('amc.unitCategory', { name: found.name, unit: own?.symbol ?? '' });
    }
    return { ...base, itemName: found.name, unitId: chosen.unit_id };
  });

  const rows = await tx.insert(amcItem).values(values).returning();
  return rows.sort((a, b) => a.id - b.id).map(view);
}
