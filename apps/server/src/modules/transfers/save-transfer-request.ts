import type { TransferRequest, TransferRequestInput } from '@garage/contract';
import { Money } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { loadTransferRequest } from './load-transfer.ts';
import {
  findRequest,
  insertRequest,
  logTransfer,
  moveRequest,
  type Outlet,
  partsOfOutlet,
  replaceRequestLines,
  setRequestNumber,
  updateRequest,
} from './transfer.repository.ts';
import { otherOutlet, requestSide } from './transfer-access.ts';

type Input = z.output<typeof TransferRequestInput>;

/** The asked outlet's parts named by the lines, each once, with quantities in their base unit. */
async function checkedLines(tx: Tx, current: Membership, from: Outlet, input: Input) {
  const parts = await partsOfOutlet(
    tx,
    current.groupId,
    from.garageId,
    input.lines.map((l) => l.part_id),
  );
  const seen = new Set<number>();
  return input.lines.map((line) => {
    const p = parts.get(line.part_id);
    if (!p) throw badRequest('transfer.unknownPart', { part: String(line.part_id), garage: from.name });
    if (seen.has(p.id)) throw badRequest('transfer.duplicatePart', { part: p.name });
    seen.add(p.id);
    return { partId: p.id, quantity: new Money(line.quantity).toFixed(3) };
  });
}

/**
 * Outlet B (the acting outlet) asks outlet A of its group for parts of A's list: a DRAFT it may still
 * change, or REQUESTED at once with `submit`. Numbered IBT-00001 from B's TRANSFER counter.
 */
export async function createTransferRequest(tx: Tx, current: Membership, input: Input, userId: number, now: Date) {
  const from = await otherOutlet(tx, current, input.from_garage_id);
  const lines = await checkedLines(tx, current, from, input);
  const status = input.submit ? 'REQUESTED' : 'DRAFT';
  const id = await insertRequest(tx, {
    groupId: current.groupId,
    toGarageId: current.garageId,
    fromGarageId: from.garageId,
    status,
    note: input.note || null,
    createdBy: userId,
    createdAt: now,
    requestedBy: input.submit ? userId : null,
    requestedAt: input.submit ? now : null,
    updatedAt: now,
  });
  await replaceRequestLines(tx, current.groupId, id, lines);
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId: id,
    action: status === 'DRAFT' ? 'DRAFTED' : 'REQUESTED',
    userId,
    at: now,
    detail: { from_garage_id: from.garageId, lines: lines.length },
  });
  await assignNumber(tx, current, 'TRANSFER', (n) => setRequestNumber(tx, current.groupId, id, n));
  return id;
}

/** Creates a request once per Idempotency-Key: a double press answers the first request. */
export async function createTransferRequestOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: TransferRequest }> {
  const stored = await idempotent(
    db,
    { userId, scope: `transfer-request:${current.garageId}`, key, body: input },
    async (tx) => ({
      status: 201,
      body: { id: await createTransferRequest(tx, current, input, userId, now) },
    }),
  );
  return { ...stored, view: await loadTransferRequest(db, current, stored.body.id) };
}

/** Changes a DRAFT of the acting outlet (outlet asked, parts, note); `submit` sends it. */
export async function updateTransferRequest(tx: Tx, current: Membership, id: number, input: Input, userId: number, now: Date) {
  const { request } = requestSide(await findRequest(tx, current.groupId, id, true), current, 'REQUESTER');
  if (request.status !== 'DRAFT') throw badRequest('transfer.badStatus', { status: request.status });
  const from = await otherOutlet(tx, current, input.from_garage_id);
  const lines = await checkedLines(tx, current, from, input);
  await updateRequest(tx, current.groupId, id, {
    fromGarageId: from.garageId,
    note: input.note || null,
    updatedAt: now,
    ...(input.submit ? { status: 'REQUESTED' as const, requestedAt: now, requestedBy: userId } : {}),
  });
  await replaceRequestLines(tx, current.groupId, id, lines);
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId: id,
    action: input.submit ? 'REQUESTED' : 'EDITED',
    userId,
    at: now,
    detail: { from_garage_id: from.garageId, lines: lines.length },
  });
}

/** Sends a DRAFT: DRAFT → REQUESTED. */
export async function submitTransferRequest(tx: Tx, current: Membership, id: number, userId: number, now: Date) {
  const { request } = requestSide(await findRequest(tx, current.groupId, id, true), current, 'REQUESTER');
  if (request.status !== 'DRAFT') throw badRequest('transfer.badStatus', { status: request.status });
  const moved = await moveRequest(tx, current.groupId, id, 'DRAFT', {
    status: 'REQUESTED',
    requestedAt: now,
    requestedBy: userId,
    updatedAt: now,
  });
  if (!moved) throw new AppError('CONFLICT', 'transfer.changedMeanwhile');
  await logTransfer(tx, current.groupId, { garageId: current.garageId, requestId: id, action: 'REQUESTED', userId, at: now });
}
