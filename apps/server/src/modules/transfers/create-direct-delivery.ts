import type { DirectDeliveryInput, TransferDelivery } from '@garage/contract';
import { Money, transferNumber } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextNumber } from '../../platform/counters.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { loadTransferDelivery } from './load-transfer.ts';
import { sendStock } from './send-stock.ts';
import { deliveryLines, insertDelivery, insertDeliveryLines, logTransfer, partsOfOutlet } from './transfer.repository.ts';
import { otherOutlet } from './transfer-access.ts';

type Input = z.output<typeof DirectDeliveryInput>;

/**
 * The acting outlet pushes parts of its list to another outlet of the group without a request: the
 * delivery is written and the stock leaves (TRANSFER_OUT) in one transaction, DIRECT_DELIVERY_TRANSIT.
 * The number is taken first here, so the ledger's movements carry it.
 */
export async function createDirectDelivery(tx: Tx, current: Membership, input: Input, userId: number, now: Date) {
  const to = await otherOutlet(tx, current, input.to_garage_id);
  const parts = await partsOfOutlet(
    tx,
    current.groupId,
    current.garageId,
    input.lines.map((l) => l.part_id),
  );
  const seen = new Set<number>();
  for (const line of input.lines) {
    const p = parts.get(line.part_id);
    if (!p) throw badRequest('stock.unknownPart', { part: String(line.part_id) });
    if (seen.has(p.id)) throw badRequest('transfer.duplicatePart', { part: p.name });
    seen.add(p.id);
  }
  const n = await nextNumber(tx, current, 'TRANSFER_DELIVERY');
  const id = await insertDelivery(tx, {
    groupId: current.groupId,
    number: n,
    requestId: null,
    fromGarageId: current.garageId,
    toGarageId: to.garageId,
    status: 'DIRECT_DELIVERY_TRANSIT',
    note: input.note || null,
    createdBy: userId,
    createdAt: now,
    dispatchedBy: userId,
    dispatchedAt: now,
    updatedAt: now,
  });
  await insertDeliveryLines(
    tx,
    input.lines.map((l, i) => {
      const q = new Money(l.quantity).toFixed(3);
      return { groupId: current.groupId, deliveryId: id, lineNo: i + 1, partId: l.part_id, requested: q, reserved: q };
    }),
  );
  const lines = await deliveryLines(tx, current.groupId, id);
  await sendStock(
    tx,
    current,
    { id, number: transferNumber('DELIVERY', n), toName: to.name },
    lines.map((line, i) => ({ line, quantity: line.reserved, lots: input.lines[i]?.lots })),
    userId,
    now,
  );
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    deliveryId: id,
    action: 'DIRECT_DELIVERY_TRANSIT',
    userId,
    at: now,
    detail: { to_garage_id: to.garageId, lines: lines.map((l) => ({ part_id: l.partId, quantity: l.reserved })) },
  });
  return id;
}

export async function createDirectDeliveryOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: TransferDelivery }> {
  const stored = await idempotent(db, { userId, scope: `transfer-direct:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createDirectDelivery(tx, current, input, userId, now) },
  }));
  return { ...stored, view: await loadTransferDelivery(db, current, stored.body.id) };
}
