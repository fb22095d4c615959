import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { createOrder } from './create-order.ts';
import { documentLines, externalIdOf, lockDocument } from './order.repository.ts';
import type { OrderRow } from './order-view.ts';
import { updateDocument } from './order-write.repository.ts';
import type { DocumentInput, LineExtras } from './price-document.ts';

const DAY_MS = 86_400_000;
type LineRow = Awaited<ReturnType<typeof documentLines>>[number];

/** The order a quotation becomes: its own fields and lines, as an order payload to price anew. */
function orderInputOf(quote: OrderRow, lines: LineRow[]): DocumentInput {
  const common = (l: LineRow) => ({
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discountPct,
    tax_category_id: (l.taxCategory as { id?: number } | null)?.id ?? null,
    tax_inclusive: l.taxInclusive,
    insurance_percentage: l.insurancePercentage,
    customer_percentage: l.customerPercentage,
    package_name: l.packageName,
  });
  return {
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

  const input = orderInputOf(quote, await documentLines(tx, groupId, id));
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
  await updateDocument(tx, groupId, id, { status: 'CONVERTED', convertedOrderId: orderId, updatedAt: now });
  await logActivity(tx, groupId, id, 'CONVERTED', userId, now, {
    from: quote.status,
    to: 'CONVERTED',
    order_id: orderId,
    order: await externalIdOf(tx, groupId, orderId),
  });
  return orderId;
}

const alreadyConverted = (number: string) => new AppError('CONFLICT', 'quote.alreadyConverted', { number });
