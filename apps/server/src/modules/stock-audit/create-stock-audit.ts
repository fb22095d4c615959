import type { StockAudit, StockAuditCreate } from '@garage/contract';
import { stockAuditNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { insertAudit, insertAuditActivity, insertAuditParts, setAuditNumber } from './stock-audit.repository.ts';
import { loadStockAudit } from './stock-audit-view.ts';

type Input = z.output<typeof StockAuditCreate>;

/**
 * Starts a stock audit (create-stock-audit): lists the active parts it counts — all of them, or those of
 * a brand / a search / picked one by one — as DRAFT, numbered SA-00001 as the last write (gap-free).
 * Nothing is frozen yet: each part's system quantity is taken when it is counted (decision 057).
 */
export async function createStockAudit(tx: Tx, current: Membership, input: Input, userId: number, now: Date): Promise<number> {
  const scope = input.all
    ? { all: true }
    : {
        ...(input.brand ? { brand: input.brand } : {}),
        ...(input.q ? { q: input.q } : {}),
        ...(input.part_ids?.length ? { part_ids: [...new Set(input.part_ids)] } : {}),
      };
  const id = await insertAudit(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    name: input.name || null,
    note: input.note || null,
    scope,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  const parts = await insertAuditParts(tx, current, id, {
    all: input.all,
    brand: input.brand,
    q: input.q,
    partIds: input.part_ids,
  });
  if (parts === 0) throw badRequest('stockAudit.noParts');
  const number = await assignNumber(tx, current, 'STOCK_AUDIT', (n) => setAuditNumber(tx, current, id, n, parts));
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId: id,
    action: 'CREATED',
    userId,
    at: now,
    detail: { audit_number: stockAuditNumber(number), parts, scope },
  });
  return id;
}

/** Once per Idempotency-Key: a double press starts one audit. */
export async function createStockAuditOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: StockAudit }> {
  const result = await idempotent(db, { userId, scope: `stockAudit:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createStockAudit(tx, current, input, userId, now) },
  }));
  return { ...result, view: await loadStockAudit(db, current, result.body.id) };
}
