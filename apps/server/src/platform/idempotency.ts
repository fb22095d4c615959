import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKey } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface IdempotencyInput {
  userId: number;
  scope: string;
  key: string | undefined;
  body: unknown;
}

/** A claimed Idempotency-Key, handed to the use case so its last write can store the answer (keyAnswer). */
export interface KeyClaim {
  userId: number;
  scope: string;
  key: string;
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
 * The statement that stores a key's answer, for a use case that writes it as a CTE of its own last
 * statement (decision 043, addendum on speed) instead of one more round trip after it; `response` is SQL
 * that builds the same JSON as the answer's body.
 */
export function keyAnswer(claim: KeyClaim, status: number, response: SQL): SQL {
  return sql`update ${idempotencyKey} set status_code = ${status}, response = ${response}
    where user_id = ${claim.userId} and scope = ${claim.scope} and key = ${claim.key}`;
}

/**
 * Runs a create use case once per Idempotency-Key. The key row is inserted in the use case's own
 * transaction: a concurrent request with the same key blocks on the unique index until the first
 * commits, then reads its answer. If the first rolls back, the second runs instead. A use case that
 * stored the answer itself (keyAnswer, given the claim) says so with `answered`.
 */
export async function idempotent<T>(
  db: Db,
  input: IdempotencyInput,
  run: (tx: Tx, claim?: KeyClaim) => Promise<{ status: number; body: T; answered?: boolean }>,
): Promise<Stored<T>> {
  if (!input.key) {
    const { answered: _, ...result } = await db.transaction((tx) => run(tx));
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
    const { answered, ...result } = await run(tx, { userId: input.userId, scope: input.scope, key });
    if (answered) return { ...result, replayed: false };
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

/**
 * `idempotent` for a use case that cannot run in one transaction because it calls an outside service
 * between its writes (a payment link: the row, then the provider's checkout, then the row again). The key
 * is claimed in a short transaction of its own before the use case runs and answered after it; if the use
 * case fails, the claim is given back so a retry with the same key runs again. A second request with the
 * key gets the first answer, 409 while the first is still running, 400 with another body.
 */
export async function idempotentAround<T>(
  db: Db,
  input: IdempotencyInput,
  run: () => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  if (!input.key) return { ...(await run()), replayed: false };
  const key = input.key;
  const requestHash = hashOf(input.body);
  const where = and(eq(idempotencyKey.userId, input.userId), eq(idempotencyKey.scope, input.scope), eq(idempotencyKey.key, key));
  const claimed = await db
    .insert(idempotencyKey)
    .values({ userId: input.userId, scope: input.scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (claimed.length === 0) return storedAnswer<T>(db, { ...input, key }, requestHash);
  let result: { status: number; body: T };
  try {
    result = await run();
  } catch (error) {
    await db.delete(idempotencyKey).where(where);
    throw error;
  }
  await db
    .update(idempotencyKey)
    .set({ statusCode: result.status, response: result.body as object })
    .where(where);
  return { ...result, replayed: false };
}
