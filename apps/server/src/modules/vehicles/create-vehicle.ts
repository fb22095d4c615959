import type { VehicleCreate } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkVehicleRules, requireCustomer, vehicleColumns } from './vehicle-input.ts';
import { insertOwnership, insertVehicle, recordOdometerReading } from './vehicle-write.repository.ts';

type CreateInput = z.output<typeof VehicleCreate>;

/** A new vehicle of a customer: its first ownership starts now, and a given odometer reading is its first reading. */
export async function createVehicle(tx: Tx, current: Membership, input: CreateInput, now: Date, userId: number): Promise<number> {
  await requireCustomer(tx, current.groupId, input.customer_id);
  await checkVehicleRules(tx, current, input);
  const id = await insertVehicle(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    customerId: input.customer_id,
    ...vehicleColumns(input),
    createdAt: now,
    updatedAt: now,
  });
  await insertOwnership(tx, {
    groupId: current.groupId,
    userCarId: id,
    customerId: input.customer_id,
    fromAt: now,
    changedBy: userId,
  });
  if (input.odometer_reading !== undefined && input.odometer_reading !== null) {
    await recordOdometerReading(tx, current.groupId, id, input.odometer_reading, now);
  }
  return id;
}
