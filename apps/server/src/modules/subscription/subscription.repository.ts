/** A garage's subscription row with the garage fields its answer needs; tenant-first. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garage, subscription } from '../../db/schema.ts';

export async function findGarageSubscription(db: Db, groupId: number, garageId: number) {
  const [row] = await db
    .select({ timeZone: garage.timeZone, countryCode: garage.countryCode, sub: subscription })
    .from(garage)
    .leftJoin(subscription, and(eq(subscription.groupId, garage.groupId), eq(subscription.garageId, garage.id)))
    .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)))
    .limit(1);
  return row;
}
