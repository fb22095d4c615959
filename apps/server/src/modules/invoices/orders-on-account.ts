import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoice } from '../../db/schema.ts';

/**
 * Of the given orders, the ones a person may deliver while money is due (decision 050): they have a live
 * bill, and every live bill of theirs is settled or on account. One grouped read of the invoices.
 */
export async function ordersOnAccount(
  db: Db | Tx,
  scope: { groupId: number; garageId: number },
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoice.orderId })
    .from(invoice)
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        inArray(invoice.orderId, [...orderIds]),
        eq(invoice.status, 'ACTIVE'),
      ),
    )
    .groupBy(invoice.orderId)
    .having(sql`bool_and(${invoice.due} = 0 or ${invoice.onAccountAt} is not null)`);
  return new Set(rows.map((r) => r.orderId));
}
