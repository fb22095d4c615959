import { stockAuditNumber } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { type AuditRow, lockAudit } from './stock-audit.repository.ts';

/** The audit locked for a change: 404 when not this garage's, 400 once completed. */
export async function lockOpenAudit(tx: Tx, current: Membership, id: number): Promise<AuditRow> {
  const audit = await lockAudit(tx, current, id);
  if (!audit) throw notFound();
  if (audit.status === 'COMPLETED') throw badRequest('stockAudit.completed', { number: stockAuditNumber(audit.number) });
  return audit;
}
