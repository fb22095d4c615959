import type { DispatchInput } from '@garage/contract';
import { dispatchedStatus, Money, quantityText, transferNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { sendStock } from './send-stock.ts';
import { deliveryLines, findDelivery, findOutlet, logTransfer, moveDelivery, partsOfOutlet } from './transfer.repository.ts';
import { deliverySide } from './transfer-access.ts';

type Input = z.output<typeof DispatchInput>;

/**
 * The sender (acting) dispatches a reserved delivery: what leaves now (each line as given, at most what
 * was reserved; all that was reserved by default) goes out through the ledger in this transaction, at
 * the sender's average cost. All that was asked for → TRANSIT, less → PARTIAL_TRANSIT. The delivery row
 * is locked first, so a second dispatch waits and then finds it moved.
 */
export async function dispatchDelivery(tx: Tx, current: Membership, id: number, input: Input, userId: number, now: Date) {
  const { delivery } = deliverySide(await findDelivery(tx, current.groupId, id, true), current, 'SENDER');
  if (delivery.status !== 'RESERVED' && delivery.status !== 'PARTIAL_RESERVED')
    throw badRequest('transfer.badStatus', { status: delivery.status });
  const lines = await deliveryLines(tx, current.groupId, id);
  const parts = await partsOfOutlet(
    tx,
    current.groupId,
    current.garageId,
    lines.map((l) => l.partId),
  );
  const given = new Map((input.lines ?? []).map((l) => [l.line_id, l]));
  const unknown = [...given.keys()].find((lineId) => !lines.some((l) => l.id === lineId));
  if (unknown !== undefined) throw badRequest('transfer.unknownLine', { line: String(unknown) });
  const dispatches = lines.map((line) => {
    const g = given.get(line.id);
    const quantity = g ? new Money(g.quantity) : new Money(line.reserved);
    if (quantity.gt(line.reserved))
      throw badRequest('transfer.overReserved', {
        part: parts.get(line.partId)?.name ?? String(line.partId),
        wanted: quantityText(quantity.toFixed(3)),
        allowed: quantityText(line.reserved),
      });
    return { line, quantity: quantity.toFixed(3), lots: g?.lots };
  });
  if (dispatches.every((d) => new Money(d.quantity).isZero())) throw badRequest('transfer.nothingToSend');
  const to = await findOutlet(tx, current.groupId, delivery.toGarageId);
  await sendStock(
    tx,
    current,
    { id, number: transferNumber('DELIVERY', delivery.number), toName: to?.name ?? '' },
    dispatches,
    userId,
    now,
  );
  const status = dispatchedStatus(dispatches.map((d) => ({ requested: d.line.requested, dispatched: d.quantity })));
  const moved = await moveDelivery(tx, current.groupId, id, ['RESERVED', 'PARTIAL_RESERVED'], {
    status,
    dispatchedBy: userId,
    dispatchedAt: now,
    updatedAt: now,
  });
  if (!moved) throw new AppError('CONFLICT', 'transfer.changedMeanwhile');
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId: delivery.requestId,
    deliveryId: id,
    action: status,
    userId,
    at: now,
    detail: { lines: dispatches.map((d) => ({ part_id: d.line.partId, dispatched: d.quantity })) },
  });
}
