import { formatRoles, type Role } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { countOtherOwners, findMember, type GarageUserView, updateMember } from './user.repository.ts';

/** Gives a member of the current garage these roles; the garage never loses its last active owner. */
export async function setGarageUserRoles(tx: Tx, current: Membership, userId: number, roles: string[]): Promise<GarageUserView> {
  const member = await findMember(tx, current.groupId, current.garageId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  if (
    !roles.includes('GARAGE_OWNER') &&
    member.roles.split(',').includes('GARAGE_OWNER') &&
    (await countOtherOwners(tx, current, userId)) === 0
  ) {
    throw badRequest('perm.lastOwner');
  }
  await updateMember(tx, current, userId, { roles: formatRoles(roles as Role[]) });
  const view = await findMember(tx, current.groupId, current.garageId, userId);
  if (!view) throw new AppError('NOT_FOUND', 'user.notFound');
  return view;
}
