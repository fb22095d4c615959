import type { StockAuditCount, StockAuditCounted } from '@garage/contract';
import { Money, priceRules, stockAuditNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockOpenAudit } from './open-audit.ts';
import { currentStock, findLine, findLineByCode, insertAuditActivity, saveCount, updateAudit } from './stock-audit.repository.ts';
import { auditLineView } from './stock-audit-view.ts';

/**
 * Counts a part of an open audit: SET what was typed, or ADD what a scan found. The part's on hand and
 * average cost are taken now, as the system quantity its count is compared with (decision 057); a recount
 * takes them again. The first count moves the audit from DRAFT to PARTIAL. Counting moves no stock, so
 * RESTRICT_PERFORM_ADJUSTMENT may count.
 */
export async function countStockAuditPart(
  tx: Tx,
  current: Membership,
  auditId: number,
  input: z.output<typeof StockAuditCount>,
  userId: number,
  now: Date,
): Promise<StockAuditCounted> {
  const audit = await lockOpenAudit(tx, current, auditId);
  const number = stockAuditNumber(audit.number);
  const partId =
    input.part_id ??
    (await findLineByCode(tx, current, auditId, input.code ?? '')) ??
    badRequestThrow('stockAudit.codeUnknown', { number, code: input.code ?? '' });
  const line = await findLine(tx, current, auditId, partId);
  if (!line) throw badRequest('stockAudit.partNotInAudit', { part: String(partId), number });
  const counted = input.mode === 'ADD' ? new Money(line.counted ?? 0).plus(input.quantity) : new Money(input.quantity);
  if (counted.lt(0)) throw badRequest('stockAudit.countNegative', { part: line.name });
  const stock = await currentStock(tx, current, partId);
  await saveCount(tx, current, auditId, partId, {
    counted: counted.toFixed(3),
    systemQuantity: stock.onHand,
    avgCost: stock.avgCost,
    countedBy: userId,
    countedAt: now,
  });
  const first = line.counted === null;
  const countedCount = audit.countedCount + (first ? 1 : 0);
  const status = audit.status === 'DRAFT' ? 'PARTIAL' : audit.status;
  await updateAudit(tx, current, auditId, { countedCount, status, updatedAt: now });
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId,
    action: 'COUNTED',
    userId,
    at: now,
    detail: { part_id: partId, mode: input.mode, quantity: input.quantity, counted: counted.toFixed(3), system: stock.onHand },
  });
  const saved = await findLine(tx, current, auditId, partId);
  return {
    line: auditLineView(saved ?? line, priceRules(current.roles).hidePurchase),
    status,
    counted: countedCount,
    parts: audit.partCount,
  };
}

function badRequestThrow(key: 'stockAudit.codeUnknown', params: Record<string, string>): never {
  throw badRequest(key, params);
}
