/**
 * How a stored order or quotation is shown: its row and lines mapped to the contract's Order, with the
 * moves and edits the caller may make now. Pure (no queries), so the create fast path can answer from
 * what it wrote (create-order.ts) and the repository from what it read.
 */
import { ORDER_CANCEL, ORDER_CREATE, ORDER_PROGRESS_ROLES, type Order, type PricedLine, QUOTE_EDIT } from '@garage/contract';
import {
  hasAnyRole,
  isOrderEditable,
  isQuoteEditable,
  joinComments,
  Money,
  type OrderStatus,
  progressMoves,
  QUOTE_MOVES,
  type QuoteStatus,
  type Role,
} from '@garage/domain';
import type { z } from 'zod';
import type { salesOrder, salesOrderLine } from '../../db/schema.ts';

export type OrderRow = typeof salesOrder.$inferSelect;
// Stored with 4 decimals; shown with at least 2 and as many as the garage's rounding produced.
export const moneyText = (v: string | null) => {
  const m = new Money(v ?? 0);
  return m.toFixed(Math.max(2, m.decimalPlaces()));
};

/**
 * The moves the caller may make now: an order's progress moves (CANCELLED only with an ORDER_CANCEL
 * role); a quotation's moves, approve/cancel/back to draft for QUOTE_EDIT and convert for ORDER_CREATE.
 */
export function allowedMoves(
  row: Pick<OrderRow, 'document' | 'status'>,
  roles: readonly Role[],
  onAccount = false,
  unbilledSale = false,
): string[] {
  if (row.document === 'ORDER') {
    if (!hasAnyRole(roles, ORDER_PROGRESS_ROLES)) return [];
    // A counter sale not yet billed may still be cancelled (decision 056).
    const moves = unbilledSale
      ? [...progressMoves(row.status as OrderStatus, onAccount), 'CANCELLED']
      : progressMoves(row.status as OrderStatus, onAccount);
    return moves.filter((s) => s !== 'CANCELLED' || hasAnyRole(roles, ORDER_CANCEL));
  }
  return (QUOTE_MOVES[row.status as QuoteStatus] ?? []).filter((s) =>
    hasAnyRole(roles, s === 'CONVERTED' ? ORDER_CREATE : QUOTE_EDIT),
  );
}

export function isEditable(row: Pick<OrderRow, 'document' | 'status'>): boolean {
  return row.document === 'ORDER' ? isOrderEditable(row.status as OrderStatus) : isQuoteEditable(row.status as QuoteStatus);
}

interface PricedFigures {
  amount: string;
  taxable: string;
  share: string;
  taxes: Array<{ name: string; amount: string }>;
  total: string;
}

export type LineRow = typeof salesOrderLine.$inferSelect;
type PricedLineView = z.infer<typeof PricedLine>;

type StoredLine = Omit<LineRow, 'id' | 'groupId' | 'orderId'> & { id?: number };

/** An order's line: priced, with its id (when known) and its part status (decision 056). */
function orderLineView(l: StoredLine): Order['lines'][number] {
  return { ...pricedLineView(l), ...(l.id !== undefined ? { line_id: l.id } : {}), part_status: l.partStatus ?? null };
}

/** The serial numbers kept with a line's priced figures (`priced.serials`, decision 056 addendum). */
export function lineSerials(priced: unknown): string[] {
  const serials = (priced as { serials?: unknown } | null)?.serials;
  return Array.isArray(serials) ? serials.map(String) : [];
}

/** One priced line as shown (orders, quotations and the invoices copied from them). */
export function pricedLineView(l: Omit<StoredLine, 'partStatus'>): PricedLineView {
  const priced = l.priced as PricedFigures;
  const tax = l.taxCategory as { id?: number; name?: string } | null;
  return {
    kind: l.kind,
    item_id: l.itemId,
    name: l.name,
    code: l.code,
    package_name: l.packageName,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discountPct,
    tax_inclusive: l.taxInclusive,
    tax_category_id: tax?.id ?? null,
    tax_category_name: tax?.name ?? null,
    serials: lineSerials(l.priced),
    insurance_percentage: l.insurancePercentage,
    customer_percentage: l.customerPercentage,
    amount: priced.amount,
    taxable: priced.taxable,
    share: priced.share,
    taxes: priced.taxes,
    total: priced.total,
  };
}

/** The view of one document from its stored row and its lines (in position order). */
/** `onAccount`: every live bill of the order is settled or on account (a PAYMENT_DUE order may be delivered). */
/** `unbilledSale`: a PAYMENT_DUE counter sale with no live bill yet (it may be cancelled). */
export function viewOf(
  r: OrderRow,
  lines: ReadonlyArray<StoredLine>,
  roles: readonly Role[],
  onAccount = false,
  unbilledSale = false,
): Order {
  return {
    order_id: r.id,
    garage_id: r.garageId,
    document: r.document,
    external_order_id: r.externalOrderId,
    order_type: r.orderType,
    status: r.status,
    allowed_moves: allowedMoves(r, roles, onAccount, unbilledSale),
    editable: isEditable(r),
    cancel_reason: r.cancelReason,
    customer_id: r.customerId,
    customer_name: r.customerName,
    customer_mobile: r.customerMobile,
    customer_email: r.customerEmail,
    user_car_id: r.userCarId,
    reg_number: r.regNumber,
    vehicle_name: r.vehicleName,
    item_wise_discount: r.itemWiseDiscount,
    discount_type: (r.discountType as 'PERCENTAGE' | 'AMOUNT' | null) ?? null,
    discount_value: r.discountValue === null ? null : moneyText(r.discountValue),
    order_properties: r.orderProperties as Array<{ key: string; value: string }>,
    expiry_date: r.expiryDate,
    purchase_date: r.purchaseDate,
    order_fulfilment_date: r.orderFulfilmentDate,
    source_quote_id: r.sourceQuoteId,
    converted_order_id: r.convertedOrderId,
    comments: joinComments(r.comments ?? ''),
    estimated_delivery_time: r.estimatedDeliveryTime ? r.estimatedDeliveryTime.toISOString() : null,
    odometer_reading: r.odometerReading,
    lpo_number: r.lpoNumber,
    garage_recommendation: r.garageRecommendation,
    customer_remarks: r.customerRemarks,
    signature_url: r.signatureUrl,
    lines: lines.map(orderLineView),
    sub_total: moneyText(r.subTotal),
    discount: moneyText(r.discount),
    tax_lines: r.taxLines as Array<{ name: string; amount: string }>,
    tax_total: moneyText(r.taxTotal),
    total_amount: moneyText(r.grandTotal),
    labour_amount: moneyText(r.labourAmount),
    labour_tax_amount: moneyText(r.labourTaxAmount),
    parts_tax_amount: moneyText(r.partsTaxAmount),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
