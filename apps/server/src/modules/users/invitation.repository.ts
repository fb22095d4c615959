import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, garage, garageGroup, garageInvitation } from '../../db/schema.ts';
import type { UserRow } from '../../platform/guard.ts';
import { displayName } from './user.repository.ts';

type Reader = Db | Tx;
type InvitationRow = typeof garageInvitation.$inferSelect;
type Person = Pick<UserRow, 'countryPhoneCode' | 'mobileNumber'>;

/** The invitation as the inviting garage's owners see it: the number they typed and their own label. */
export interface GarageInvitationView {
  invitation_id: number;
  mobile_number: string;
  country_phone_code: string;
  display_name: string;
  first_name: string;
  last_name: string | null;
  roles: string;
  invited_at: string;
}

export function toGarageInvitation(row: InvitationRow): GarageInvitationView {
  return {
    invitation_id: row.id,
    mobile_number: row.mobileNumber,
    country_phone_code: row.countryPhoneCode,
    display_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    first_name: row.firstName,
    last_name: row.lastName,
    roles: row.roles,
    invited_at: row.createdAt.toISOString(),
  };
}

export async function listGarageInvitations(db: Reader, groupId: number, garageId: number): Promise<GarageInvitationView[]> {
  const rows = await db
    .select()
    .from(garageInvitation)
    .where(and(eq(garageInvitation.groupId, groupId), eq(garageInvitation.garageId, garageId)))
    .orderBy(garageInvitation.createdAt, garageInvitation.id);
  return rows.map(toGarageInvitation);
}

/** Withdraws an invitation of one garage; false when it is not there (or is another tenant's). */
export async function deleteGarageInvitation(db: Reader, groupId: number, garageId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(garageInvitation)
    .where(and(eq(garageInvitation.id, id), eq(garageInvitation.groupId, groupId), eq(garageInvitation.garageId, garageId)))
    .returning({ id: garageInvitation.id });
  return deleted.length > 0;
}

const ofPerson = (person: Person) =>
  and(eq(garageInvitation.countryPhoneCode, person.countryPhoneCode), eq(garageInvitation.mobileNumber, person.mobileNumber));

/** Invitations to the person's mobile number, with the garage and who invited them. */
export async function listInvitationsOf(db: Reader, person: Person) {
  const rows = await db
    .select({
      invitation: garageInvitation,
      garageName: garage.name,
      groupName: garageGroup.name,
      inviter: appUser,
    })
    .from(garageInvitation)
    .innerJoin(garage, and(eq(garage.groupId, garageInvitation.groupId), eq(garage.id, garageInvitation.garageId)))
    .innerJoin(garageGroup, eq(garageGroup.id, garageInvitation.groupId))
    .innerJoin(appUser, eq(appUser.id, garageInvitation.invitedBy))
    .where(ofPerson(person))
    .orderBy(garageInvitation.createdAt, garageInvitation.id);
  return rows.map((row) => ({
    invitation_id: row.invitation.id,
    garage_id: row.invitation.garageId,
    garage_name: row.garageName,
    group_name: row.groupName,
    invited_by: displayName(row.inviter),
    roles: row.invitation.roles,
    invited_at: row.invitation.createdAt.toISOString(),
  }));
}

/** Takes the person's invitation out (accepted or declined); null when it is not theirs or already gone. */
export async function takeInvitationOf(db: Reader, person: Person, id: number): Promise<InvitationRow | null> {
  const [row] = await db
    .delete(garageInvitation)
    .where(and(eq(garageInvitation.id, id), ofPerson(person)))
    .returning();
  return row ?? null;
}
