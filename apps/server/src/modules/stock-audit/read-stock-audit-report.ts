import type { StockAuditReport } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findAudit, reportLines } from './stock-audit.repository.ts';
import { auditLineView, auditView } from './stock-audit-view.ts';

const REPORT_LINES = 2000;

/** The audit report (stock-audit-report): totals and every variance, largest value first (2,000 at most). */
export async function readStockAuditReport(db: Db, current: Membership, id: number): Promise<z.infer<typeof StockAuditReport>> {
  const audit = await findAudit(db, current, id);
  if (!audit) throw notFound();
  const view = await auditView(db, current, audit);
  const hide = priceRules(current.roles).hidePurchase;
  const lines = await reportLines(db, current, id, REPORT_LINES);
  const variances = view.totals.over + view.totals.short;
  return {
    audit: view,
    lines: lines.map((r) => auditLineView(r, hide)),
    more: Math.max(0, variances - lines.length),
  };
}
