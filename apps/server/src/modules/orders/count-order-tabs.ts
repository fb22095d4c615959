import { ORDER_TABS } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { documentStatusCounts } from './order-search.repository.ts';

/**
 * Orders of this garage in each list tab, summed from the per-status counts the sales_order triggers
 * keep (documentStatusCounts), so it costs the same for 200 or 200,000 orders.
 */
export async function countOrderTabs(
  db: Db | Tx,
  current: { groupId: number; garageId: number },
): Promise<Record<string, number>> {
  const rows = await documentStatusCounts(db, current, 'ORDER');
  const counts: Record<string, number> = {};
  for (const tab of ORDER_TABS) {
    const statuses = tab.statuses as readonly string[];
    counts[tab.key] = rows.filter((r) => statuses.includes(r.status)).reduce((acc, r) => acc + r.n, 0);
  }
  return counts;
}
