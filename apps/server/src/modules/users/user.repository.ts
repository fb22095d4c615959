import type { UserInfo } from '@garage/contract';
import { formatRoles, type Role } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, garageUser } from '../../db/schema.ts';
import type { Membership, UserRow } from '../../platform/guard.ts';

type Reader = Db | Tx;

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'countryPhoneCode' | 'mobileNumber'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || `+${user.countryPhoneCode} ${user.mobileNumber}`;
}

export function toUserInfo(user: UserRow, garageIds: number[], membership: Membership | null): UserInfo {
  return {
    user_id: user.id,
    garage_id: garageIds.join(','),
    roles: membership ? formatRoles(membership.roles as Role[]) : '',
    language_code: user.languageCode,
    mobile_number: user.mobileNumber,
    country_phone_code: user.countryPhoneCode,
    email: user.email,
    display_name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    profile_pic: user.profilePic,
    active: user.active,
  };
}

export interface GarageUserView {
  user_id: number;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  mobile_number: string;
  country_phone_code: string;
  email: string | null;
  roles: string;
  active: boolean;
}

const memberColumns = { user: appUser, roles: garageUser.roles, memberActive: garageUser.active };

function toMember(row: { user: UserRow; roles: string; memberActive: boolean }): GarageUserView {
  return {
    user_id: row.user.id,
    display_name: displayName(row.user),
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    mobile_number: row.user.mobileNumber,
    country_phone_code: row.user.countryPhoneCode,
    email: row.user.email,
    roles: row.roles,
    active: row.memberActive && row.user.active,
  };
}

export async function listMembers(db: Reader, groupId: number, garageId: number): Promise<GarageUserView[]> {
  const rows = await db
    .select(memberColumns)
    .from(garageUser)
    .innerJoin(appUser, eq(appUser.id, garageUser.userId))
    .where(and(eq(garageUser.groupId, groupId), eq(garageUser.garageId, garageId)))
    .orderBy(appUser.firstName, appUser.id);
  return rows.map(toMember);
}

/** A member of one garage; null when the user is not (or is in another tenant). */
export async function findMember(db: Reader, groupId: number, garageId: number, userId: number): Promise<GarageUserView | null> {
  const [row] = await db
    .select(memberColumns)
    .from(garageUser)
    .innerJoin(appUser, eq(appUser.id, garageUser.userId))
    .where(and(eq(garageUser.groupId, groupId), eq(garageUser.garageId, garageId), eq(garageUser.userId, userId)))
    .limit(1);
  return row ? toMember(row) : null;
}
