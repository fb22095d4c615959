import type { QuoteMove } from '@garage/contract';
import { canMoveQuote, type QuoteStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { activeCancelReason, findDocumentStatus } from './order.repository.ts';
import { conditionalMove } from './order-write.repository.ts';

/** Approves or cancels a quotation (QUOTE_MOVES); cancelling needs one of the garage's QUOTE reasons. */
export async function moveQuote(
  tx: Tx,
  current: Membership,
  id: number,
  body: z.output<typeof QuoteMove>,
  userId: number,
  now: Date,
) {
  const row = await findDocumentStatus(tx, current, 'QUOTE', id);
  if (!row) throw new AppError('NOT_FOUND', 'quote.notFound');
  const from = row.status as QuoteStatus;
  if (!canMoveQuote(from, body.status)) throw new AppError('CONFLICT', 'quote.moveNotAllowed', { from, to: body.status });
  const reason = body.status === 'CANCELLED' ? await activeCancelReason(tx, current, 'QUOTE', body.cancel_reason_id) : null;
  await conditionalMove(tx, current, id, from, body.status, reason, now, 'quote.changedMeanwhile');
  await logActivity(tx, current.groupId, id, 'STATUS', userId, now, {
    from,
    to: body.status,
    ...(reason ? { reason_id: reason.id, reason: reason.reason } : {}),
    ...(reason && body.note ? { note: body.note } : {}),
  });
}
