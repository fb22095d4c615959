import { formatRoles, type Role } from '@garage/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appUser, garageUser } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findMember, type GarageUserView } from './user.repository.ts';

export interface NewGarageUser {
  country_phone_code: string;
  mobile_number: string;
  first_name: string;
  last_name?: string | undefined;
  email?: string | null | undefined;
  roles: string[];
}

/** Adds a person to the current garage. A number that has no user yet gets one (they sign in by code). */
export async function addGarageUser(tx: Tx, current: Membership, input: NewGarageUser): Promise<GarageUserView> {
  await tx
    .insert(appUser)
    .values({
      countryPhoneCode: input.country_phone_code,
      mobileNumber: input.mobile_number,
      firstName: input.first_name,
      lastName: input.last_name || null,
      email: input.email || null,
    })
    .onConflictDoNothing();
  const [user] = await tx
    .select()
    .from(appUser)
    .where(and(eq(appUser.countryPhoneCode, input.country_phone_code), eq(appUser.mobileNumber, input.mobile_number)))
    .limit(1);
  if (!user) throw new Error('user not readable after upsert');
  const inserted = await tx
    .insert(garageUser)
    .values({ groupId: current.groupId, garageId: current.garageId, userId: user.id, roles: formatRoles(input.roles as Role[]) })
    .onConflictDoNothing()
    .returning({ userId: garageUser.userId });
  if (inserted.length === 0) throw badRequest('user.mobileTaken');
  const view = await findMember(tx, current.groupId, current.garageId, user.id);
  if (!view) throw new Error('member not readable after insert');
  return view;
}

/** Owners of the garage other than `userId`, counted inside the transaction. */
async function otherOwners(tx: Tx, current: Membership, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(garageUser)
    .where(
      and(
        eq(garageUser.groupId, current.groupId),
        eq(garageUser.garageId, current.garageId),
        ne(garageUser.userId, userId),
        eq(garageUser.active, true),
        sql`(',' || ${garageUser.roles} || ',') like '%,GARAGE_OWNER,%'`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function setGarageUserRoles(tx: Tx, current: Membership, userId: number, roles: string[]): Promise<GarageUserView> {
  const member = await findMember(tx, current.groupId, current.garageId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  if (
    !roles.includes('GARAGE_OWNER') &&
    member.roles.split(',').includes('GARAGE_OWNER') &&
    (await otherOwners(tx, current, userId)) === 0
  ) {
    throw badRequest('perm.lastOwner');
  }
  await tx
    .update(garageUser)
    .set({ roles: formatRoles(roles as Role[]) })
    .where(
      and(eq(garageUser.groupId, current.groupId), eq(garageUser.garageId, current.garageId), eq(garageUser.userId, userId)),
    );
  const view = await findMember(tx, current.groupId, current.garageId, userId);
  if (!view) throw new AppError('NOT_FOUND', 'user.notFound');
  return view;
}

export interface GarageUserChanges {
  user_id: number;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | null | undefined;
  active?: boolean | undefined;
}

export async function updateGarageUser(tx: Tx, current: Membership, input: GarageUserChanges): Promise<GarageUserView> {
  const member = await findMember(tx, current.groupId, current.garageId, input.user_id);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  const person: Partial<typeof appUser.$inferInsert> = {};
  if (input.first_name !== undefined) person.firstName = input.first_name;
  if (input.last_name !== undefined) person.lastName = input.last_name || null;
  if (input.email !== undefined) person.email = input.email || null;
  if (Object.keys(person).length > 0) await tx.update(appUser).set(person).where(eq(appUser.id, input.user_id));
  if (input.active !== undefined) {
    if (
      !input.active &&
      member.roles.split(',').includes('GARAGE_OWNER') &&
      (await otherOwners(tx, current, input.user_id)) === 0
    ) {
      throw badRequest('perm.lastOwner');
    }
    await tx
      .update(garageUser)
      .set({ active: input.active })
      .where(
        and(
          eq(garageUser.groupId, current.groupId),
          eq(garageUser.garageId, current.garageId),
          eq(garageUser.userId, input.user_id),
        ),
      );
  }
  const view = await findMember(tx, current.groupId, current.garageId, input.user_id);
  if (!view) throw new AppError('NOT_FOUND', 'user.notFound');
  return view;
}
