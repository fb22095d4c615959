import type { StockAudit } from '@garage/contract';
import { Money, mayAdjustStock, quantityText, stockAuditNumber } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ledgerOptions, moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import { findAudit, insertAuditActivity, markCompleted, saveAdjustments, varianceLines } from './stock-audit.repository.ts';
import { auditView } from './stock-audit-view.ts';

/**
 * Completes an audit: every counted part whose count differs from its system quantity gets an
 * ADJUSTMENT_IN (found, at the average cost of its count) or ADJUSTMENT_OUT (missing, at the ledger's
 * average) movement, doc kind STOCK_AUDIT, all in this transaction with the status change. Uncounted
 * parts are left as they are. Refused to RESTRICT_PERFORM_ADJUSTMENT (403); two completions at once
 * adjust once (markCompleted is one conditional update).
 */
export async function completeStockAudit(
  tx: Tx,
  current: Membership,
  id: number,
  userId: number,
  now: Date,
): Promise<StockAudit> {
  if (!mayAdjustStock(current.roles)) throw forbidden('stock.adjustRestricted');
  const audit = await markCompleted(tx, current, id, userId, now);
  if (!audit) {
    const found = await findAudit(tx, current, id);
    if (!found) throw notFound();
    if (found.status === 'COMPLETED') throw badRequest('stockAudit.completed', { number: stockAuditNumber(found.number) });
    throw badRequest('stockAudit.nothingCounted');
  }
  const number = stockAuditNumber(audit.number);
  const options = await ledgerOptions(tx, current.groupId, current.garageId, now);
  const lines = await varianceLines(tx, current, id);
  const moves: StockMove[] = lines.map((l) => {
    const variance = new Money(l.variance);
    if (variance.lt(0) && options.batchSerial && l.tracking === 'SERIAL')
      throw badRequest('stockAudit.serialShort', { part: l.name, missing: quantityText(variance.neg().toFixed(3)) });
    return variance.gt(0)
      ? {
          partId: Number(l.part_id),
          kind: 'ADJUSTMENT_IN',
          quantity: variance.toFixed(3),
          ...(new Money(l.avg_cost).gt(0) ? { unitCost: l.avg_cost } : {}),
          reason: audit.name ?? null,
        }
      : { partId: Number(l.part_id), kind: 'ADJUSTMENT_OUT', quantity: variance.neg().toFixed(3), reason: audit.name ?? null };
  });
  const results = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    moves,
    {
      kind: 'STOCK_AUDIT',
      id,
      number,
    },
    options,
  );
  await saveAdjustments(
    tx,
    current,
    id,
    results.map((r) => ({ partId: r.partId, quantity: r.quantity, value: r.value })),
  );
  const valueIn = results.filter((r) => !r.quantity.startsWith('-')).reduce((s, r) => s.plus(r.value), new Money(0));
  const valueOut = results.filter((r) => r.quantity.startsWith('-')).reduce((s, r) => s.plus(r.value), new Money(0));
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId: id,
    action: 'COMPLETED',
    userId,
    at: now,
    detail: { audit_number: number, adjusted: results.length, value_in: valueIn.toFixed(4), value_out: valueOut.toFixed(4) },
  });
  return auditView(tx, current, audit);
}
