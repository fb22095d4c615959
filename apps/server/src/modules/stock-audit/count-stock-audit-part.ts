import type { StockAuditCount, StockAuditCounted } from '@garage/contract';
import { Money, priceRules, quantityText, stockAuditNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ledgerOptions } from '../../platform/stock-ledger.ts';
import { lockOpenAudit } from './open-audit.ts';
import {
  currentStock,
  findLine,
  findLineByCode,
  findLinesBySerial,
  insertAuditActivity,
  type LineRowData,
  saveCount,
  serialsInStock,
  updateAudit,
} from './stock-audit.repository.ts';
import { auditLineView } from './stock-audit-view.ts';

/**
 * Counts a part of an open audit: SET what was typed, or ADD what a scan found. The part's on hand and
 * average cost are taken now, as the system quantity its count is compared with (decision 057); a recount
 * takes them again. The first count moves the audit from DRAFT to PARTIAL. Counting moves no stock, so
 * RESTRICT_PERFORM_ADJUSTMENT may count.
 *
 * A serial-tracked part (tracking on) may instead be counted by its serial numbers: the list found on the
 * shelf (SET), or one scan at a time (ADD a scanned serial, each once). The serials the system holds are
 * taken with the count, so completion knows which pieces are missing and which were found. Switching
 * between a typed count and a count by serials starts the part's count again.
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
  const target = await countTarget(tx, current, auditId, number, input);
  const partId = target.partId;
  const line = await findLine(tx, current, auditId, partId);
  if (!line) throw badRequest('stockAudit.partNotInAudit', { part: String(partId), number });
  const stock = await currentStock(tx, current, partId);
  const bySerial = input.serials !== undefined || target.serial !== undefined;
  let counted: Money;
  let serials: string[] | null = null;
  let systemSerials: string[] | null = null;
  if (bySerial) {
    const options = await ledgerOptions(tx, current.groupId, current.garageId, now);
    if (!options.batchSerial || line.tracking !== 'SERIAL') throw badRequest('stockAudit.notSerialTracked', { part: line.name });
    systemSerials = (await serialsInStock(tx, current, [partId])).get(partId) ?? [];
    // Pieces kept before serial numbers were: a count by serial numbers cannot name them.
    const unnamed = new Money(stock.onHand).minus(systemSerials.length);
    if (!unnamed.isZero())
      throw badRequest('stockAudit.serialsWithoutNumbers', { part: line.name, pieces: quantityText(unnamed.abs().toFixed(3)) });
    serials = target.serial === undefined ? checkedSerials(input.serials ?? []) : addSerial(line, target.serial);
    counted = new Money(serials.length);
  } else {
    counted = input.mode === 'ADD' ? new Money(line.counted ?? 0).plus(input.quantity) : new Money(input.quantity);
  }
  if (counted.lt(0)) throw badRequest('stockAudit.countNegative', { part: line.name });
  await saveCount(tx, current, auditId, partId, {
    counted: counted.toFixed(3),
    systemQuantity: stock.onHand,
    avgCost: stock.avgCost,
    countedBy: userId,
    countedAt: now,
    serials,
    systemSerials,
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
    detail: {
      part_id: partId,
      mode: input.mode,
      quantity: bySerial ? counted.toFixed() : input.quantity,
      counted: counted.toFixed(3),
      system: stock.onHand,
      ...(target.serial !== undefined ? { serial: target.serial } : {}),
      ...(input.serials !== undefined ? { serials: serials?.length ?? 0 } : {}),
    },
  });
  const saved = await findLine(tx, current, auditId, partId);
  return {
    line: auditLineView(saved ?? line, priceRules(current.roles).hidePurchase),
    status,
    counted: countedCount,
    parts: audit.partCount,
  };
}

/**
 * The part a count is for: by id, by a code that is a part number, or (a scan, ADD) by a code that is a
 * serial number of one of the audit's serial-tracked parts.
 */
async function countTarget(
  tx: Tx,
  current: Membership,
  auditId: number,
  number: string,
  input: z.output<typeof StockAuditCount>,
): Promise<{ partId: number; serial?: string }> {
  if (input.part_id !== undefined) return { partId: input.part_id };
  const code = input.code ?? '';
  const byNumber = await findLineByCode(tx, current, auditId, code);
  if (byNumber !== undefined) return { partId: byNumber };
  if (input.mode === 'ADD') {
    const found = await findLinesBySerial(tx, current, auditId, code);
    const parts = new Set(found.map((f) => f.partId));
    if (parts.size > 1) throw badRequest('stockAudit.serialAmbiguous', { code });
    const [first] = found;
    if (first) return { partId: first.partId, serial: first.code };
  }
  throw badRequest('stockAudit.codeUnknown', { number, code });
}

/** The serial numbers typed for a part: each once, sorted (compared with the system's sorted list). */
function checkedSerials(given: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of given) {
    if (seen.has(code)) throw badRequest('stockAudit.serialTwice', { code });
    seen.add(code);
  }
  return [...seen].sort();
}

/** A scanned serial number added to what was found of the part, once. */
function addSerial(line: LineRowData, code: string): string[] {
  const found = line.serials ?? [];
  if (found.includes(code)) throw badRequest('stockAudit.serialCounted', { code, part: line.name });
  return [...found, code].sort();
}
