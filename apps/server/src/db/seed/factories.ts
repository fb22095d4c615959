import { endOfLocalDay, findCountry, formatRoles, type Role } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { createDefaultTaxCategories } from '../../modules/catalogue/create-default-tax-categories.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Tx } from '../client.ts';
import { appUser, garage, garageGroup, garageProperty, garageUser, subscription } from '../schema.ts';

/**
 * Factories create what they need and return ids. The demo seed and the tests use the same ones.
 * What depends on the date takes the app's clock (a test's FakeClock), never the machine's.
 */
export interface FactoryContext {
  db: Db;
  clock: Clock;
}

let sequence = 0;
// Unique by the sequence alone (each test file has its own database and its own module state), so it
// neither reads the clock nor collides when the clock moves; "7000" keeps it apart from the tests' numbers.
const nextMobile = () => `7000${String(++sequence % 1_000_000).padStart(6, '0')}`;

export interface UserSeed {
  countryPhoneCode?: string;
  mobileNumber?: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  languageCode?: string;
  active?: boolean;
}

export async function createUser(db: Db, seed: UserSeed = {}) {
  const [user] = await db
    .insert(appUser)
    .values({
      countryPhoneCode: seed.countryPhoneCode ?? '91',
      mobileNumber: seed.mobileNumber ?? nextMobile(),
      firstName: seed.firstName ?? 'Test',
      lastName: seed.lastName ?? 'User',
      email: seed.email ?? null,
      languageCode: seed.languageCode ?? 'en',
      active: seed.active ?? true,
    })
    .returning();
  if (!user) throw new Error('createUser returned nothing');
  return user;
}

export interface GarageSeed {
  name?: string;
  countryCode?: string;
  timeZone?: string;
  groupId?: number;
  ownerId?: number;
  trialDays?: number;
  subscriptionType?: 'TRIAL' | 'PAID';
  properties?: Record<string, string | number | boolean>;
  address?: string;
}

/** A garage with its group (unless given), an owner (unless given) and a subscription starting at the clock's now. */
export async function createGarage({ db, clock }: FactoryContext, seed: GarageSeed = {}) {
  const country = findCountry(seed.countryCode ?? 'IN');
  if (!country) throw new Error(`unknown country ${seed.countryCode}`);
  const timeZone = seed.timeZone ?? country.timeZones[0] ?? 'UTC';
  const name = seed.name ?? `Garage ${++sequence}`;
  let groupId = seed.groupId;
  if (groupId === undefined) {
    const [group] = await db.insert(garageGroup).values({ name }).returning({ id: garageGroup.id });
    groupId = group!.id;
  }
  const [row] = await db
    .insert(garage)
    .values({
      groupId,
      name,
      timeZone,
      countryCode: country.code,
      currencyCode: country.currencyCode,
      address: seed.address ?? null,
      countryPhoneCode: country.phoneCode,
    })
    .returning();
  const ownerId = seed.ownerId ?? (await createUser(db, { firstName: 'Owner', lastName: name })).id;
  await db.insert(garageUser).values({ groupId, garageId: row!.id, userId: ownerId, roles: 'GARAGE_OWNER' });
  const now = clock.now();
  await db.insert(subscription).values({
    groupId,
    garageId: row!.id,
    subscriptionType: seed.subscriptionType ?? 'TRIAL',
    startDate: now,
    endDate: endOfLocalDay(now, (seed.trialDays ?? 30) - 1, timeZone),
  });
  await createDefaultTaxCategories(db as unknown as Tx, groupId, row!.id, country.code);
  for (const [propertyName, value] of Object.entries(seed.properties ?? {})) {
    await db.insert(garageProperty).values({ groupId, garageId: row!.id, propertyName, propertyValue: String(value) });
  }
  return { groupId, garageId: row!.id, ownerId, garage: row! };
}

export async function addMember(db: Db, target: { groupId: number; garageId: number }, userId: number, roles: readonly Role[]) {
  await db
    .insert(garageUser)
    .values({ groupId: target.groupId, garageId: target.garageId, userId, roles: formatRoles(roles) })
    .onConflictDoUpdate({
      target: [garageUser.groupId, garageUser.garageId, garageUser.userId],
      set: { roles: formatRoles(roles) },
    });
}

export async function findUserByPhone(db: Db, countryPhoneCode: string, mobileNumber: string) {
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.countryPhoneCode, countryPhoneCode), eq(appUser.mobileNumber, mobileNumber)))
    .limit(1);
  return user;
}
