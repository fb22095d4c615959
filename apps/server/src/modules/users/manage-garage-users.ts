import { formatRoles, type Role } from '@garage/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { garageUser } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findMember, type GarageUserView } from './user.repository.ts';

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
  active?: boolean | undefined;
}

/** Makes a membership of the current garage active or inactive; the person's profile is theirs alone. */
export async function updateGarageUser(tx: Tx, current: Membership, input: GarageUserChanges): Promise<GarageUserView> {
  const member = await findMember(tx, current.groupId, current.garageId, input.user_id);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  if (input.active === undefined) return member;
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
  const view = await findMember(tx, current.groupId, current.garageId, input.user_id);
  if (!view) throw new AppError('NOT_FOUND', 'user.notFound');
  return view;
}
