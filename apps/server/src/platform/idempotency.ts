import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKey } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface IdempotencyInput {
  userId: number;
  scope: string;
  key: string | undefined;
  body: unknown;
}

export interface Stored<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Runs a create use case once per Idempotency-Key. The key row is inserted in the use case's own
 * transaction: a concurrent request with the same key blocks on the unique index until the first
 * commits, then reads its answer. If the first rolls back, the second runs instead.
 */
export async function idempotent<T>(
  db: Db,
  input: IdempotencyInput,
  run: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  if (!input.key) {
    const result = await db.transaction(run);
    return { ...result, replayed: false };
  }
  const key = input.key;
  const requestHash = hashOf(input.body);
  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKey)
      .values({ userId: input.userId, scope: input.scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (inserted.length === 0) return null;
    const result = await run(tx);
    await tx
      .update(idempotencyKey)
      .set({ statusCode: result.status, response: result.body as object })
      .where(and(eq(idempotencyKey.userId, input.userId), eq(idempotencyKey.scope, input.scope), eq(idempotencyKey.key, key)));
    return { ...result, replayed: false };
  });
  if (outcome) return outcome;
  return storedAnswer<T>(db, { ...input, key }, requestHash);
}

/**
 * The answer kept for a key whose use case already ran (or is running): the same answer for the same
 * body, 400 for another body under the same key, 409 while the first is still in flight.
 */
export async function storedAnswer<T>(
  db: Db,
  input: IdempotencyInput & { key: string },
  requestHash: string,
): Promise<Stored<T>> {
  const [row] = await db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, input.userId), eq(idempotencyKey.scope, input.scope), eq(idempotencyKey.key, input.key)))
    .limit(1);
  if (!row) throw new AppError('CONFLICT', 'idempotency.inFlight');
  if (row.requestHash !== requestHash) throw new AppError('BAD_REQUEST', 'idempotency.mismatch');
  if (row.statusCode === null) throw new AppError('CONFLICT', 'idempotency.inFlight');
  return { status: row.statusCode, body: row.response as T, replayed: true };
}
