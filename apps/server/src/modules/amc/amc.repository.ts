/** A customer's maintenance contract items (amc_item) and the masters an item is made from; tenant-first. */
import type { AmcItem } from '@garage/contract';
import { findUnit, Money, quantityText } from '@garage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { amcItem, customer, part, service, vehicle } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;
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

/** A customer of the group, else 404. */
export async function requireCustomer(db: Reader, groupId: number, id: number): Promise<void> {
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

/** The owner of a vehicle of the group; undefined when the group has no such vehicle. */
export async function vehicleOwner(db: Reader, groupId: number, id: number): Promise<{ customerId: number } | undefined> {
  const [car] = await db
    .select({ customerId: vehicle.customerId })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, id)))
    .limit(1);
  return car;
}

/** Active services of this garage among these ids. */
export async function activeServices(db: Reader, current: Membership, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: service.id, name: service.name })
    .from(service)
    .where(
      and(
        eq(service.groupId, current.groupId),
        eq(service.garageId, current.garageId),
        eq(service.active, true),
        inArray(service.id, ids),
      ),
    );
}

/** Active parts of this garage among these ids, with their units. */
export async function activeParts(db: Reader, current: Membership, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: part.id, name: part.name, unitId: part.unitId })
    .from(part)
    .where(
      and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.active, true), inArray(part.id, ids)),
    );
}

/** Inserts contract items; answers them in id order. */
export async function insertAmcItems(tx: Tx, values: Array<typeof amcItem.$inferInsert>): Promise<AmcItem[]> {
  const rows = await tx.insert(amcItem).values(values).returning();
  return rows.sort((a, b) => a.id - b.id).map(view);
}
