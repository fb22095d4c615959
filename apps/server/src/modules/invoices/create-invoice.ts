import { INVOICE_EDIT, type Invoice, type InvoiceCreate } from '@garage/contract';
import {
  canInvoiceFrom,
  canSystemMove,
  customerDisplayName,
  distanceUnit,
  documentNumber,
  financialYear,
  hasAnyRole,
  localDay,
  money,
  normalizeSearch,
  type OrderStatus,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { updateOrder } from '../orders/update-order.ts';
import { billingParties } from './billing-parties.ts';
import { copyOrderLines, insertInvoice, liveInvoiceOfOrder, setInvoiceNumber } from './invoice.repository.ts';
import { loadInvoice } from './load-invoice.ts';

type CreateInput = z.output<typeof InvoiceCreate>;

/**
 * PREPARE_INVOICE's "Create invoice": saves the order's final lines (when sent), then freezes the priced
 * order into an invoice numbered per garage and financial year, and moves the order to PAYMENT_DUE
 * (PAYMENT_DONE for a bill of zero). The order row stays locked from the first read to the commit, so
 * ten presses at once make one invoice and the rest are told which.
 */
export async function createInvoice(tx: Tx, current: Membership, body: CreateInput, userId: number, now: Date): Promise<number> {
  const { groupId, garageId } = current;
  let order = await lockDocument(tx, current, 'ORDER', body.order_id);
  const status = order.status as OrderStatus;
  if (status === 'CANCELLED') throw badRequest('invoice.orderCancelled');
  const live = await liveInvoiceOfOrder(tx, current, order.id);
  if (live) throw new AppError('CONFLICT', 'invoice.alreadyInvoiced', { number: live.invoiceNumber });
  if (!canInvoiceFrom(status)) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status });
  // Shell 6: once the order is PAYMENT_DUE only EDIT_INVOICE (or the owner) prepares its invoice.
  if (status === 'PAYMENT_DUE' && !hasAnyRole(current.roles, INVOICE_EDIT)) throw forbidden('invoice.editInvoiceRole');
  if (body.order) {
    await updateOrder(tx, current, order.id, body.order, userId, now, { billing: true });
    order = await lockDocument(tx, current, 'ORDER', order.id);
  }

  const zero = money(order.grandTotal).isZero();
  const zeroReason = body.zero_reason?.trim() || null;
  if (zero && !zeroReason) throw badRequest('invoice.zeroReasonRequired');
  if (!zero && zeroReason) throw badRequest('invoice.zeroReasonNotZero');

  const parties = await billingParties(tx, current, order.customerId);
  if (body.invoice_type === 'B2B' && !parties.customer.tax_number) throw badRequest('invoice.b2bTaxNumber');
  const day = localDay(now, parties.seller.time_zone);
  const year = financialYear(day, parties.seller.country_code);

  const id = await insertInvoice(tx, {
    groupId,
    garageId,
    orderId: order.id,
    customerId: order.customerId,
    userCarId: order.userCarId,
    fy: year.label,
    number: 0,
    invoiceType: body.invoice_type,
    zeroReason,
    invoicedAt: now,
    localDay: day,
    customerName: parties.customer.name || customerDisplayName({ firstName: order.customerName }),
    searchText: order.searchText,
    customer: parties.customer,
    vehicle: order.userCarId
      ? {
          reg_number: order.regNumber,
          name: order.vehicleName,
          odometer_reading: order.odometerReading,
          distance_unit: distanceUnit(parties.seller.country_code),
        }
      : null,
    seller: parties.seller,
    header: {
      lpo_number: order.lpoNumber,
      customer_remarks: order.customerRemarks,
      garage_recommendation: order.garageRecommendation,
    },
    itemWiseDiscount: order.itemWiseDiscount,
    subTotal: order.subTotal,
    discount: order.discount,
    taxTotal: order.taxTotal,
    grandTotal: order.grandTotal,
    taxLines: order.taxLines,
    createdBy: userId,
    createdAt: now,
  });
  await copyOrderLines(tx, groupId, order.id, id);
  const next: OrderStatus = zero ? 'PAYMENT_DONE' : 'PAYMENT_DUE';
  const from = order.status as OrderStatus;
  if (from !== next) {
    if (!canSystemMove(from, next)) throw new AppError('CONFLICT', 'invoice.notInvoiceable', { status: from });
    await conditionalMove(tx, current, order.id, from, next, null, now, 'order.changedMeanwhile');
  }
  const prefix = parties.invoicePrefix;
  const number = await assignNumber(tx, current, yearCounterKind('INVOICE', year.label), (n) =>
    setInvoiceNumber(
      tx,
      groupId,
      id,
      n,
      documentNumber(prefix, year.label, n),
      normalizeSearch(documentNumber(prefix, year.label, n)),
    ),
  );
  await logActivity(tx, groupId, order.id, 'INVOICED', userId, now, {
    invoice_id: id,
    invoice_number: documentNumber(prefix, year.label, number),
    total: order.grandTotal,
    ...(from !== next ? { from, to: next } : {}),
    ...(zeroReason ? { zero_reason: zeroReason } : {}),
  });
  return id;
}

/** Creates an invoice once per Idempotency-Key; a replay answers the first invoice as it is now. */
export async function createInvoiceOnce(
  db: Db,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: Invoice }> {
  const scope = `createInvoice:${current.garageId}`;
  const result = await idempotent(db, { userId, scope, key, body }, async (tx) => ({
    status: 201,
    body: { id: await createInvoice(tx, current, body, userId, now) },
  }));
  const view = await loadInvoice(db, current, result.body.id);
  return { ...result, view };
}
