import type { PartApprovalInput } from '@garage/contract';
import { canMovePart, isOrderEditable, Money, type OrderStatus, type PartStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { StockMove } from '../../platform/stock-ledger.ts';
import { lockDocument } from '../orders/order.repository.ts';
import {
  garageSettingsInOneRead,
  heldByDocs,
  type OrderPartLine,
  partLinesOf,
  setPartStatusesAndLog,
} from './order-stock.repository.ts';
import { applyMoves, demandOf, ledgerOptionsOf, movedDetail, movesStock, returnCost } from './order-stock.ts';

type ApprovalInput = z.output<typeof PartApprovalInput>;

/**
 * The parts desk moves part lines of an order (decision 056, PUT oms/order/{id}/part_approval): each
 * line one step of the part-status machine. Issuing takes the line's parts from the shelf (ORDER_ISSUE,
 * the order as document), refused with the ledger's message when they are not there; taking an issued
 * line back returns them at the cost they left with. Only while the order is unbilled: a bill freezes
 * its parts (returns after billing are credit notes).
 */
export async function approvePartLines(
  tx: Tx,
  current: Membership,
  orderId: number,
  body: ApprovalInput,
  userId: number,
  now: Date,
): Promise<void> {
  const { groupId } = current;
  const order = await lockDocument(tx, current, 'ORDER', orderId);
  if (!isOrderEditable(order.status as OrderStatus))
    throw new AppError('CONFLICT', 'parts.orderClosed', { status: order.status });
  const lines = new Map((await partLinesOf(tx, groupId, [orderId])).map((l) => [l.id, l]));
  const changes: Array<{ line: OrderPartLine; from: PartStatus; to: PartStatus }> = [];
  const seen = new Set<number>();
  for (const { line_id, status } of body.lines) {
    const line = lines.get(line_id);
    if (!line || line.partStatus === null || seen.has(line_id)) throw badRequest('parts.lineUnknown', { line: line_id });
    seen.add(line_id);
    if (!canMovePart(line.partStatus, status))
      throw new AppError('CONFLICT', 'parts.moveNotAllowed', { part: line.name, from: line.partStatus, to: status });
    changes.push({ line, from: line.partStatus, to: status });
  }

  const settings = await garageSettingsInOneRead(tx, groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const actor = { current, userId, now };
  const doc = { kind: 'ORDER', id: orderId, number: order.externalOrderId };
  const moves: StockMove[] = [];
  const issue = changes.filter((c) => c.to === 'ISSUED').map((c) => c.line);
  if (issue.length && movesStock(settings)) {
    for (const [partId, quantity] of [...demandOf(issue)].sort(([a], [b]) => a - b))
      moves.push({ partId, kind: 'ORDER_ISSUE', quantity: quantity.toFixed(), reason: order.externalOrderId });
  }
  const back = changes.filter((c) => c.to === 'RETURNED').map((c) => c.line);
  if (back.length) {
    // What the order's issues still hold comes back, never more (issued while inventory was off: nothing).
    const held = await heldByDocs(tx, current, [{ kind: 'ORDER', ids: [orderId] }]);
    for (const [partId, quantity] of [...demandOf(back)].sort(([a], [b]) => a - b)) {
      const h = held.get(partId);
      const q = Money.min(quantity, new Money(h?.held ?? 0));
      if (q.gt(0))
        moves.push({
          partId,
          kind: 'ORDER_RETURN',
          quantity: q.toFixed(),
          unitCost: returnCost(h),
          reason: order.externalOrderId,
        });
    }
  }
  const moved = await applyMoves(tx, actor, moves, doc, ledgerOptionsOf(settings, now));
  await setPartStatusesAndLog(
    tx,
    groupId,
    orderId,
    changes.map((c) => ({ lineId: c.line.id, to: c.to })),
    {
      action: 'PARTS',
      userId,
      at: now,
      detail: {
        lines: changes.map((c) => ({ line_id: c.line.id, part_id: c.line.partId, part: c.line.name, from: c.from, to: c.to })),
        ...(moved.length ? { stock: movedDetail(moved) } : {}),
        ...(body.note ? { note: body.note } : {}),
      },
    },
  );
}
