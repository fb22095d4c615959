import type { Order, PartApprovalInput } from '@garage/contract';
import { canMovePart, isOrderEditable, Money, type OrderStatus, type PartStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import type { StockMove } from '../../platform/stock-ledger.ts';
import { viewOf } from '../orders/order-view.ts';
import { checkNamedSerials, checkSerialsChosen, holdOrderSerials, serialsByPart } from './order-serials.ts';
import {
  heldByDocs,
  lockOrderWithSettings,
  type OrderPartLine,
  orderLinesWithBaseUnit,
  partLinesFrom,
  setLineSerials,
  setPartStatusesAndLog,
} from './order-stock.repository.ts';
import { applyMoves, demandOf, ledgerOptionsOf, movedDetail, movesStock, movesToHold, returnCost } from './order-stock.ts';

type ApprovalInput = z.output<typeof PartApprovalInput>;

/**
 * Work another use case does inside the same move, after the lines are checked and before they are
 * written (Procure adds the parts to a purchase order); what it answers joins the order's activity row.
 */
export type AlongWithMove = (
  lines: readonly OrderPartLine[],
  order: { number: string; settings: GarageSettings },
) => Promise<Record<string, unknown>>;

/**
 * The parts desk moves part lines of an order (decision 056, PUT oms/order/{id}/part_approval): each
 * line one step of the part-status machine. Issuing takes the line's parts from the shelf (ORDER_ISSUE,
 * the order as document), refused with the ledger's message when they are not there; taking an issued
 * line back returns them at the cost they left with. Only while the order is unbilled: a bill freezes
 * its parts (returns after billing are credit notes).
 *
 * Answers the order as it now is. The desk does this all day, so it costs four statements: the order
 * locked with the garage's settings, its lines, the stock (one statement, decision 052 addendum), the
 * statuses with the activity row; the answer is built from what was read and written.
 */
export async function approvePartLines(
  tx: Tx,
  current: Membership,
  orderId: number,
  body: ApprovalInput,
  userId: number,
  now: Date,
  along?: AlongWithMove,
): Promise<Order> {
  const { groupId } = current;
  const { order, settings } = await lockOrderWithSettings(tx, current, orderId);
  if (!isOrderEditable(order.status as OrderStatus))
    throw new AppError('CONFLICT', 'parts.orderClosed', { status: order.status });
  const stored = await orderLinesWithBaseUnit(tx, groupId, orderId);
  const lines = new Map(partLinesFrom(stored).map((l) => [l.id, l]));
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

  const actor = { current, userId, now };
  const doc = { kind: 'ORDER', id: orderId, number: order.externalOrderId };
  const trackingOn = settings.props.batch_serial_enabled;
  // The desk may hand out other serial numbers than the line named (decision 056 addendum).
  const handedOut = new Map<number, string[]>();
  for (const l of body.lines) {
    if (!l.serials) continue;
    if (l.status !== 'ISSUED') throw badRequest('parts.serialsOnlyOnIssue');
    const codes = l.serials.map((c) => c.trim());
    if (codes.join('\u0000') !== lines.get(l.line_id)?.serials.join('\u0000')) handedOut.set(l.line_id, codes);
  }
  const issue = changes
    .filter((c) => c.to === 'ISSUED')
    .map((c) => (handedOut.has(c.line.id) ? { ...c.line, serials: handedOut.get(c.line.id) as string[] } : c.line));
  const renamed = issue.filter((l) => handedOut.has(l.id));
  checkNamedSerials(renamed, 'ORDER', trackingOn);
  const moves: StockMove[] = [];
  if (issue.length && movesStock(settings)) {
    checkSerialsChosen(issue, trackingOn);
    moves.push(
      ...movesToHold(demandOf(issue), new Map(), 'ORDER_ISSUE', order.externalOrderId, serialsByPart(issue, trackingOn)),
    );
  }
  if (renamed.length) {
    await setLineSerials(tx, groupId, orderId, renamed);
    const updated = new Map(renamed.map((l) => [l.id, l]));
    await holdOrderSerials(
      tx,
      current,
      orderId,
      [...lines.values()].map((l) => updated.get(l.id) ?? l),
      settings,
      false,
    );
  }
  const back = changes.filter((c) => c.to === 'RETURNED').map((c) => c.line);
  if (back.length) {
    // What the order's issues still hold comes back, never more (issued while inventory was off: nothing);
    // serial numbers by number while the garage tracks them.
    const held = await heldByDocs(tx, current, [{ kind: 'ORDER', ids: [orderId] }]);
    const named = serialsByPart(back, trackingOn);
    for (const [partId, quantity] of [...demandOf(back)].sort(([a], [b]) => a - b)) {
      const h = held.get(partId);
      const serials = (named?.get(partId) ?? []).filter((c) => h?.serials.includes(c));
      const untracked = new Money(h?.held ?? 0).minus(named ? (h?.serials.length ?? 0) : 0);
      const q = Money.min(quantity.minus(serials.length), untracked);
      const base = { partId, kind: 'ORDER_RETURN' as const, unitCost: returnCost(h), reason: order.externalOrderId };
      if (serials.length)
        moves.push({ ...base, quantity: String(serials.length), lots: serials.map((code) => ({ code, quantity: '1' })) });
      if (q.gt(0)) moves.push({ ...base, quantity: q.toFixed() });
    }
  }
  const alongDetail = along
    ? await along(
        changes.map((c) => c.line),
        { number: order.externalOrderId, settings },
      )
    : {};
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
        ...alongDetail,
      },
    },
  );
  // The order row is as it was locked (an unbilled order: not on account, not an unbilled sale's due).
  const statusOf = new Map(changes.map((c) => [c.line.id, c.to]));
  const serialsOf = new Map(renamed.map((l) => [l.id, l.serials]));
  return viewOf(
    order,
    stored.map(({ line }) => ({
      ...line,
      ...(statusOf.has(line.id) ? { partStatus: statusOf.get(line.id) ?? null } : {}),
      ...(serialsOf.has(line.id) ? { priced: { ...(line.priced as object), serials: serialsOf.get(line.id) } } : {}),
    })),
    current.roles,
  );
}
