import { QUOTE_STATUSES } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { salesOrderStatusCount } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';

/**
 * Quotations of this garage in each list tab (one tab per status): one read of the per-status counts the
 * sales_order triggers keep (sales_order_status_count, decision 012), as the order tabs are counted.
 */
export async function countQuoteTabs(db: Db | Tx, current: Membership): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: salesOrderStatusCount.status, n: salesOrderStatusCount.n })
    .from(salesOrderStatusCount)
    .where(
      and(
        eq(salesOrderStatusCount.groupId, current.groupId),
        eq(salesOrderStatusCount.garageId, current.garageId),
        eq(salesOrderStatusCount.document, 'QUOTE'),
      ),
    );
  return Object.fromEntries(QUOTE_STATUSES.map((status) => [status, rows.find((r) => r.status === status)?.n ?? 0]));
}
