import type { VehicleHistory } from '@garage/contract';
import { customerDisplayName } from '@garage/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, vehicleOdometer, vehicleOwner } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { displayOptions } from './display-options.ts';
import { findVehicle } from './vehicle.repository.ts';

export async function vehicleHistory(db: Db, current: Membership, id: number): Promise<z.input<typeof VehicleHistory>> {
  const options = await displayOptions(db, current);
  const found = await findVehicle(db, current.groupId, id, options);
  if (!found) throw notFound();
  const owners = await db
    .select({ o: vehicleOwner, firstName: customer.firstName, lastName: customer.lastName })
    .from(vehicleOwner)
    .innerJoin(customer, and(eq(customer.groupId, vehicleOwner.groupId), eq(customer.id, vehicleOwner.customerId)))
    .where(and(eq(vehicleOwner.groupId, current.groupId), eq(vehicleOwner.userCarId, id)))
    .orderBy(desc(vehicleOwner.fromAt), desc(vehicleOwner.id));
  const readings = await db
    .select()
    .from(vehicleOdometer)
    .where(and(eq(vehicleOdometer.groupId, current.groupId), eq(vehicleOdometer.userCarId, id)))
    .orderBy(asc(vehicleOdometer.recordedAt), asc(vehicleOdometer.id));
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
