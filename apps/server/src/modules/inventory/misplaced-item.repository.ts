import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { misplacedItem } from '../../db/schema.ts';

export async function insertMisplacedItem(tx: Tx, values: typeof misplacedItem.$inferInsert): Promise<number> {
  const [row] = await tx.insert(misplacedItem).values(values).returning({ id: misplacedItem.id });
  if (!row) throw new Error('misplaced item insert returned nothing');
  return row.id;
}

/** The value the ledger took, kept on the document (the misplaced-items report reads it without the movements). */
export async function setMisplacedValue(tx: Tx, groupId: number, id: number, value: string): Promise<void> {
  await tx
    .update(misplacedItem)
    .set({ value })
    .where(and(eq(misplacedItem.groupId, groupId), eq(misplacedItem.id, id)));
}
