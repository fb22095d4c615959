import type { VehicleHistory } from '@garage/contract';
import { customerDisplayName } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { displayOptions } from './display-options.ts';
import { findVehicle, vehicleOwners, vehicleReadings } from './vehicle.repository.ts';

/** A vehicle with its owners (newest first) and its odometer readings (oldest first). */
export async function vehicleHistory(db: Db, current: Membership, id: number): Promise<z.input<typeof VehicleHistory>> {
  const options = await displayOptions(db, current);
  const found = await findVehicle(db, current.groupId, id, options);
  if (!found) throw notFound();
  const owners = await vehicleOwners(db, current.groupId, id);
  const readings = await vehicleReadings(db, current.groupId, id);
  return {
    ...found,
    owners: owners.map((r) => ({
      customer_id: r.o.customerId,
      customer_name: customerDisplayName(r),
      from: r.o.fromAt.toISOString(),
      to: r.o.toAt ? r.o.toAt.toISOString() : null,
      note: r.o.note,
    })),
    odometer_readings: readings.map((r) => ({ reading: r.reading, unit: options.unit, recorded_at: r.recordedAt.toISOString() })),
  };
}
