import type { CancelReason, CancelReasonInput } from '@garage/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { cancelReason } from '../../db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;
type Input = z.output<typeof CancelReasonInput>;
type Row = typeof cancelReason.$inferSelect;

/** What every garage offers from the start; the owner may rename, deactivate or add to them. */
export const DEFAULT_CANCEL_REASONS: Readonly<Record<CancelReason['type'], readonly string[]>> = {
  ORDER: ['Customer cancelled', 'Customer did not turn up', 'Parts not available', 'Duplicate order', 'Price not accepted'],
  QUOTE: ['Price not accepted', 'Customer chose another garage', 'No response from customer', 'Duplicate quotation'],
};

const view = (r: Row): CancelReason => ({ id: r.id, reason: r.reason, type: r.type, active: r.active });

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
  return rows.map(view);
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

export async function createCancelReason(tx: Tx, current: Membership, input: Input): Promise<CancelReason> {
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
  return view(row);
}

export async function updateCancelReason(tx: Tx, current: Membership, id: number, input: Input): Promise<CancelReason> {
  const [row] = await tx
    .update(cancelReason)
    .set({ type: input.type, reason: input.reason, active: input.active })
    .where(and(eq(cancelReason.groupId, current.groupId), eq(cancelReason.garageId, current.garageId), eq(cancelReason.id, id)))
    .returning();
  if (!row) throw notFound();
  return view(row);
}
