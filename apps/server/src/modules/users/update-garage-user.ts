import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { countOtherOwners, findMember, type GarageUserView, updateMember } from './user.repository.ts';

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
    (await countOtherOwners(tx, current, input.user_id)) === 0
  ) {
    throw badRequest('perm.lastOwner');
  }
  await updateMember(tx, current, input.user_id, { active: input.active });
  const view = await findMember(tx, current.groupId, current.garageId, input.user_id);
  if (!view) throw new AppError('NOT_FOUND', 'user.notFound');
  return view;
}
