import type { StockAudit } from '@garage/contract';
import { Money, mayAdjustStock, quantityText, stockAuditNumber } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ledgerOptions, moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import { releaseMissingSerials } from '../parts-on-orders/release-missing-serials.ts';
import {
  findAudit,
  insertAuditActivity,
  markCompleted,
  saveAdjustments,
  serialsInStock,
  varianceLines,
} from './stock-audit.repository.ts';
import { auditView } from './stock-audit-view.ts';

/**
 * Completes an audit: every counted part whose count differs from its system quantity gets an
 * ADJUSTMENT_IN (found, at the average cost of its count) or ADJUSTMENT_OUT (missing, at the ledger's
 * average) movement, doc kind STOCK_AUDIT, all in this transaction with the status change. Uncounted
 * parts are left as they are. A part counted by its serial numbers moves exactly those serials: the
 * missing ones out, the found ones in (decision 057 addendum); a missing one an open order held leaves
 * that order first (releaseMissingSerials, decision 056 addendum on holds). Refused to RESTRICT_PERFORM_ADJUSTMENT (403); two completions at once
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
  const bySerial = lines.filter((l) => l.serials !== null);
  const inStock = await serialsInStock(
    tx,
    current,
    bySerial.map((l) => Number(l.part_id)),
  );
  const moves: StockMove[] = [];
  for (const l of lines) {
    const partId = Number(l.part_id);
    const unitCost = new Money(l.avg_cost).gt(0) ? { unitCost: l.avg_cost } : {};
    const reason = audit.name ?? null;
    if (l.serials !== null) {
      // Counted by serial numbers: the ones held at the count and not found go out, unless they left
      // since (sold after the count); the ones found and not held come in, unless they came in since.
      const inStockNow = new Set(inStock.get(partId) ?? []);
      const found = new Set(l.serials);
      const held = new Set(l.system_serials ?? []);
      const missing = [...held].filter((c) => !found.has(c) && inStockNow.has(c));
      const extra = [...found].filter((c) => !held.has(c) && !inStockNow.has(c));
      if (missing.length)
        moves.push({
          partId,
          kind: 'ADJUSTMENT_OUT',
          quantity: String(missing.length),
          lots: missing.map((code) => ({ code, quantity: '1' })),
          reason,
        });
      if (extra.length)
        moves.push({
          partId,
          kind: 'ADJUSTMENT_IN',
          quantity: String(extra.length),
          lots: extra.map((code) => ({ code, quantity: '1' })),
          ...unitCost,
          reason,
        });
      continue;
    }
    const variance = new Money(l.variance);
    if (variance.lt(0) && options.batchSerial && l.tracking === 'SERIAL')
      throw badRequest('stockAudit.serialShort', { part: l.name, missing: quantityText(variance.neg().toFixed(3)) });
    moves.push(
      variance.gt(0)
        ? { partId, kind: 'ADJUSTMENT_IN', quantity: variance.toFixed(3), ...unitCost, reason }
        : { partId, kind: 'ADJUSTMENT_OUT', quantity: variance.neg().toFixed(3), reason },
    );
  }
  // Serial numbers found missing leave the open orders that held them (decision 056, addendum on holds).
  const missingSerials = moves
    .filter((m) => m.kind === 'ADJUSTMENT_OUT' && m.lots?.length)
    .flatMap((m) => (m.lots ?? []).map((l) => ({ partId: m.partId, code: l.code })));
  const released = await releaseMissingSerials(
    tx,
    current,
    missingSerials,
    { source: 'STOCK_AUDIT', document: number },
    userId,
    now,
  );
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
  // A part counted by serial numbers may have gone both out and in: what it booked is the sum.
  const booked = new Map<number, { quantity: Money; value: Money }>();
  for (const r of results) {
    const b = booked.get(r.partId) ?? { quantity: new Money(0), value: new Money(0) };
    booked.set(r.partId, { quantity: b.quantity.plus(r.quantity), value: b.value.plus(r.value) });
  }
  await saveAdjustments(
    tx,
    current,
    id,
    [...booked].map(([partId, b]) => ({ partId, quantity: b.quantity.toFixed(3), value: b.value.toFixed(4) })),
  );
  const valueIn = results.filter((r) => !r.quantity.startsWith('-')).reduce((s, r) => s.plus(r.value), new Money(0));
  const valueOut = results.filter((r) => r.quantity.startsWith('-')).reduce((s, r) => s.plus(r.value), new Money(0));
  await insertAuditActivity(tx, {
    groupId: current.groupId,
    auditId: id,
    action: 'COMPLETED',
    userId,
    at: now,
    detail: {
      audit_number: number,
      adjusted: booked.size,
      value_in: valueIn.toFixed(4),
      value_out: valueOut.toFixed(4),
      ...(released.length ? { serials_released: released } : {}),
    },
  });
  return auditView(tx, current, audit);
}
