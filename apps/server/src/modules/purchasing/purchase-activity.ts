/**
 * The audit rows of vendors, purchase orders, stock-ins and vendor payments (purchase_activity), written
 * in the mutation's transaction: the same shape as platform/activity.ts (action, who, when, JSON detail).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, purchaseActivity } from '../../db/schema.ts';

export type PurchaseSubject = (typeof purchaseActivity.$inferInsert)['subject'];
type Scope = { groupId: number; garageId: number };

export async function logPurchaseActivity(
  tx: Tx,
  scope: Scope,
  subject: PurchaseSubject,
  subjectId: number,
  action: string,
  userId: number,
  at: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.insert(purchaseActivity).values({
    groupId: scope.groupId,
    garageId: scope.garageId,
    subject,
    subjectId,
    action,
    userId,
    at,
    detail,
  });
}

/** A document's trail, oldest first, with who did it by name. */
export async function purchaseActivityOf(db: Db | Tx, scope: Scope, subject: PurchaseSubject, subjectId: number) {
  const rows = await db
    .select({
      action: purchaseActivity.action,
      userId: purchaseActivity.userId,
      at: purchaseActivity.at,
      detail: purchaseActivity.detail,
      userName: sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`,
    })
    .from(purchaseActivity)
    .leftJoin(appUser, eq(appUser.id, purchaseActivity.userId))
    .where(
      and(
        eq(purchaseActivity.groupId, scope.groupId),
        eq(purchaseActivity.garageId, scope.garageId),
        eq(purchaseActivity.subject, subject),
        eq(purchaseActivity.subjectId, subjectId),
      ),
    )
    .orderBy(asc(purchaseActivity.at), asc(purchaseActivity.id));
  return rows.map((r) => ({
    action: r.action,
    user_id: r.userId,
    user_name: r.userName,
    at: r.at.toISOString(),
    detail: r.detail as Record<string, unknown>,
  }));
}
