import { QUOTE_STATUSES } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { documentStatusCounts } from './order-search.repository.ts';

/**
 * Quotations of this garage in each list tab (one tab per status), read from the per-status counts the
 * sales_order triggers keep, as the order tabs are counted (countOrderTabs).
 */
export async function countQuoteTabs(
  db: Db | Tx,
  current: { groupId: number; garageId: number },
): Promise<Record<string, number>> {
  const rows = await documentStatusCounts(db, current, 'QUOTE');
  return Object.fromEntries(QUOTE_STATUSES.map((status) => [status, rows.find((r) => r.status === status)?.n ?? 0]));
}
