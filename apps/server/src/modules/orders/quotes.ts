import type { OrderUpdate, QuoteMove } from '@garage/contract';
import { canMoveQuote, isQuoteEditable, localDay, type QuoteStatus, quoteExpiryDate } from '@garage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { assignNumber, createOrder, lockDocument, logActivity } from './create-order.ts';
import {
  type DocumentInput,
  documentColumns,
  documentSearchText,
  type LineExtras,
  priceDocument,
  writeLines,
} from './price-document.ts';
import { activeCancelReason, conditionalMove } from './progress.ts';

type UpdateInput = z.output<typeof OrderUpdate>;
const DAY_MS = 86_400_000;

/**
 * Creates a quotation: DRAFT, numbered from the garage's QUOTE counter (QT-00001), priced like an
 * order. It needs no delivery time; its expiry is quotation_expiry_days after the garage-local day
 * unless the payload gives one. An AMC quotation prices with the contract but uses none of it.
 */
export async function createQuote(tx: Tx, current: Membership, input: DocumentInput, userId: number, now: Date) {
  const { groupId, garageId } = current;
  const doc = await priceDocument(tx, current, input, { document: 'QUOTE', checkPrices: true, amc: { avail: false } });
  const today = localDay(now, doc.settings.timeZone);
  checkExpiry(input.expiry_date, today);
  const expiry = input.expiry_date ?? quoteExpiryDate(today, doc.settings.props.quotation_expiry_days);
  const [row] = await tx
    .insert(salesOrder)
    .values({
      ...documentColumns(input, doc),
      groupId,
      garageId,
      document: 'QUOTE',
      // Numbered last (assignNumber); 0 is outside the unique index.
      number: 0,
      externalOrderId: '',
      orderType: input.order_type,
      status: 'DRAFT',
      searchText: '',
      estimatedDeliveryTime: input.estimated_delivery_time ? new Date(input.estimated_delivery_time) : null,
      expiryDate: expiry,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: salesOrder.id });
  if (!row) throw new Error('quote insert returned nothing');
  await writeLines(tx, groupId, row.id, doc, input.item_wise_discount);
  const number = await assignNumber(tx, current, 'QUOTE', row.id, doc.snapshot);
  await logActivity(tx, groupId, row.id, 'CREATED', userId, now, {
    number,
    status: 'DRAFT',
    expiry_date: expiry,
    total: doc.priced.grand_total,
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  });
  return row.id;
}

/** A quotation cannot be given an expiry date before today (garage-local). */
function checkExpiry(expiry: string | null | undefined, today: string): void {
  if (expiry && expiry < today) throw badRequest('quote.expiryPast');
}

/** Edits a DRAFT or APPROVED quotation; an approved one goes back to DRAFT (the customer approves again). */
export async function updateQuote(tx: Tx, current: Membership, id: number, body: UpdateInput, userId: number, now: Date) {
  const { groupId } = current;
  const row = await lockDocument(tx, current, 'QUOTE', id);
  if (!isQuoteEditable(row.status as QuoteStatus)) throw new AppError('CONFLICT', 'quote.notEditable', { status: row.status });
  const input: DocumentInput = { ...body, order_type: row.orderType };
  const doc = await priceDocument(tx, current, input, { document: 'QUOTE', checkPrices: true, amc: { avail: false } });
  // A new expiry date may not be in the past; an unchanged one may (the quotation is shown as expired).
  if (body.expiry_date && body.expiry_date !== row.expiryDate)
    checkExpiry(body.expiry_date, localDay(now, doc.settings.timeZone));
  await tx
    .update(salesOrder)
    .set({
      ...documentColumns(input, doc),
      status: 'DRAFT',
      searchText: documentSearchText('QUOTE', row.number, doc.snapshot),
      estimatedDeliveryTime: body.estimated_delivery_time ? new Date(body.estimated_delivery_time) : null,
      expiryDate: body.expiry_date !== undefined ? body.expiry_date : row.expiryDate,
      updatedAt: now,
    })
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
  await tx.delete(salesOrderLine).where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, id)));
  await writeLines(tx, groupId, id, doc, input.item_wise_discount);
  await logActivity(tx, groupId, id, 'EDITED', userId, now, {
    total_before: row.grandTotal,
    total: doc.priced.grand_total,
    ...(row.status !== 'DRAFT' ? { from: row.status, to: 'DRAFT' } : {}),
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  });
}

/** Approves or cancels a quotation (QUOTE_MOVES); cancelling needs one of the garage's QUOTE reasons. */
export async function moveQuote(
  tx: Tx,
  current: Membership,
  id: number,
  body: z.output<typeof QuoteMove>,
  userId: number,
  now: Date,
) {
  const [row] = await tx
    .select({ status: salesOrder.status })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'QUOTE'),
        eq(salesOrder.id, id),
      ),
    );
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

/**
 * Turns an APPROVED quotation into an order in one transaction: the order is numbered from the ORDER
 * counter, its lines are the quotation's repriced (AMC contracts used), source_quote_id points back, and
 * the quotation becomes CONVERTED with converted_order_id. The quotation row is locked first, so of two
 * concurrent conversions the second sees CONVERTED and is refused (409); the unique index on
 * source_quote_id refuses a second order even if that lock were skipped.
 */
export async function convertQuote(tx: Tx, current: Membership, id: number, userId: number, now: Date): Promise<number> {
  const { groupId } = current;
  const quote = await lockDocument(tx, current, 'QUOTE', id);
  if (quote.status === 'CONVERTED') throw alreadyConverted(quote.externalOrderId);
  if (quote.status !== 'APPROVED') throw new AppError('CONFLICT', 'quote.notApproved', { status: quote.status });

  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, id)))
    .orderBy(asc(salesOrderLine.position));
  const common = (l: (typeof lines)[number]) => ({
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discountPct,
    tax_category_id: (l.taxCategory as { id?: number } | null)?.id ?? null,
    tax_inclusive: l.taxInclusive,
    insurance_percentage: l.insurancePercentage,
    customer_percentage: l.customerPercentage,
    package_name: l.packageName,
  });
  const input: DocumentInput = {
    order_type: quote.orderType,
    customer_id: quote.customerId,
    user_car_id: quote.userCarId,
    item_wise_discount: quote.itemWiseDiscount,
    discount:
      quote.discountType && quote.discountValue !== null
        ? { type: quote.discountType as 'PERCENTAGE' | 'AMOUNT', value: quote.discountValue }
        : null,
    services_break_up: lines
      .filter((l) => l.kind === 'service')
      .map((l) => ({ service_id: l.itemId, service_name: l.name, sac: l.code, ...common(l) })),
    parts_break_up: lines
      .filter((l) => l.kind === 'part')
      .map((l) => ({
        part_id: l.itemId,
        part_name: l.name,
        hsn: l.code,
        uom_child: (l.priced as LineExtras).uom_child ?? null,
        ...common(l),
      })),
    order_properties: quote.orderProperties as Array<{ key: string; value: string }>,
    comments: quote.comments ?? '',
    odometer_reading: quote.odometerReading,
    lpo_number: quote.lpoNumber,
    garage_recommendation: quote.garageRecommendation,
    customer_remarks: quote.customerRemarks,
    purchase_date: quote.purchaseDate,
    order_fulfilment_date: quote.orderFulfilmentDate,
    signature_url: quote.signatureUrl,
  };
  // The quotation's delivery time when it is still ahead, else tomorrow at this hour.
  const delivery =
    quote.estimatedDeliveryTime && quote.estimatedDeliveryTime.getTime() > now.getTime()
      ? quote.estimatedDeliveryTime
      : new Date(now.getTime() + DAY_MS);
  let orderId: number;
  try {
    orderId = await createOrder(tx, current, input, userId, now, {
      quoteId: id,
      externalId: quote.externalOrderId,
      delivery,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyConverted(quote.externalOrderId);
    throw error;
  }
  await tx
    .update(salesOrder)
    .set({ status: 'CONVERTED', convertedOrderId: orderId, updatedAt: now })
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
  const [order] = await tx
    .select({ externalOrderId: salesOrder.externalOrderId })
    .from(salesOrder)
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, orderId)));
  await logActivity(tx, groupId, id, 'CONVERTED', userId, now, {
    from: quote.status,
    to: 'CONVERTED',
    order_id: orderId,
    order: order?.externalOrderId,
  });
  return orderId;
}

const alreadyConverted = (number: string) => new AppError('CONFLICT', 'quote.alreadyConverted', { number });
