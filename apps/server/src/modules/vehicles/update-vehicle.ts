import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockVehicle } from './vehicle.repository.ts';
import { checkVehicleRules, type VehicleInput, vehicleColumns } from './vehicle-input.ts';
import { recordOdometerReading, updateVehicleRow } from './vehicle-write.repository.ts';

/** Edits a vehicle's details; a changed odometer reading is kept as a new reading. The owner stays. */
export async function updateVehicle(tx: Tx, current: Membership, id: number, input: VehicleInput, now: Date): Promise<void> {
  const found = await lockVehicle(tx, current.groupId, id);
  if (!found) throw notFound();
  await checkVehicleRules(tx, current, input, id);
  await updateVehicleRow(tx, current.groupId, id, { ...vehicleColumns(input), updatedAt: now });
  if (input.odometer_reading !== undefined && input.odometer_reading !== null && input.odometer_reading !== found.odometer) {
    await recordOdometerReading(tx, current.groupId, id, input.odometer_reading, now);
  }
}
