/** Reads and writes of a garage's cancel reasons (cancel_reason); tenant-first, as every query. */
import type { CancelReason, CancelReasonInput } from '@garage/contract';
import { cancelReasonText, type Language } from '@garage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { cancelReason } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;
type Input = z.output<typeof CancelReasonInput>;
export type CancelReasonRow = typeof cancelReason.$inferSelect;

/** A seeded reason is shown in the reader's language until the owner renames it (decision 028). */
export const toCancelReasonView = (r: CancelReasonRow, language: Language = 'en'): CancelReason => ({
  id: r.id,
  reason: cancelReasonText(r.type, r.reason, language),
  type: r.type,
  active: r.active,
});

const ofGarage = (current: Membership, id: number) =>
  and(eq(cancelReason.groupId, current.groupId), eq(cancelReason.garageId, current.garageId), eq(cancelReason.id, id));

export async function selectCancelReasons(
  db: Reader,
  current: Membership,
  type: CancelReason['type'] | undefined,
  includeInactive: boolean,
): Promise<CancelReasonRow[]> {
  return db
    .select()
    .from(cancelReason)
    .where(
      and(
        eq(cancelReason.groupId, current.groupId),
        eq(cancelReason.garageId, current.garageId),
        type ? eq(cancelReason.type, type) : undefined,
        includeInactive ? undefined : eq(cancelReason.active, true),
      ),
    )
    .orderBy(asc(cancelReason.type), asc(cancelReason.id));
}

export async function findCancelReasonRow(db: Reader, current: Membership, id: number): Promise<CancelReasonRow | null> {
  const [row] = await db.select().from(cancelReason).where(ofGarage(current, id)).limit(1);
  return row ?? null;
}

/** One reason of this garage, or null. The orders use cases read it when an order or quotation is cancelled. */
export async function findCancelReason(db: Reader, current: Membership, id: number): Promise<CancelReason | null> {
  const row = await findCancelReasonRow(db, current, id);
  return row ? toCancelReasonView(row) : null;
}

export async function insertCancelReason(tx: Tx, values: typeof cancelReason.$inferInsert): Promise<CancelReasonRow> {
  const [row] = await tx.insert(cancelReason).values(values).returning();
  if (!row) throw new Error('cancel reason insert returned nothing');
  return row;
}

/** Inserts what is missing; a reason the garage already has (same type and text) is left as it is. */
export async function insertMissingCancelReasons(tx: Tx, values: Array<typeof cancelReason.$inferInsert>): Promise<void> {
  await tx.insert(cancelReason).values(values).onConflictDoNothing();
}

export async function updateCancelReasonRow(
  tx: Tx,
  current: Membership,
  id: number,
  values: Pick<CancelReasonRow, 'type' | 'reason' | 'active'>,
): Promise<CancelReasonRow | null> {
  const [row] = await tx.update(cancelReason).set(values).where(ofGarage(current, id)).returning();
  return row ?? null;
}

/** The unique index (garage, type, lower(reason)) decides duplicates, also between concurrent requests. */
export const duplicateReason = (input: Input) => badRequest('cancelReason.duplicate', { reason: input.reason });
