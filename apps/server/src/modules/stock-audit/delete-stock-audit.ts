import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockOpenAudit } from './open-audit.ts';
import { insertAuditActivity, updateAudit } from './stock-audit.repository.ts';

/**
 * Deletes an audit that is not completed: no stock ever moved for it, so it only leaves the lists. The row
 * stays with its number (numbers stay gap-free) and its trail, which gets the DELETED row.
 */
export async function deleteStockAudit(tx: Tx, current: Membership, id: number, userId: number, now: Date): Promise<void> {
  const audit = await lockOpenAudit(tx, current, id);
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId: id,
    action: 'DELETED',
    userId,
    at: now,
    detail: { status: audit.status, counted: audit.countedCount },
  });
  await updateAudit(tx, current, id, { deletedAt: now, deletedBy: userId, updatedAt: now });
}
