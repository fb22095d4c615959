import type { StockAuditListQuery, StockAuditPage, StockAuditStats } from '@garage/contract';
import { stockAuditNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { auditStats, countAudits, listAudits } from './stock-audit.repository.ts';

/** The garage's audits, newest first (stock-audit), optionally of one status. */
export async function listStockAudits(
  db: Db,
  current: Membership,
  query: z.output<typeof StockAuditListQuery>,
): Promise<z.infer<typeof StockAuditPage>> {
  const { page_number: pageNumber, page_size: pageSize, status } = query;
  const rows = await listAudits(db, current, status, pageNumber, pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () => countAudits(db, current, status));
  return pageOf(
    rows.map((a) => ({
      audit_id: a.id,
      audit_number: stockAuditNumber(a.number),
      name: a.name,
      status: a.status,
      parts: a.partCount,
      counted: a.countedCount,
      created_at: a.createdAt.toISOString(),
      completed_at: a.completedAt ? a.completedAt.toISOString() : null,
    })),
    total,
    pageNumber,
    pageSize,
  );
}

/** How many audits are in each status and when the last completed. */
export async function readStockAuditStats(db: Db, current: Membership): Promise<z.infer<typeof StockAuditStats>> {
  const { byStatus, lastCompleted } = await auditStats(db, current);
  const n = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    DRAFT: n('DRAFT'),
    PARTIAL: n('PARTIAL'),
    COMPLETED: n('COMPLETED'),
    last_completed_at: lastCompleted ? lastCompleted.toISOString() : null,
  };
}
