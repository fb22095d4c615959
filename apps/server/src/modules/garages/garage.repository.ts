import type { Garage } from '@garage/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { garage, garageGroup, garageUser, subscription } from '../../db/schema.ts';

type Reader = Db | Tx;

const columns = {
  garage,
  groupName: garageGroup.name,
  subscription,
};

function toView(row: {
  garage: typeof garage.$inferSelect;
  groupName: string;
  subscription: typeof subscription.$inferSelect | null;
  roles: string | null;
}): Garage {
  const g = row.garage;
  return {
    garage_id: g.id,
    garage_name: g.name,
    garage_group_id: g.groupId,
    group_id: g.groupId,
    group_name: row.groupName,
    time_zone: g.timeZone,
    country_code: g.countryCode,
    currency_code: g.currencyCode,
    head_office: g.headOffice,
    inventory_enabled: g.inventoryEnabled,
    part_issuance_enabled: g.partIssuanceEnabled,
    address: g.address,
    mobile_number: g.mobileNumber,
    country_phone_code: g.countryPhoneCode,
    email: g.email,
    logo_url: g.logoUrl,
    type: g.type,
    established_date: g.establishedDate,
    extra_information: (g.extraInformation ?? {}) as Garage['extra_information'],
    subscription: row.subscription
      ? {
          subscription_type: row.subscription.subscriptionType,
          start_date: row.subscription.startDate.toISOString(),
          end_date: row.subscription.endDate.toISOString(),
        }
      : null,
    roles: row.roles ?? '',
    created_at: g.createdAt.toISOString(),
  };
}

/** A garage of a group, as the given user sees it (their roles there, if any). */
export async function findGarage(db: Reader, groupId: number, garageId: number, userId: number): Promise<Garage | null> {
  const [row] = await db
    .select({ ...columns, roles: garageUser.roles })
    .from(garage)
    .innerJoin(garageGroup, eq(garageGroup.id, garage.groupId))
    .leftJoin(subscription, and(eq(subscription.groupId, garage.groupId), eq(subscription.garageId, garage.id)))
    .leftJoin(
      garageUser,
      and(
        eq(garageUser.groupId, garage.groupId),
        eq(garageUser.garageId, garage.id),
        eq(garageUser.userId, userId),
        eq(garageUser.active, true),
      ),
    )
    .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)))
    .limit(1);
  return row ? toView(row) : null;
}

/** Every garage the user is an active member of, across groups. */
export async function listGaragesOfUser(db: Reader, userId: number): Promise<Garage[]> {
  const rows = await db
    .select({ ...columns, roles: garageUser.roles })
    .from(garageUser)
    .innerJoin(garage, and(eq(garage.groupId, garageUser.groupId), eq(garage.id, garageUser.garageId)))
    .innerJoin(garageGroup, eq(garageGroup.id, garage.groupId))
    .leftJoin(subscription, and(eq(subscription.groupId, garage.groupId), eq(subscription.garageId, garage.id)))
    .where(and(eq(garageUser.userId, userId), eq(garageUser.active, true)))
    .orderBy(garage.name, garage.id);
  return rows.map(toView);
}

export async function garageIdsOfUser(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: garageUser.garageId })
    .from(garageUser)
    .where(and(eq(garageUser.userId, userId), eq(garageUser.active, true)));
  return rows.map((r) => r.id);
}

export async function garagesExist(db: Reader, groupId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: garage.id })
    .from(garage)
    .where(and(eq(garage.groupId, groupId), inArray(garage.id, ids)));
  return rows.length === new Set(ids).size;
}
