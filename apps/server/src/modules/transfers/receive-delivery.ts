import type { ReceiveInput } from '@garage/contract';
import { isInTransit, Money, quantityText, receivedStatus, TRANSFER_DELIVERY_STATUSES, transferNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ledgerOptions, moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import { branchPart } from './branch-part.ts';
import { lotsOfReceipt, type SentLot } from './send-stock.ts';
import {
  addReceived,
  deliveryLines,
  findDelivery,
  logTransfer,
  moveDelivery,
  moveRequest,
  partsOfOutlet,
} from './transfer.repository.ts';
import { deliverySide } from './transfer-access.ts';

type Input = z.output<typeof ReceiveInput>;
const IN_TRANSIT = TRANSFER_DELIVERY_STATUSES.filter(isInTransit);

/**
 * The receiver (acting) takes in what arrived: each line as given, or all that is still on the way. The
 * stock arrives through the ledger (TRANSFER_IN) at the sender's cost per unit, on the receiver's part
 * of the same part number (made from the sender's master when it has none), in this transaction.
 * The delivery row is locked first and each line's receipt is a conditional update (received +
 * q <= dispatched), so receipts arriving at once never take in more than was dispatched.
 * All in → RECEIVED (DIRECT_DELIVERY_RECEIVED without a request) and the request RECEIVED; else
 * PARTIAL_RECEIVED.
 */
export async function receiveDelivery(tx: Tx, current: Membership, id: number, input: Input, userId: number, now: Date) {
  const { delivery } = deliverySide(await findDelivery(tx, current.groupId, id, true), current, 'RECEIVER');
  if (!isInTransit(delivery.status)) throw badRequest('transfer.badStatus', { status: delivery.status });
  const lines = await deliveryLines(tx, current.groupId, id);
  const sources = await partsOfOutlet(
    tx,
    current.groupId,
    delivery.fromGarageId,
    lines.map((l) => l.partId),
  );
  const given = new Map((input.lines ?? []).map((l) => [l.line_id, l.quantity]));
  const unknown = [...given.keys()].find((lineId) => !lines.some((l) => l.id === lineId));
  if (unknown !== undefined) throw badRequest('transfer.unknownLine', { line: String(unknown) });
  const receipts = lines.map((line) => {
    const left = new Money(line.dispatched).minus(line.received);
    const quantity = given.has(line.id) ? new Money(given.get(line.id)!) : left;
    if (quantity.gt(left))
      throw badRequest('transfer.overReceived', {
        part: sources.get(line.partId)?.name ?? String(line.partId),
        wanted: quantityText(quantity.toFixed(3)),
        allowed: quantityText(left.toFixed(3)),
      });
    return { line, quantity: quantity.toFixed(3) };
  });
  const arriving = receipts.filter((r) => new Money(r.quantity).gt(0));
  if (arriving.length === 0) throw badRequest('transfer.nothingToReceive');

  const options = await ledgerOptions(tx, current.groupId, current.garageId, now);
  const moves: StockMove[] = [];
  for (const { line, quantity } of arriving) {
    const source = sources.get(line.partId)!;
    const destPartId = line.destPartId ?? (await branchPart(tx, current.groupId, current.garageId, source, now));
    if (!(await addReceived(tx, current.groupId, line.id, quantity, destPartId)))
      throw new AppError('CONFLICT', 'transfer.overReceived', {
        part: source.name,
        wanted: quantityText(quantity),
        allowed: quantityText(new Money(line.dispatched).minus(line.received).toFixed(3)),
      });
    const lots =
      options.batchSerial && source.tracking !== 'NONE' ? lotsOfReceipt(line.lots as SentLot[], line.received, quantity) : [];
    moves.push({
      partId: destPartId,
      kind: 'TRANSFER_IN',
      quantity,
      unitCost: line.unitCost,
      ...(lots.length ? { lots } : {}),
    });
  }
  await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    moves,
    { kind: 'TRANSFER_DELIVERY', id, number: transferNumber('DELIVERY', delivery.number) },
    options,
  );

  const after = await deliveryLines(tx, current.groupId, id);
  const status = receivedStatus(after, delivery.requestId === null);
  const moved = await moveDelivery(tx, current.groupId, id, IN_TRANSIT, {
    status,
    receivedBy: userId,
    receivedAt: now,
    updatedAt: now,
  });
  if (!moved) throw new AppError('CONFLICT', 'transfer.changedMeanwhile');
  if (status === 'RECEIVED' && delivery.requestId !== null) {
    await moveRequest(tx, current.groupId, delivery.requestId, 'REQUESTED', {
      status: 'RECEIVED',
      receivedAt: now,
      updatedAt: now,
    });
  }
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId: delivery.requestId,
    deliveryId: id,
    action: status,
    userId,
    at: now,
    detail: { lines: arriving.map((r) => ({ part_id: r.line.partId, received: r.quantity })) },
  });
}
