import { formatRoles, type Role } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appUser, garageInvitation, garageUser } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { type GarageInvitationView, toGarageInvitation } from './invitation.repository.ts';

export interface NewInvitation {
  country_phone_code: string;
  mobile_number: string;
  first_name: string;
  last_name?: string | undefined;
  roles: string[];
}

/**
 * Invites a mobile number to the current garage (decision 023). The answer is the same whether the number
 * has an account or not and never carries the person's own name: it becomes a membership only when the
 * person accepts. Inviting a pending number again replaces its roles and label.
 */
export async function inviteGarageUser(
  tx: Tx,
  current: Membership,
  invitedBy: number,
  input: NewInvitation,
): Promise<GarageInvitationView> {
  const [member] = await tx
    .select({ userId: garageUser.userId })
    .from(garageUser)
    .innerJoin(appUser, eq(appUser.id, garageUser.userId))
    .where(
      and(
        eq(garageUser.groupId, current.groupId),
        eq(garageUser.garageId, current.garageId),
        eq(appUser.countryPhoneCode, input.country_phone_code),
        eq(appUser.mobileNumber, input.mobile_number),
      ),
    )
    .limit(1);
  if (member) throw badRequest('user.mobileTaken');
  const label = { roles: formatRoles(input.roles as Role[]), firstName: input.first_name, lastName: input.last_name || null };
  const [row] = await tx
    .insert(garageInvitation)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      countryPhoneCode: input.country_phone_code,
      mobileNumber: input.mobile_number,
      invitedBy,
      ...label,
    })
    .onConflictDoUpdate({
      target: [
        garageInvitation.groupId,
        garageInvitation.garageId,
        garageInvitation.countryPhoneCode,
        garageInvitation.mobileNumber,
      ],
      set: { ...label, invitedBy },
    })
    .returning();
  if (!row) throw new Error('invitation not written');
  return toGarageInvitation(row);
}
