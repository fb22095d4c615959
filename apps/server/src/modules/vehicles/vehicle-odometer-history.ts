import type { OdometerHistoryPage } from '@garage/contract';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { salesOrder } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { displayOptions } from './display-options.ts';
import { findVehicle } from './vehicle.repository.ts';

/**
 * The odometer readings a vehicle's orders in this garage recorded, newest first. Quotations are not
 * readings (nobody looked at the car), and cancelled orders are left out: they are most often duplicates
 * or mistakes (decision 028). A vehicle of another group is 404.
 */
export async function vehicleOdometerHistory(
  db: Db,
  current: Membership,
  userCarId: number,
  pageNumber: number,
  pageSize: number,
): Promise<z.input<typeof OdometerHistoryPage>> {
  const options = await displayOptions(db, current);
  if (!(await findVehicle(db, current.groupId, userCarId, options))) throw notFound();
  const where = and(
    eq(salesOrder.groupId, current.groupId),
    eq(salesOrder.garageId, current.garageId),
    eq(salesOrder.userCarId, userCarId),
    eq(salesOrder.document, 'ORDER'),
    ne(salesOrder.status, 'CANCELLED'),
    isNotNull(salesOrder.odometerReading),
  );
  const rows = await db
    .select({
      id: salesOrder.id,
      number: salesOrder.externalOrderId,
      status: salesOrder.status,
      reading: salesOrder.odometerReading,
      createdAt: salesOrder.createdAt,
    })
    .from(salesOrder)
    .where(where)
    .orderBy(desc(salesOrder.createdAt), desc(salesOrder.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    db.select({ n: sql<number>`count(*)::int` }).from(salesOrder).where(where),
  );
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
