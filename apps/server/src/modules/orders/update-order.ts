import type { OrderUpdate } from '@garage/contract';
import { isOrderEditable, type OrderStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { carryPartStatuses } from '../parts-on-orders/carry-part-statuses.ts';
import { holdCounterSaleStock } from '../parts-on-orders/counter-sale-stock.ts';
import { serialLinesOfDocument, stockLinesOfDocument } from '../parts-on-orders/order-part-lines.ts';
import { holdOrderSerials } from '../parts-on-orders/order-serials.ts';
import { movedDetail } from '../parts-on-orders/order-stock.ts';
import { availAmc, giveBackAmc } from './amc-rule.ts';
import { lockDocument } from './order.repository.ts';
import type { OrderRow } from './order-view.ts';
import { replaceLines, updateDocument } from './order-write.repository.ts';
import { amcUsedBy, type DocumentInput, documentColumns, documentSearchText, priceDocument } from './price-document.ts';

type UpdateInput = z.output<typeof OrderUpdate>;

/** Delivery time of an edited order: required unless a counter sale, which keeps its own. */
function editedDelivery(row: OrderRow, given: string | null | undefined, now: Date): Date {
  if (given) return new Date(given);
  if (row.orderType === 'COUNTER_SALE') return row.estimatedDeliveryTime ?? now;
  throw badRequest('order.deliveryTime');
}

/**
 * Full edit of an open order (EDIT mode): lines, discount and details are replaced and repriced; the
 * number, type and status stay. An AMC order gives back what it used and uses the contract anew.
 * `billing`: the PREPARE_INVOICE mode's final edit, which may also change a counter sale that was created
 * PAYMENT_DUE (the invoice use case has checked that it has no invoice yet).
 */
export async function updateOrder(
  tx: Tx,
  current: Membership,
  id: number,
  body: UpdateInput,
  userId: number,
  now: Date,
  options: { billing?: boolean } = {},
): Promise<void> {
  const { groupId } = current;
  const row = await lockDocument(tx, current, 'ORDER', id);
  const status = row.status as OrderStatus;
  const editable = isOrderEditable(status) || (options.billing === true && status === 'PAYMENT_DUE');
  if (!editable) throw new AppError('CONFLICT', 'order.notEditable', { status: row.status });
  const input: DocumentInput = { ...body, order_type: row.orderType };
  const delivery = editedDelivery(row, body.estimated_delivery_time, now);
  const previous = row.orderType === 'AMC' ? await amcUsedBy(tx, groupId, id) : [];
  const doc = await priceDocument(tx, current, input, {
    document: 'ORDER',
    checkPrices: true,
    amc: {
      avail: true,
      alsoLock: previous.map((p) => p.amc_item_id),
      beforeRule: previous.length ? () => giveBackAmc(tx, groupId, previous) : undefined,
    },
  });
  await carryPartStatuses(tx, groupId, id, doc);
  await updateDocument(tx, groupId, id, {
    ...documentColumns(input, doc),
    searchText: documentSearchText('ORDER', row.number, doc.snapshot),
    estimatedDeliveryTime: delivery,
    expiryDate: body.expiry_date !== undefined ? body.expiry_date : row.expiryDate,
    updatedAt: now,
  });
  await replaceLines(tx, groupId, id, doc, input.item_wise_discount);
  await availAmc(tx, groupId, doc.amc);
  // The order holds the serial numbers its lines now name (decision 056 addendum)…
  await holdOrderSerials(tx, current, id, serialLinesOfDocument(doc), doc.settings, false);
  // …and a counter sale holds what its lines now ask for (decision 056).
  const moved =
    row.orderType === 'COUNTER_SALE'
      ? await holdCounterSaleStock(tx, { current, userId, now }, row, stockLinesOfDocument(doc), doc.settings)
      : [];
  await logActivity(tx, groupId, id, 'EDITED', userId, now, {
    ...(moved.length ? { stock: movedDetail(moved) } : {}),
    total_before: row.grandTotal,
    total: doc.priced.grand_total,
    ...(previous.length ? { amc_given_back: previous } : {}),
    // The AMC part of an activity detail, only when the rule touched a line.
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  });
}
