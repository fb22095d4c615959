import type { CancelDeliveryInput } from '@garage/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findDelivery, logTransfer, moveDelivery } from './transfer.repository.ts';
import { deliverySide } from './transfer-access.ts';

/**
 * The sender cancels a delivery before it is dispatched (nothing has moved in the ledger yet). Its
 * request stays REQUESTED, so it can be answered again.
 */
export async function cancelDelivery(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof CancelDeliveryInput>,
  userId: number,
  now: Date,
) {
  const { delivery } = deliverySide(await findDelivery(tx, current.groupId, id, true), current, 'SENDER');
  if (delivery.status !== 'RESERVED' && delivery.status !== 'PARTIAL_RESERVED')
    throw badRequest('transfer.badStatus', { status: delivery.status });
  const moved = await moveDelivery(tx, current.groupId, id, ['RESERVED', 'PARTIAL_RESERVED'], {
    status: 'CANCELLED',
    cancelReason: input.reason,
    cancelledBy: userId,
    cancelledAt: now,
    updatedAt: now,
  });
  if (!moved) throw new AppError('CONFLICT', 'transfer.changedMeanwhile');
  await logTransfer(tx, current.groupId, {
    garageId: current.garageId,
    requestId: delivery.requestId,
    deliveryId: id,
    action: 'CANCELLED',
    userId,
    at: now,
    detail: { reason: input.reason },
  });
}
