import type { CancelReason, CancelReasonInput } from '@garage/contract';
import { cancelReasonText, cancelReasonToStore, type Language, seededCancelReasons } from '@garage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { cancelReason } from '../../db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;
type Input = z.output<typeof CancelReasonInput>;
type Row = typeof cancelReason.$inferSelect;

/**
 * What every garage offers from the start; the owner may rename, deactivate or add to them. Stored in
 * English and shown in the reader's language until renamed (decision 028).
 */
export const DEFAULT_CANCEL_REASONS: Readonly<Record<CancelReason['type'], readonly string[]>> = {
  ORDER: seededCancelReasons('ORDER'),
  QUOTE: seededCancelReasons('QUOTE'),
};

const view = (r: Row, language: Language = 'en'): CancelReason => ({
  id: r.id,
  reason: cancelReasonText(r.type, r.reason, language),
  type: r.type,
  active: r.active,
});

/** Gives a new garage the default reasons (in the garage's creating transaction). */
export async function createDefaultCancelReasons(tx: Tx, groupId: number, garageId: number): Promise<void> {
  const rows = Object.entries(DEFAULT_CANCEL_REASONS).flatMap(([type, reasons]) =>
    reasons.map((reason) => ({ groupId, garageId, type: type as CancelReason['type'], reason })),
  );
  await tx.insert(cancelReason).values(rows).onConflictDoNothing();
}

export async function listCancelReasons(
  db: Reader,
  current: Membership,
  type: CancelReason['type'] | undefined,
  includeInactive: boolean,
  language: Language = 'en',
): Promise<CancelReason[]> {
  const rows = await db
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
  return rows.map((r) => view(r, language));
}

/** One reason of this garage, or null. The orders use cases read it when an order or quotation is cancelled. */
export async function findCancelReason(db: Reader, current: Membership, id: number): Promise<CancelReason | null> {
  const [row] = await db
    .select()
    .from(cancelReason)
    .where(and(eq(cancelReason.groupId, current.groupId), eq(cancelReason.garageId, current.garageId), eq(cancelReason.id, id)))
    .limit(1);
  return row ? view(row) : null;
}

/** The unique index (garage, type, lower(reason)) decides duplicates, also between concurrent requests. */
export const duplicateReason = (input: Input) => badRequest('cancelReason.duplicate', { reason: input.reason });

export async function createCancelReason(
  tx: Tx,
  current: Membership,
  input: Input,
  language: Language = 'en',
): Promise<CancelReason> {
  const [row] = await tx
    .insert(cancelReason)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      type: input.type,
      reason: input.reason,
      active: input.active,
    })
    .returning();
  if (!row) throw new Error('cancel reason insert returned nothing');
  return view(row, language);
}

export async function updateCancelReason(
  tx: Tx,
  current: Membership,
  id: number,
  input: Input,
  language: Language = 'en',
): Promise<CancelReason> {
  const mine = and(
    eq(cancelReason.groupId, current.groupId),
    eq(cancelReason.garageId, current.garageId),
    eq(cancelReason.id, id),
  );
  const [stored] = await tx.select().from(cancelReason).where(mine).limit(1);
  if (!stored) throw notFound();
  // The screen sends back what it showed: a seeded reason's translation keeps the seeded text (and its translations).
  const reason = cancelReasonToStore(stored.type, stored.reason, input.reason, language);
  const [row] = await tx.update(cancelReason).set({ type: input.type, reason, active: input.active }).where(mine).returning();
  if (!row) throw notFound();
  return view(row, language);
}
