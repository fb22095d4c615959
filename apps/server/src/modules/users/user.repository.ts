import type { UserInfo } from '@garage/contract';
import { formatRoles, type Role } from '@garage/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, garageUser } from '../../db/schema.ts';
import type { Membership, UserRow } from '../../platform/guard.ts';
import { sameEmail } from '../auth/send-otp.ts';

type Reader = Db | Tx;

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'countryPhoneCode' | 'mobileNumber'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || `+${user.countryPhoneCode} ${user.mobileNumber}`;
}

/** The name of a user read through a left join (who refunded, who cancelled…): null when no user row matched. */
export function joinedUserName(user: {
  firstName: string | null;
  lastName: string | null;
  countryPhoneCode: string | null;
  mobileNumber: string | null;
}): string | null {
  const { countryPhoneCode, mobileNumber } = user;
  return countryPhoneCode !== null && mobileNumber !== null
    ? displayName({ firstName: user.firstName, lastName: user.lastName, countryPhoneCode, mobileNumber })
    : null;
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
    email_verified: Boolean(user.email && user.verifiedEmail && sameEmail(user.email, user.verifiedEmail)),
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

/** Active owners of the garage other than `userId`, counted inside the caller's transaction. */
export async function countOtherOwners(tx: Tx, current: Membership, userId: number): Promise<number> {
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

/** Changes a membership of the current garage (roles, active). */
export async function updateMember(
  tx: Tx,
  current: Membership,
  userId: number,
  set: Partial<Pick<typeof garageUser.$inferInsert, 'roles' | 'active'>>,
): Promise<void> {
  await tx
    .update(garageUser)
    .set(set)
    .where(
      and(eq(garageUser.groupId, current.groupId), eq(garageUser.garageId, current.garageId), eq(garageUser.userId, userId)),
    );
}

/** The person's language for answers and messages; the updated row. */
export async function setLanguage(db: Reader, userId: number, languageCode: string) {
  const [user] = await db.update(appUser).set({ languageCode }).where(eq(appUser.id, userId)).returning();
  return user;
}
