import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findMember } from '../users/user.repository.ts';
import { activeInOtherGroup, removePasscode } from './passcode.repository.ts';

/**
 * An owner removes the passcode of a member of their garage (spec: the user cannot reset it). Only when
 * every active membership of that person is in the owner's group: a passcode guards all of a person's
 * sessions, so no single employer decides it for someone who also works elsewhere (decision 023).
 */
export async function resetMemberPasscode(db: Db, current: Membership, callerId: number, userId: number): Promise<void> {
  if (userId === callerId) throw badRequest('passcode.ownReset');
  const member = await findMember(db, current.groupId, current.garageId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  if (await activeInOtherGroup(db, userId, current.groupId)) throw forbidden('passcode.resetOtherGroup');
  await removePasscode(db, userId);
}
