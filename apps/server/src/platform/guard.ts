import { idText } from '@garage/contract';
import { type Language, languageFromCode, parseRoles, type Role } from '@garage/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { appUser, garage, garageUser, subscription, userSession } from '../db/schema.ts';
import { AppError } from './errors.ts';
import type { TokenService } from './tokens.ts';

export type UserRow = typeof appUser.$inferSelect;

export interface Membership {
  groupId: number;
  garageId: number;
  roles: Role[];
  /** End of the garage's subscription; null when it has none. */
  subscriptionEnd?: Date | null;
}

export interface Caller {
  user: UserRow;
  /** The garage of x-garage-id when the user belongs to it. */
  membership: Membership | null;
}

/** Language of the answer: Accept-Language when given, else the user's own. */
export function requestLanguage(request: FastifyRequest, user?: UserRow | null): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim()) return header.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
  return languageFromCode(user?.languageCode);
}

/**
 * The garage named by `x-garage-id`; undefined when the header is absent. A value that is no garage id
 * (not a whole number, or beyond what an id column holds) is a 400, before it reaches a query.
 */
export function garageIdHeader(request: FastifyRequest): number | undefined {
  const raw = request.headers['x-garage-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  const parsed = idText.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION', 'field.invalid', { field: '@x-garage-id' });
  return parsed.data;
}

/** The first text of a request (body, query, path or header) that holds a NUL byte, by its field name. */
export function fieldWithNulByte(request: FastifyRequest): string | undefined {
  const visit = (value: unknown, name: string, depth: number): string | undefined => {
    if (typeof value === 'string') return value.includes('\u0000') ? name : undefined;
    if (depth > 20 || value === null || typeof value !== 'object') return undefined;
    if (ArrayBuffer.isView(value)) return undefined;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return key;
      const found = visit(item, Array.isArray(value) ? name : key, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return (
    visit(request.params, 'request', 0) ??
    visit(request.query, 'request', 0) ??
    visit(request.headers, 'request', 0) ??
    visit(request.body, 'request', 0)
  );
}

/**
 * The statement of `authenticate`, built and prepared once per database: every signed-in request runs it, and
 * as a named statement PostgreSQL plans it once per pooled connection instead of on every request (planning
 * was most of its time; decision 043, addendum of stop 26), and drizzle does not build its text again.
 */
const authentications = new WeakMap<Db, ReturnType<typeof prepareAuthentication>>();
function prepareAuthentication(db: Db) {
  return db
    .select({
      user: appUser,
      sessionOpen: sql<boolean>`${userSession.id} is not null and ${userSession.revokedAt} is null`,
      groupId: garageUser.groupId,
      garageId: garage.id,
      roles: garageUser.roles,
      subscriptionEnd: subscription.endDate,
    })
    .from(appUser)
    .leftJoin(userSession, and(eq(userSession.id, sql.placeholder('sessionId')), eq(userSession.userId, appUser.id)))
    .leftJoin(
      garageUser,
      and(eq(garageUser.userId, appUser.id), eq(garageUser.garageId, sql.placeholder('garageId')), eq(garageUser.active, true)),
    )
    .leftJoin(garage, and(eq(garage.groupId, garageUser.groupId), eq(garage.id, garageUser.garageId)))
    .leftJoin(subscription, and(eq(subscription.groupId, garageUser.groupId), eq(subscription.garageId, garageUser.garageId)))
    .where(eq(appUser.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('authenticate');
}
function preparedAuthentication(db: Db) {
  let prepared = authentications.get(db);
  if (!prepared) {
    prepared = prepareAuthentication(db);
    authentications.set(db, prepared);
  }
  return prepared;
}

/**
 * The signed-in user of a request and, when `garageId` is given, their active membership of that garage
 * (null when they have none), read in one statement together with the token's session row (by primary
 * key), so an ended session refuses its access tokens at once without another round trip (decision 024).
 */
export async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: TokenService,
  garageId?: number,
): Promise<{ user: UserRow; membership: Membership | null }> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw new AppError('TOKEN_NOT_FOUND', 'auth.tokenNotFound');
  const { userId, sessionId } = await tokens.verifyAccess(match[1]);
  const [row] = await preparedAuthentication(db).execute({ userId, sessionId, garageId: garageId ?? -1 });
  // Logout, reuse of a rotated refresh token and the fifth wrong passcode end the session.
  if (!row?.sessionOpen) throw new AppError('TOKEN_NOT_FOUND', 'auth.tokenNotFound');
  const { user } = row;
  if (!user.active) throw new AppError('INACTIVE_USER', 'auth.inactiveUser');
  const membership =
    row.groupId !== null && row.garageId !== null && row.roles !== null
      ? { groupId: row.groupId, garageId: row.garageId, roles: parseRoles(row.roles), subscriptionEnd: row.subscriptionEnd }
      : null;
  return { user, membership };
}

/** The user's active membership of a garage, found by the garage id alone (the header names no group). */
export async function findMembership(db: Db, userId: number, garageId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      groupId: garageUser.groupId,
      garageId: garageUser.garageId,
      roles: garageUser.roles,
      subscriptionEnd: subscription.endDate,
    })
    .from(garageUser)
    .innerJoin(garage, and(eq(garage.groupId, garageUser.groupId), eq(garage.id, garageUser.garageId)))
    .leftJoin(subscription, and(eq(subscription.groupId, garageUser.groupId), eq(subscription.garageId, garageUser.garageId)))
    .where(and(eq(garageUser.garageId, garageId), eq(garageUser.userId, userId), eq(garageUser.active, true)))
    .limit(1);
  return row
    ? { groupId: row.groupId, garageId: row.garageId, roles: parseRoles(row.roles), subscriptionEnd: row.subscriptionEnd }
    : null;
}
