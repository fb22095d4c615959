import type { OrderCreate } from '@garage/contract';
import { containsHtml, joinComments, type PricedOrder, type PriceRules } from '@garage/domain';
import { type AmcState, effectiveDiscount } from './amc-rules.ts';
import { localInputToIso } from './editor-dates.ts';
import type { EditorDraft, LineDraft } from './editor-draft.ts';
import { type EditorDocument, type EditorMode, isNewDocument } from './editor-mode.ts';
import { DECIMAL, lineIssues } from './line-rules.ts';
import { type GarageSettings, lineTaxCategoryId } from './totals-rules.ts';

/** What blocks the preview, and the body the editor sends. */

export type DraftIssue =
  | 'customer'
  | 'vehicle'
  | 'lines'
  | 'lineErrors'
  | 'deliveryTime'
  | 'odometer'
  | 'discount'
  | 'properties'
  | 'pricing'
  // A new counter sale asks for more of a part than is on hand (it takes its parts as it is saved).
  | 'stock'
  // Text the server refuses (HTML tags), per field.
  | 'lpoNumberHtml'
  | 'garageRecommendationHtml'
  | 'customerRemarksHtml'
  | 'commentsHtml'
  | 'propertiesHtml';

export interface SubmitContext {
  document: EditorDocument;
  mode: EditorMode;
  settings: GarageSettings;
  priceRules: PriceRules;
  now: Date;
}

/** Everything that blocks "Next" (the preview). The delivery-time problem is a toast (spec 5), the others inline. */
export function draftIssues(draft: EditorDraft, ctx: SubmitContext): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const counterSale = draft.orderType === 'COUNTER_SALE';
  if (draft.customerId === null) issues.push('customer');
  if (draft.vehicleId === null && !counterSale) issues.push('vehicle');
  if (draft.lines.length === 0) issues.push('lines');
  if (draft.lines.some((l) => lineIssues(l, ctx.priceRules).length > 0)) issues.push('lineErrors');
  if (ctx.document === 'ORDER' && !counterSale && !deliveryTimeOk(draft.deliveryTime, ctx)) issues.push('deliveryTime');
  if (draft.odometer.trim() && !/^\d{1,7}$/.test(draft.odometer.trim())) issues.push('odometer');
  if (!draft.itemWiseDiscount && draft.discountValue.trim() && !DECIMAL.test(draft.discountValue.trim())) {
    issues.push('discount');
  }
  // A value needs its name; a name without a value is simply left out.
  if (draft.properties.some((p) => !p.key.trim() && p.value.trim())) issues.push('properties');
  // The server refuses HTML in any of these (field.htmlTags); said here, next to the field, before the preview.
  if (containsHtml(draft.lpoNumber)) issues.push('lpoNumberHtml');
  if (containsHtml(draft.garageRecommendation)) issues.push('garageRecommendationHtml');
  if (draft.customerRemarks.some(containsHtml)) issues.push('customerRemarksHtml');
  if (draft.comments.some(containsHtml)) issues.push('commentsHtml');
  if (draft.properties.some((p) => containsHtml(p.key) || containsHtml(p.value))) issues.push('propertiesHtml');
  return issues;
}

/**
 * The odometer field once a vehicle is chosen (by hand or as the customer's only one): a reading already
 * typed stays, else the vehicle's last known reading.
 */
export function odometerFor(current: string, vehicle: { odometer_reading: number | null } | null): string {
  if (current.trim()) return current;
  return vehicle?.odometer_reading ? String(vehicle.odometer_reading) : '';
}

/**
 * Spec 5: an order (not a counter sale) needs its estimated delivery time. A new order's time may not lie
 * in the past (a few minutes of slack for the time spent on the form).
 */
export function deliveryTimeOk(value: string, ctx: Pick<SubmitContext, 'mode' | 'settings' | 'now'>): boolean {
  const iso = localInputToIso(value, ctx.settings.timeZone);
  if (iso === null) return false;
  if (isNewDocument(ctx.mode) && Date.parse(iso) < ctx.now.getTime() - 10 * 60_000) return false;
  return true;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/**
 * The body of routes.createOrder, routes.createQuote and the updates (which leave out order_type).
 * Comments are joined with commas by the domain rule; empty remarks and properties are dropped.
 */
export function buildPayload(
  draft: EditorDraft,
  ctx: Pick<SubmitContext, 'settings' | 'now'>,
  amc: ReadonlyMap<string, AmcState>,
  totals?: PricedOrder,
): OrderCreate {
  const counterSale = draft.orderType === 'COUNTER_SALE';
  const line = (l: LineDraft) => ({
    quantity: l.quantity.trim(),
    unit_price: l.unitPrice.trim() || '0',
    discount: effectiveDiscount(l, draft.itemWiseDiscount, amc.get(l.key)),
    tax_category_id: lineTaxCategoryId(l),
    tax_inclusive: l.taxInclusive,
    insurance_percentage: orNull(l.insurancePercentage),
    customer_percentage: orNull(l.customerPercentage),
    package_name: l.packageName,
  });
  const value = draft.discountValue.trim();
  return {
    order_type: draft.orderType,
    customer_id: draft.customerId ?? 0,
    user_car_id: draft.vehicleId,
    item_wise_discount: draft.itemWiseDiscount,
    discount: !draft.itemWiseDiscount && value && Number(value) > 0 ? { type: draft.discountType, value } : null,
    services_break_up: draft.lines
      .filter((l) => l.kind === 'service')
      .map((l) => ({ service_id: l.itemId, service_name: l.name, sac: l.code, ...line(l) })),
    parts_break_up: draft.lines
      .filter((l) => l.kind === 'part')
      .map((l) => ({
        part_id: l.itemId,
        part_name: l.name,
        hsn: l.code,
        uom_child: l.unitId,
        ...(l.serials.length ? { serials: l.serials } : {}),
        ...line(l),
      })),
    order_properties: draft.properties
      .filter((p) => p.key.trim() && p.value.trim())
      .map((p) => ({ key: p.key.trim(), value: p.value.trim() })),
    comments: joinComments(draft.comments),
    // A counter sale is handed over now (spec 5).
    estimated_delivery_time: counterSale ? ctx.now.toISOString() : localInputToIso(draft.deliveryTime, ctx.settings.timeZone),
    odometer_reading: draft.odometer.trim() ? Number(draft.odometer.trim()) : null,
    lpo_number: orNull(draft.lpoNumber),
    garage_recommendation: orNull(draft.garageRecommendation),
    customer_remarks: draft.customerRemarks.map((r) => r.trim()).filter(Boolean),
    expiry_date: orNull(draft.expiryDate),
    purchase_date: orNull(draft.purchaseDate),
    order_fulfilment_date: orNull(draft.fulfilmentDate),
    signature_url: draft.signatureUrl,
    // Sent for the record; the server prices the order itself.
    ...(totals
      ? {
          labour_amount: totals.labour_amount,
          labour_tax_amount: totals.labour_tax_amount,
          parts_tax_amount: totals.parts_tax_amount,
          total_amount: totals.grand_total,
        }
      : {}),
  };
}

/** The PUT bodies take everything but the order type. */
export function updateBody(payload: OrderCreate): Omit<OrderCreate, 'order_type'> {
  const { order_type: _type, ...rest } = payload;
  return rest;
}
