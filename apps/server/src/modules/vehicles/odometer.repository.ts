/** Odometer readings as the orders of a garage recorded them (sales_order.odometer_reading); tenant-first. */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesOrder } from '../../db/schema.ts';
import { pageTotal } from '../../platform/paging.ts';

/**
 * One page of the readings a vehicle's orders in this garage recorded, newest first, and the total.
 * Quotations are not readings (nobody looked at the car), and cancelled orders are left out: they are
 * most often duplicates or mistakes (decision 028).
 */
export async function orderOdometerReadings(
  db: Db,
  groupId: number,
  garageId: number,
  userCarId: number,
  pageNumber: number,
  pageSize: number,
) {
  const where = and(
    eq(salesOrder.groupId, groupId),
    eq(salesOrder.garageId, garageId),
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
  return { rows, total };
}
