import { hasAnyRole, type Role } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { garage } from '../db/schema.ts';
import { AppError, notFound } from './errors.ts';
import { findMembership, type Membership } from './guard.ts';

/**
 * The garage a `/garage/{id}` route acts on. It must belong to the caller's group (else 404, so other
 * tenants' ids reveal nothing) and the caller must hold the route's roles there too (else 403).
 */
export async function targetGarage(
  db: Db,
  userId: number,
  current: Membership,
  id: number,
  roles: readonly Role[],
): Promise<Membership> {
  if (id === current.garageId) return current;
  const [row] = await db
    .select({ id: garage.id })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const there = await findMembership(db, userId, id);
  if (!there || !hasAnyRole(there.roles, roles)) throw new AppError('FORBIDDEN', 'perm.noResource');
  return there;
}
