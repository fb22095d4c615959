import type { DeliveryReserveInput, TransferDelivery } from '@garage/contract';
import { Money, quantityText, reservedStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { loadTransferDelivery } from './load-transfer.ts';
import {
  findRequest,
  insertDelivery,
  insertDeliveryLines,
  liveDeliveryOf,
  logTransfer,
  onHandOf,
  partsOfOutlet,
  requestLines,
  setDeliveryNumber,
} from './transfer.repository.ts';
import { requestSide } from './transfer-access.ts';

type Input = z.output<typeof DeliveryReserveInput>;

/**
 * The asked outlet (acting) answers a REQUESTED request with a delivery that reserves what it has: each
 * line as given, or as much of the asked quantity as is on hand. All of it → RESERVED, less →
 * PARTIAL_RESERVED. The reservation is the sender's promise, not a hold in the ledger: the stock leaves
 * only at dispatch, where the ledger refuses what is no longer there (decision 058).
 */
export async function reserveDelivery(tx: Tx, current: Membership, requestId: number, input: Input, userId: number, now: Date) {
  const { request } = requestSide(await findRequest(tx, current.groupId, requestId, true), current, 'SUPPLIER');
  if (request.status !== 'REQUESTED') throw badRequest('transfer.badStatus', { status: request.status });
  if (await liveDeliveryOf(tx, current.groupId, requestId)) throw new AppError('CONFLICT', 'transfer.alreadyAnswered');
  const lines = await requestLines(tx, current.groupId, requestId);
  const partIds = lines.map((l) => l.partId);
  const [onHand, parts] = await Promise.all([
    onHandOf(tx, current.groupId, current.garageId, partIds),
    partsOfOutlet(tx, current.groupId, current.garageId, partIds),
  ]);
  const given = new Map((input.lines ?? []).map((l) => [l.request_line_id, l.quantity]));
  const known = new Set(lines.map((l) => l.id));
  const unknown = [...given.keys()].find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest('transfer.unknownLine', { line: String(unknown) });
  const reserved = lines.map((line) => {
    const name = parts.get(line.partId)?.name ?? String(line.partId);
    const available = Money.max(new Money(onHand.get(line.partId) ?? 0), 0);
    const wanted = given.has(line.id) ? new Money(given.get(line.id)!) : Money.min(available, line.quantity);
    if (wanted.gt(line.quantity))
      throw badRequest('transfer.overRequested', {
        part: name,
        wanted: quantityText(wanted.toFixed(3)),
        allowed: quantityText(line.quantity),
      });
    if (wanted.gt(available))
      throw badRequest('stock.insufficient', {
        part: name,
        available: quantityText(available.toFixed(3)),
        wanted: quantityText(wanted.toFixed(3)),
      });
    return { line, quantity: wanted.toFixed(3) };
  });
  if (reserved.every((r) => new Money(r.quantity).isZero())) throw badRequest('transfer.nothingToSend');
  const status = reservedStatus(reserved.map((r) => ({ requested: r.line.quantity, reserved: r.quantity })));
  const id = await insertDelivery(tx, {
    groupId: current.groupId,
    requestId,
    fromGarageId: current.garageId,
    toGarageId: request.toGarageId,
    status,
    note: input.note || null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await insertDeliveryLines(
    tx,
    reserved.map((r, i) => ({
      groupId: current.groupId,
      deliveryId: id,
      lineNo: i + 1,
      requestLineId: r.line.id,
      partId: r.line.partId,
      requested: r.line.quantity,
      reserved: r.quantity,
    })),
  );
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId,
    deliveryId: id,
    action: status,
    userId,
    at: now,
    detail: { lines: reserved.map((r) => ({ part_id: r.line.partId, reserved: r.quantity })) },
  });
  await assignNumber(tx, current, 'TRANSFER_DELIVERY', (n) => setDeliveryNumber(tx, current.groupId, id, n));
  return id;
}

export async function reserveDeliveryOnce(
  db: Db,
  current: Membership,
  requestId: number,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: TransferDelivery }> {
  const stored = await idempotent(
    db,
    { userId, scope: `transfer-reserve:${current.garageId}:${requestId}`, key, body: input },
    async (tx) => ({ status: 201, body: { id: await reserveDelivery(tx, current, requestId, input, userId, now) } }),
  );
  return { ...stored, view: await loadTransferDelivery(db, current, stored.body.id) };
}
