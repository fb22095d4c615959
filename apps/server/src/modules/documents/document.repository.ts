/** Stored uploads (document rows): tenant-first writes; reads by the unguessable key. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { document } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Bytes already stored under a flow of the group, read under a transaction-scoped advisory lock on the
 * flow, so two concurrent uploads of one flow are summed one after the other.
 */
export async function lockedFlowBytes(tx: Tx, groupId: number, flowId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-flow:${groupId}:${flowId}`}))`);
  const [used] = await tx
    .select({ total: sql<string>`coalesce(sum(${document.size}), 0)` })
    .from(document)
    .where(and(eq(document.groupId, groupId), eq(document.flowId, flowId)));
  return Number(used?.total ?? 0);
}

export async function insertDocument(tx: Tx, values: typeof document.$inferInsert): Promise<void> {
  await tx.insert(document).values(values);
}

/** An uploaded file by its key, from any garage: the unguessable key is the only credential. */
export async function readDocument(db: Db, key: string): Promise<{ mime: string; content: Buffer }> {
  const [row] = await db
    .select({ mime: document.mime, content: document.content })
    .from(document)
    .where(eq(document.key, key))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'http.notFound');
  return row;
}
