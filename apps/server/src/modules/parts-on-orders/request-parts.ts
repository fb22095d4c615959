import type { PartRequestInput } from '@garage/contract';
import { isOrderEditable, type OrderStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { partLinesOf, setPartStatus } from './order-stock.repository.ts';

/**
 * The workshop asks the parts desk for an order's parts (decision 056, PUT oms/order/{id}/part_request):
 * the named lines, or every RESERVED or RETURNED part line, become REQUESTED and appear in the Parts
 * Approval queue. Nothing moves on the shelf yet.
 */
export async function requestParts(
  tx: Tx,
  current: Membership,
  orderId: number,
  body: z.output<typeof PartRequestInput>,
  userId: number,
  now: Date,
): Promise<void> {
  const { groupId } = current;
  const order = await lockDocument(tx, current, 'ORDER', orderId);
  const settings = await loadGarageSettings(tx, groupId, current.garageId);
  if (!settings?.props.part_issuance_enabled) throw badRequest('parts.issuanceOff');
  if (!isOrderEditable(order.status as OrderStatus))
    throw new AppError('CONFLICT', 'parts.orderClosed', { status: order.status });
  const lines = await partLinesOf(tx, groupId, [orderId]);
  const waiting = (s: string | null) => s === 'RESERVED' || s === 'RETURNED';
  let chosen = lines.filter((l) => waiting(l.partStatus));
  if (body.line_ids) {
    for (const id of body.line_ids) {
      const line = lines.find((l) => l.id === id);
      if (!line || line.partStatus === null) throw badRequest('parts.lineUnknown', { line: id });
      if (!waiting(line.partStatus))
        throw new AppError('CONFLICT', 'parts.moveNotAllowed', { part: line.name, from: line.partStatus, to: 'REQUESTED' });
    }
    chosen = chosen.filter((l) => body.line_ids!.includes(l.id));
  }
  if (chosen.length === 0) throw new AppError('CONFLICT', 'parts.nothingToRequest');
  await setPartStatus(
    tx,
    groupId,
    orderId,
    chosen.map((l) => l.id),
    'REQUESTED',
  );
  await logActivity(tx, groupId, orderId, 'PARTS', userId, now, {
    lines: chosen.map((l) => ({ line_id: l.id, part_id: l.partId, part: l.name, from: l.partStatus, to: 'REQUESTED' })),
  });
}
