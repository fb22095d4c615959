import type { OdometerHistoryPage } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { displayOptions } from './display-options.ts';
import { orderOdometerReadings } from './odometer.repository.ts';
import { findVehicle } from './vehicle.repository.ts';

/**
 * The odometer readings a vehicle's orders in this garage recorded, newest first (which orders count:
 * orderOdometerReadings, decision 028). A vehicle of another group is 404.
 */
export async function listOdometerReadings(
  db: Db,
  current: Membership,
  userCarId: number,
  pageNumber: number,
  pageSize: number,
): Promise<z.input<typeof OdometerHistoryPage>> {
  const options = await displayOptions(db, current);
  if (!(await findVehicle(db, current.groupId, userCarId, options))) throw notFound();
  const { rows, total } = await orderOdometerReadings(db, current.groupId, current.garageId, userCarId, pageNumber, pageSize);
  return pageOf(
    rows.map((r) => ({
      order_id: r.id,
      external_order_id: r.number,
      status: r.status,
      reading: r.reading ?? 0,
      unit: options.unit,
      recorded_at: r.createdAt.toISOString(),
    })),
    total,
    pageNumber,
    pageSize,
  );
}
