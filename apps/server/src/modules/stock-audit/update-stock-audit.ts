import type { StockAuditUpdate } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockOpenAudit } from './open-audit.ts';
import { insertAuditActivity, updateAudit } from './stock-audit.repository.ts';

/** Renames an open audit or changes its note, with its EDITED row. */
export async function updateStockAudit(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof StockAuditUpdate>,
  userId: number,
  now: Date,
): Promise<void> {
  const audit = await lockOpenAudit(tx, current, id);
  const name = input.name === undefined ? audit.name : input.name || null;
  const note = input.note === undefined ? audit.note : input.note || null;
  await updateAudit(tx, current, id, { name, note, updatedAt: now });
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId: id,
    action: 'EDITED',
    userId,
    at: now,
    detail: { name: { from: audit.name, to: name }, note: { from: audit.note, to: note } },
  });
}
