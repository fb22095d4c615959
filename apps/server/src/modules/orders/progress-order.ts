import { ORDER_CANCEL, type OrderProgress } from '@garage/contract';
import { canProgress, hasAnyRole, type OrderStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ordersOnAccount } from '../invoices/orders-on-account.ts';
import { movedDetail } from '../parts-on-orders/order-stock.ts';
import { releaseOrderStock } from '../parts-on-orders/release-order-stock.ts';
import { unbilledOrders } from '../parts-on-orders/unbilled-orders.ts';
import { giveBackAmc, lockAmcItems } from './amc-rule.ts';
import { activeCancelReason, externalIdOf, findDocumentStatus } from './order.repository.ts';
import { conditionalMove } from './order-write.repository.ts';
import { amcUsedBy } from './price-document.ts';

/**
 * A person moves an order along the status machine (ORDER_PROGRESS). Cancelling needs an ORDER_CANCEL
 * role and an active ORDER cancel reason; a cancelled AMC order gives back what it used of the contract.
 */
export async function progressOrder(
  tx: Tx,
  current: Membership,
  id: number,
  body: z.output<typeof OrderProgress>,
  userId: number,
  now: Date,
): Promise<void> {
  const row = await findDocumentStatus(tx, current, 'ORDER', id);
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  const from = row.status as OrderStatus;
  const to = body.status;
  if (to === 'CANCELLED' && !hasAnyRole(current.roles, ORDER_CANCEL)) throw forbidden('order.cancelForbidden');
  // Delivering a PAYMENT_DUE order needs every live bill settled or on account (decision 050).
  const onAccount = from === 'PAYMENT_DUE' && (await ordersOnAccount(tx, current, [id])).has(id);
  // A counter sale is due from the start; until it is billed it may still be cancelled (decision 056).
  const unbilledSale =
    to === 'CANCELLED' &&
    from === 'PAYMENT_DUE' &&
    row.orderType === 'COUNTER_SALE' &&
    (await unbilledOrders(tx, current, [id])).has(id);
  if (!unbilledSale && !canProgress(from, to, onAccount)) {
    if (from === 'PAYMENT_DUE' && to === 'COMPLETED') throw new AppError('CONFLICT', 'order.dueNotOnAccount');
    throw new AppError('CONFLICT', 'order.moveNotAllowed', { from, to });
  }
  const reason = to === 'CANCELLED' ? await activeCancelReason(tx, current, 'ORDER', body.cancel_reason_id) : null;
  await conditionalMove(tx, current, id, from, to, reason, now, 'order.changedMeanwhile');
  let givenBack: Array<{ amc_item_id: number; availed: string }> = [];
  if (to === 'CANCELLED' && row.orderType === 'AMC') {
    givenBack = await amcUsedBy(tx, current.groupId, id);
    await lockAmcItems(
      tx,
      current.groupId,
      givenBack.map((g) => g.amc_item_id),
    );
    await giveBackAmc(tx, current.groupId, givenBack);
  }
  // A cancelled order gives back the parts it holds (decision 056).
  const released =
    to === 'CANCELLED'
      ? await releaseOrderStock(
          tx,
          { current, userId, now },
          { id, externalOrderId: (await externalIdOf(tx, current.groupId, id)) ?? '' },
        )
      : [];
  await logActivity(tx, current.groupId, id, 'STATUS', userId, now, {
    ...(released.length ? { stock: movedDetail(released) } : {}),
    from,
    to,
    ...(body.note ? { note: body.note } : {}),
    ...(reason ? { reason_id: reason.id, reason: reason.reason } : {}),
    ...(givenBack.length ? { amc_given_back: givenBack } : {}),
  });
}
