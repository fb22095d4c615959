import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser, garageUser } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/guard.ts';
import { takeInvitationOf } from './invitation.repository.ts';

/**
 * The invited person joins the garage with the invitation's roles. A person who has never given a name
 * takes the inviting owner's label as a start (their own action; they can change it in their profile);
 * a name they already have is never touched.
 */
export async function acceptInvitation(db: Db, user: UserRow, invitationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await takeInvitationOf(tx, user, invitationId);
    if (!invitation) throw new AppError('NOT_FOUND', 'user.invitationNotFound');
    await tx
      .insert(garageUser)
      .values({ groupId: invitation.groupId, garageId: invitation.garageId, userId: user.id, roles: invitation.roles })
      .onConflictDoNothing();
    await tx
      .update(appUser)
      .set({ firstName: invitation.firstName, lastName: invitation.lastName })
      .where(and(eq(appUser.id, user.id), isNull(appUser.firstName)));
  });
}
