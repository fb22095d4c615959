/**
 * Writes of vehicles, their ownerships and odometer readings; tenant-first. The use cases decide what to
 * write; the statements live here.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vehicle, vehicleOdometer, vehicleOwner } from '../../db/schema.ts';

export async function insertVehicle(tx: Tx, values: typeof vehicle.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vehicle).values(values).returning({ id: vehicle.id });
  if (!row) throw new Error('vehicle insert returned nothing');
  return row.id;
}

export async function updateVehicleRow(
  tx: Tx,
  groupId: number,
  id: number,
  values: Partial<typeof vehicle.$inferInsert>,
): Promise<void> {
  await tx
    .update(vehicle)
    .set(values)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, id)));
}

export async function insertOwnership(tx: Tx, values: typeof vehicleOwner.$inferInsert): Promise<void> {
  await tx.insert(vehicleOwner).values(values);
}

/** Ends the vehicle's open ownership at `at`; the row stays as history. */
export async function closeOwnership(tx: Tx, groupId: number, userCarId: number, at: Date): Promise<void> {
  await tx
    .update(vehicleOwner)
    .set({ toAt: at })
    .where(and(eq(vehicleOwner.groupId, groupId), eq(vehicleOwner.userCarId, userCarId), isNull(vehicleOwner.toAt)));
}

export async function recordOdometerReading(
  tx: Tx,
  groupId: number,
  userCarId: number,
  reading: number,
  at: Date,
): Promise<void> {
  await tx.insert(vehicleOdometer).values({ groupId, userCarId, reading, recordedAt: at });
}
