import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimitBucket } from '../db/schema.ts';

export interface BucketState {
  /** Units counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

const ended = (now: Date) => sql`${rateLimitBucket.windowEndsAt} <= ${now.toISOString()}::timestamptz`;

/** Restarts an ended window at 1 or adds 1, in one statement; with `cap`, only while fewer were counted. */
function upsert(db: Db | Tx, key: string, windowMs: number, now: Date, cap?: number) {
  return upsertMany(db, [{ key, windowMs }], now, cap);
}

/** `upsert` of several distinct keys in one statement (each row its own window). */
function upsertMany(db: Db | Tx, hits: readonly { key: string; windowMs: number }[], now: Date, cap?: number) {
  return db
    .insert(rateLimitBucket)
    .values(hits.map(({ key, windowMs }) => ({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })))
    .onConflictDoUpdate({
      target: rateLimitBucket.key,
      set: {
        hits: sql`case when ${ended(now)} then 1 else ${rateLimitBucket.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended(now)} then excluded.window_ends_at else ${rateLimitBucket.windowEndsAt} end`,
      },
      ...(cap === undefined ? {} : { setWhere: sql`${ended(now)} or ${rateLimitBucket.hits} < ${cap}` }),
    })
    .returning({ key: rateLimitBucket.key, hits: rateLimitBucket.hits, windowEndsAt: rateLimitBucket.windowEndsAt });
}

const state = (now: Date) => (row: { hits: number; windowEndsAt: Date }) => ({
  hits: Number(row.hits),
  ttlMs: Math.max(0, new Date(row.windowEndsAt).getTime() - now.getTime()),
});

/**
 * Counts one unit under each of several distinct keys in one statement (a request's limits by address and by
 * user together), answering the count of each key. The upsert is one statement: PostgreSQL locks each row for
 * it, so concurrent counts on one key never read the same value.
 */
export async function countHits(
  db: Db | Tx,
  hits: readonly { key: string; windowMs: number }[],
  now: Date,
): Promise<Map<string, BucketState>> {
  if (new Set(hits.map((h) => h.key)).size !== hits.length) throw new Error('countHits needs distinct keys');
  const rows = await upsertMany(db, hits, now);
  const toState = state(now);
  return new Map(rows.map((row) => [row.key, toState(row)]));
}

/**
 * Takes one unit under `key` only while fewer than `cap` were taken in the window; null when the cap is
 * reached. The condition sits in the same statement as the increment (ON CONFLICT … WHERE re-checks the
 * locked, latest row), so under any concurrency exactly `cap` callers per window get a unit.
 */
export async function takeUnit(db: Db | Tx, key: string, cap: number, windowMs: number, now: Date): Promise<BucketState | null> {
  if (cap <= 0) return null;
  const [row] = await upsert(db, key, windowMs, now, cap);
  return row ? state(now)(row) : null;
}

/** Whether `key` has reached `cap` in its current window, without counting. */
export async function capReached(db: Db | Tx, key: string, cap: number, now: Date): Promise<boolean> {
  if (cap <= 0) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitBucket)
    .where(sql`${rateLimitBucket.key} = ${key} and ${rateLimitBucket.hits} >= ${cap} and not (${ended(now)})`);
  return Number(row?.n ?? 0) > 0;
}

/** Drops rows whose window ended before `before`; the table holds only live windows plus a little. */
export async function pruneBuckets(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitBucket).where(sql`${rateLimitBucket.windowEndsAt} < ${before.toISOString()}::timestamptz`);
}
