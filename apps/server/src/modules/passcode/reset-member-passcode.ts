import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garageUser } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findMember } from '../users/user.repository.ts';
import { removePasscode } from './passcode.ts';

/**
 * An owner removes the passcode of a member of their garage (spec: the user cannot reset it). Only when
 * every active membership of that person is in the owner's group: a passcode guards all of a person's
 * sessions, so no single employer decides it for someone who also works elsewhere (decision 023).
 */
export async function resetMemberPasscode(db: Db, current: Membership, callerId: number, userId: number): Promise<void> {
  if (userId === callerId) throw badRequest('passcode.ownReset');
  const member = await findMember(db, current.groupId, current.garageId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'user.notFound');
  const [elsewhere] = await db
    .select({ groupId: garageUser.groupId })
    .from(garageUser)
    .where(and(eq(garageUser.userId, userId), eq(garageUser.active, true), ne(garageUser.groupId, current.groupId)))
    .limit(1);
  if (elsewhere) throw forbidden('passcode.resetOtherGroup');
  await removePasscode(db, userId);
}
