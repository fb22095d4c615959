import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockVehicle } from './vehicle.repository.ts';
import { requireCustomer } from './vehicle-input.ts';
import { closeOwnership, insertOwnership, updateVehicleRow } from './vehicle-write.repository.ts';

/** Moves a vehicle to another customer of the group; the previous ownership is closed, not erased. */
export async function changeVehicleOwner(
  tx: Tx,
  current: Membership,
  id: number,
  customerId: number,
  note: string | undefined,
  now: Date,
  userId: number,
) {
  const found = await lockVehicle(tx, current.groupId, id);
  if (!found) throw notFound();
  await requireCustomer(tx, current.groupId, customerId);
  if (found.customerId === customerId) throw badRequest('vehicle.sameOwner');
  await closeOwnership(tx, current.groupId, id, now);
  await insertOwnership(tx, {
    groupId: current.groupId,
    userCarId: id,
    customerId,
    fromAt: now,
    note: note || null,
    changedBy: userId,
  });
  await updateVehicleRow(tx, current.groupId, id, { customerId, updatedAt: now });
}
