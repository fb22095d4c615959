import { quantityText } from '@garage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part, partStock } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';

type Reader = Db | Tx;

/** Running stock of every active part of the garage; a part never stocked has 0. */
export async function garageStockInfo(
  db: Reader,
  current: Membership,
): Promise<Array<{ part_id: number; running_stock: string }>> {
  const rows = await db
    .select({ partId: part.id, runningStock: partStock.runningStock })
    .from(part)
    .leftJoin(
      partStock,
      and(eq(partStock.groupId, part.groupId), eq(partStock.garageId, part.garageId), eq(partStock.partId, part.id)),
    )
    .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.active, true)))
    .orderBy(asc(part.id));
  return rows.map((r) => ({ part_id: r.partId, running_stock: quantityText(r.runningStock ?? '0') }));
}
