import type { AmcItem, Order, OrderCreate } from '@garage/contract';
import {
  applyAmcRule,
  checkDocumentTotals,
  containsHtml,
  distanceUnit,
  amcRemaining as domainAmcRemaining,
  hasAnyRole,
  joinComments,
  MONEY_COLUMN,
  Money,
  type NumericColumn,
  ORDER_TABS,
  ORDER_TYPES,
  type OrderTab,
  type OrderType,
  type PricedOrder,
  type PriceLineInput,
  type PricingContext,
  PricingError,
  priceOrder,
  QUANTITY_COLUMN,
  quantityFitsUnit,
  type Role,
  type TaxCategoryRate,
} from '@garage/domain';
import dayjs from 'dayjs';
import { randomSuffix } from '../order-lists/order-rules.ts';
import '../../lib/dates.ts';

/**
 * The pure rules of the order / quotation editor (issue 4): modes and their roles, the signature step,
 * the AMC rule, price roles, live totals with the domain engine, the preview's columns and the payload.
 */

// ---- address ------------------------------------------------------------------------------------------------

export type EditorDocument = 'ORDER' | 'QUOTE';
export const EDITOR_MODES = ['CREATE', 'EDIT', 'COPY', 'EDIT_ESTIMATE', 'VIEW'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

/** Search parameters of /tabs/create-repair-order (and of the quotation routes, which use only a few). */
export interface EditorSearch {
  type?: OrderType;
  mode?: EditorMode;
  order_id?: number;
  customer_id?: number;
  user_car_id?: number;
  from?: 'customer-details';
  /** The preview step of the editor (an entry of the browser history, so Back returns to the form). */
  step?: 'preview';
}

function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads the editor's search parameters; anything unknown is left out so links stay short. */
export function parseEditorSearch(search: Record<string, unknown>): EditorSearch {
  const out: EditorSearch = {};
  const type = ORDER_TYPES.find((t) => t === search.type);
  if (type) out.type = type;
  const mode = EDITOR_MODES.find((m) => m === search.mode);
  if (mode) out.mode = mode;
  const orderId = positiveId(search.order_id);
  if (orderId !== undefined) out.order_id = orderId;
  const customerId = positiveId(search.customer_id);
  if (customerId !== undefined) out.customer_id = customerId;
  const carId = positiveId(search.user_car_id);
  if (carId !== undefined) out.user_car_id = carId;
  if (search.from === 'customer-details') out.from = 'customer-details';
  if (search.step === 'preview') out.step = 'preview';
  return out;
}

/** A mode that needs an existing document; without one it falls back to CREATE. */
export function effectiveMode(mode: EditorMode | undefined, documentId: number | undefined): EditorMode {
  const m = mode ?? (documentId !== undefined ? 'EDIT' : 'CREATE');
  return m !== 'CREATE' && documentId === undefined ? 'CREATE' : m;
}

/** Whether the mode makes a new document (CREATE, COPY) rather than changing one. */
export function isNewDocument(mode: EditorMode): boolean {
  return mode === 'CREATE' || mode === 'COPY';
}

// ---- roles ----------------------------------------------------------------------------------------------------

const ORDER_CREATE_ROLES: readonly Role[] = ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER'];
const ORDER_EDIT_ROLES: readonly Role[] = ['GARAGE_OWNER', 'EDIT_ORDER'];
const ORDER_VIEW_ROLES: readonly Role[] = [
  'GARAGE_OWNER',
  'VIEW_ORDER',
  'CREATE_ORDER',
  'EDIT_ORDER',
  'ORDER_MANAGEMENT',
  'JOB_CONTROLLER',
];
const QUOTE_CREATE_ROLES: readonly Role[] = ['GARAGE_OWNER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER'];
const QUOTE_EDIT_ROLES: readonly Role[] = ['GARAGE_OWNER', 'EDIT_QUOTE'];

/**
 * Page roles by mode (shell 6): creating (and copying) needs the owner or create/edit order, editing the
 * owner or edit order; quotations follow the contract's QUOTE_CREATE / QUOTE_EDIT.
 */
export function pageRoles(document: EditorDocument, mode: EditorMode): readonly Role[] {
  if (document === 'QUOTE') return isNewDocument(mode) ? QUOTE_CREATE_ROLES : QUOTE_EDIT_ROLES;
  if (mode === 'VIEW') return ORDER_VIEW_ROLES;
  return isNewDocument(mode) ? ORDER_CREATE_ROLES : ORDER_EDIT_ROLES;
}

export interface PriceRules {
  /** PRICE_EDIT_RESTRICTED: the unit price of a catalogue item stays the master price. */
  readOnly: boolean;
  /** PRICE_EDIT_RESTRICTED_UPWARDS: the unit price may not exceed the master price. */
  capAtMaster: boolean;
  /** PRICE_VIEW_RESTRICTED: purchase prices are never shown. */
  hidePurchase: boolean;
}

/** What the price roles allow; the owner is never restricted (the server says the same). */
export function priceRules(roles: readonly Role[]): PriceRules {
  const owner = hasAnyRole(roles, ['GARAGE_OWNER']);
  return {
    readOnly: !owner && roles.includes('PRICE_EDIT_RESTRICTED'),
    capAtMaster: !owner && roles.includes('PRICE_EDIT_RESTRICTED_UPWARDS'),
    hidePurchase: !owner && roles.includes('PRICE_VIEW_RESTRICTED'),
  };
}

// ---- draft --------------------------------------------------------------------------------------------------

export interface LineDraft {
  /** Local key of the row. */
  key: string;
  kind: 'service' | 'part';
  itemId: number | null;
  name: string;
  /** SAC of a service, HSN of a part. */
  code: string | null;
  packageName: string | null;
  quantity: string;
  unitPrice: string;
  /** The catalogue price (for the price roles); null for a line without a master. */
  masterPrice: string | null;
  /** Item-wise discount in percent. */
  discount: string;
  taxInclusive: boolean;
  taxCategoryId: number | null;
  /** The catalogue item's tax category: the server falls back to it when a line names none. */
  masterTaxCategoryId: number | null;
  insurancePercentage: string;
  customerPercentage: string;
  /** Unit of a part line (uom_child). */
  unitId: number | null;
  unitSymbol: string | null;
  purchasePrice: string | null;
}

export interface KeyValue {
  key: string;
  value: string;
}

export interface EditorDraft {
  orderType: OrderType;
  customerId: number | null;
  vehicleId: number | null;
  lines: LineDraft[];
  itemWiseDiscount: boolean;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  discountValue: string;
  /** datetime-local text ("YYYY-MM-DDTHH:mm") in the garage's time zone. */
  deliveryTime: string;
  odometer: string;
  lpoNumber: string;
  garageRecommendation: string;
  customerRemarks: string[];
  comments: string[];
  properties: KeyValue[];
  expiryDate: string;
  purchaseDate: string;
  fulfilmentDate: string;
  signatureUrl: string | null;
}

export function emptyDraft(orderType: OrderType): EditorDraft {
  return {
    orderType,
    customerId: null,
    vehicleId: null,
    lines: [],
    itemWiseDiscount: true,
    discountType: 'PERCENTAGE',
    discountValue: '',
    deliveryTime: '',
    odometer: '',
    lpoNumber: '',
    garageRecommendation: '',
    customerRemarks: [],
    comments: [],
    properties: [],
    expiryDate: '',
    purchaseDate: '',
    fulfilmentDate: '',
    signatureUrl: null,
  };
}

let lineCounter = 0;
export function newLineKey(): string {
  lineCounter += 1;
  return `l${lineCounter}`;
}

/** The draft of an existing order or quotation (EDIT, EDIT_ESTIMATE, VIEW) or of its copy (COPY). */
export function draftFromOrder(order: Order, mode: EditorMode, timeZone: string): EditorDraft {
  const copy = mode === 'COPY';
  return {
    orderType: order.order_type,
    customerId: order.customer_id,
    vehicleId: order.user_car_id,
    lines: order.lines.map(
      (l): LineDraft => ({
        key: newLineKey(),
        kind: l.kind,
        itemId: l.item_id,
        name: l.name,
        code: l.code,
        packageName: l.package_name,
        quantity: trimDecimal(l.quantity),
        unitPrice: trimDecimal(l.unit_price),
        masterPrice: null,
        discount: trimDecimal(l.discount),
        taxInclusive: l.tax_inclusive,
        taxCategoryId: l.tax_category_id,
        masterTaxCategoryId: null,
        insurancePercentage: l.insurance_percentage === null ? '' : trimDecimal(l.insurance_percentage),
        customerPercentage: l.customer_percentage === null ? '' : trimDecimal(l.customer_percentage),
        unitId: null,
        unitSymbol: null,
        purchasePrice: null,
      }),
    ),
    itemWiseDiscount: order.item_wise_discount,
    discountType: order.discount_type ?? 'PERCENTAGE',
    discountValue: order.discount_value === null ? '' : trimDecimal(order.discount_value),
    // A copy is a new job: its delivery time is chosen again.
    deliveryTime: copy ? '' : isoToLocalInput(order.estimated_delivery_time, timeZone),
    odometer: order.odometer_reading === null ? '' : String(order.odometer_reading),
    lpoNumber: order.lpo_number ?? '',
    garageRecommendation: order.garage_recommendation ?? '',
    customerRemarks: [...order.customer_remarks],
    comments: splitComments(order.comments),
    properties: order.order_properties.map((p) => ({ ...p })),
    expiryDate: copy ? '' : (order.expiry_date ?? ''),
    purchaseDate: order.purchase_date ?? '',
    fulfilmentDate: copy ? '' : (order.order_fulfilment_date ?? ''),
    signatureUrl: copy ? null : order.signature_url,
  };
}

/** "12.5000" → "12.5", "3.000" → "3". */
export function trimDecimal(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function splitComments(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

// ---- dates -----------------------------------------------------------------------------------------------------

/** A datetime-local text read in the garage's time zone, as an ISO instant; null when empty or invalid. */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  try {
    const d = dayjs.tz(value, timeZone);
    return d.isValid() ? d.toISOString() : null;
  } catch {
    return null;
  }
}

/** An ISO instant as the datetime-local text of the garage's time zone. */
export function isoToLocalInput(value: string | null, timeZone: string): string {
  if (!value) return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  try {
    return d.tz(timeZone).format('YYYY-MM-DDTHH:mm');
  } catch {
    return d.utc().format('YYYY-MM-DDTHH:mm');
  }
}

// ---- signature ---------------------------------------------------------------------------------------------------

export interface SignatureContext {
  document: EditorDocument;
  orderType: OrderType;
  mode: EditorMode;
  /** The phone layout (viewport narrower than 767 px). */
  phone: boolean;
}

/** Spec 5: on phones a new order needs the customer's signature first; web, desktop and counter sales skip it. */
export function signatureRequired(ctx: SignatureContext): boolean {
  return ctx.phone && ctx.document === 'ORDER' && ctx.orderType !== 'COUNTER_SALE' && isNewDocument(ctx.mode);
}

/** Orders always ask the customer to accept the terms on the pad (spec 2.1 "when consent is required"). */
export function consentRequired(document: EditorDocument): boolean {
  return document === 'ORDER';
}

/**
 * Spec 2.1: the drawing area is 500 tall; 400 wide by default (desktop), 360 in portrait and 720 in
 * landscape. These are the canvas's own pixels; on a narrower screen it is shown scaled down.
 */
export function signatureCanvasSize(orientation: 'portrait' | 'landscape' | null): { width: number; height: number } {
  return { width: orientation === 'portrait' ? 360 : orientation === 'landscape' ? 720 : 400, height: 500 };
}

// ---- AMC ---------------------------------------------------------------------------------------------------------

export interface AmcState {
  item: AmcItem;
  /** quantity − availed_quantity of the item before this line, in the AMC item's unit. */
  remaining: string;
  /** The line asks for more than remains (or its unit cannot be compared): its discount is reset to 0. */
  exceeded: boolean;
}

export function amcRemaining(item: Pick<AmcItem, 'quantity' | 'availed_quantity'>): Money {
  return domainAmcRemaining({ quantity: item.quantity, availedQuantity: item.availed_quantity });
}

/**
 * Spec 5 (AMC) through the domain's rule, as the server applies it: a line of an item the customer's
 * contract covers may use what remains; lines use the balance in turn, the vehicle's own items first.
 * Keyed by line key.
 */
export function amcStates(
  lines: readonly LineDraft[],
  items: readonly AmcItem[],
  vehicleId: number | null,
): Map<string, AmcState> {
  const covering = items
    .filter((i) => i.user_car_id === null || i.user_car_id === vehicleId)
    .map((i) => ({
      id: i.id,
      kind: i.kind,
      itemId: i.item_id,
      userCarId: i.user_car_id,
      quantity: i.quantity,
      availedQuantity: i.availed_quantity,
      discount: i.discount,
      unitId: i.uom_child,
      contract: i,
    }));
  const outcomes = applyAmcRule(
    lines.map((l) => ({
      kind: l.kind,
      itemId: l.itemId,
      // A quantity being typed counts as 0 until it is a number.
      quantity: QUANTITY.test(l.quantity.trim()) ? l.quantity.trim() : '0',
      discount: l.discount.trim() || '0',
      unitId: l.unitId,
      masterUnitId: l.unitId,
    })),
    covering,
    true,
  );
  const out = new Map<string, AmcState>();
  for (const o of outcomes) {
    const line = lines[o.index];
    if (line) out.set(line.key, { item: o.item.contract, remaining: o.remaining.toString(), exceeded: o.discount === 'RESET' });
  }
  return out;
}

/**
 * The discount a line is priced and sent with: 0 without item-wise discounts or beyond the AMC balance;
 * within the balance the contract's discount when the line has none of its own.
 */
export function effectiveDiscount(line: LineDraft, itemWise: boolean, amc: AmcState | undefined): string {
  if (!itemWise) return '0';
  if (amc?.exceeded) return '0';
  const own = line.discount.trim();
  if ((!own || Number(own) === 0) && amc && Number(amc.item.discount) > 0) return trimDecimal(amc.item.discount);
  return own || '0';
}

// ---- line checks ----------------------------------------------------------------------------------------------

export type LineIssue =
  | { field: 'quantity'; key: 'order.quantity' | 'order.wholeUnitQuantity' }
  | { field: 'unitPrice'; key: 'order.priceRestricted' | 'order.priceAboveMaster' | 'field.invalid' }
  | { field: 'discount' | 'insurancePercentage' | 'customerPercentage'; key: 'field.invalid' | 'field.percent' }
  | { field: 'customerPercentage'; key: 'order.sharesOver100' };

/** A decimal that fits a numeric(p, s) column (the server's contract checks the same limits). */
const fitting = (column: NumericColumn, sign = '') =>
  new RegExp(`^${sign}\\d{1,${column.precision - column.scale}}(\\.\\d{1,${column.scale}})?$`);
const DECIMAL = fitting(MONEY_COLUMN);
/** A unit price may be negative (an exchange credit for an old part); the document's total may not. */
const PRICE = fitting(MONEY_COLUMN, '-?');
const QUANTITY = fitting(QUANTITY_COLUMN);

/** A percentage field's problem: not a number, or outside 0–100; none when empty or fine. */
function percentIssue(value: string): 'field.invalid' | 'field.percent' | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(v)) return 'field.invalid';
  return DECIMAL.test(v) && Number(v) <= 100 ? null : 'field.percent';
}

/** Problems of one line: quantity above zero, a valid price within the price roles, percentages 0–100 (shares together too). */
export function lineIssues(line: LineDraft, rules: PriceRules): LineIssue[] {
  const issues: LineIssue[] = [];
  const q = line.quantity.trim();
  if (!QUANTITY.test(q) || Number(q) <= 0) issues.push({ field: 'quantity', key: 'order.quantity' });
  else if (line.kind === 'part' && !quantityFitsUnit(q, line.unitId))
    issues.push({ field: 'quantity', key: 'order.wholeUnitQuantity' });
  const p = line.unitPrice.trim();
  if (p !== '' && !PRICE.test(p)) issues.push({ field: 'unitPrice', key: 'field.invalid' });
  else if (line.masterPrice !== null && p !== '') {
    const price = new Money(p);
    if (rules.readOnly && !price.equals(line.masterPrice)) issues.push({ field: 'unitPrice', key: 'order.priceRestricted' });
    else if (rules.capAtMaster && price.gt(line.masterPrice)) issues.push({ field: 'unitPrice', key: 'order.priceAboveMaster' });
  }
  for (const field of ['discount', 'insurancePercentage', 'customerPercentage'] as const) {
    const key = percentIssue(line[field]);
    if (key) issues.push({ field, key });
  }
  const shares = Number(line.insurancePercentage.trim() || 0) + Number(line.customerPercentage.trim() || 0);
  if (!issues.some((i) => i.field === 'customerPercentage' || i.field === 'insurancePercentage') && shares > 100)
    issues.push({ field: 'customerPercentage', key: 'order.sharesOver100' });
  return issues;
}

// ---- totals ----------------------------------------------------------------------------------------------------

export interface TaxCategoryLike {
  tax_category_id: number;
  name: string;
  total_value: string;
  tax_component_list: ReadonlyArray<{ tax_component_name: string; value: string }>;
}

export interface GarageSettings {
  countryCode: string;
  digits: number;
  taxApplicable: boolean;
  timeZone: string;
}

export function taxRate(category: TaxCategoryLike | undefined): TaxCategoryRate | null {
  if (!category) return null;
  return {
    name: category.name,
    total_value: category.total_value,
    components: category.tax_component_list.map((c) => ({ name: c.tax_component_name, value: c.value })),
  };
}

export function lineTaxCategoryId(line: LineDraft): number | null {
  return line.taxCategoryId ?? line.masterTaxCategoryId;
}

export type TotalsResult = { ok: true; priced: PricedOrder } | { ok: false; key: PricingError['key']; line?: number };

/** Live totals with the domain engine and the garage's settings; lines that cannot be priced yet report why. */
export function computeTotals(
  draft: EditorDraft,
  settings: GarageSettings,
  taxCategories: readonly TaxCategoryLike[],
  amc: ReadonlyMap<string, AmcState>,
): TotalsResult {
  const lines: PriceLineInput[] = draft.lines.map((l) => ({
    kind: l.kind,
    quantity: QUANTITY.test(l.quantity.trim()) ? l.quantity.trim() : '0',
    unit_price: PRICE.test(l.unitPrice.trim()) ? l.unitPrice.trim() : 0,
    discount: percentIssue(l.discount) === null ? effectiveDiscount(l, draft.itemWiseDiscount, amc.get(l.key)) : 0,
    tax_inclusive: l.taxInclusive,
    tax_category: taxRate(taxCategories.find((c) => c.tax_category_id === lineTaxCategoryId(l))),
  }));
  const value = draft.discountValue.trim();
  const ctx: PricingContext = {
    digits: settings.digits,
    is_tax_applicable: settings.taxApplicable,
    country_code: settings.countryCode,
    item_wise_discount: draft.itemWiseDiscount,
    discount: !draft.itemWiseDiscount && DECIMAL.test(value) ? { type: draft.discountType, value } : null,
  };
  try {
    const priced = priceOrder(lines, ctx);
    // The server refuses the same (a negative document, totals beyond the money columns).
    checkDocumentTotals(priced);
    return { ok: true, priced };
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, key: error.key, line: error.line };
    throw error;
  }
}

// ---- validation and payload --------------------------------------------------------------------------------------

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
 * The body of POST /api/oms/order/order, POST /api/oms/quotes and the PUTs (which leave out order_type).
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
      .map((l) => ({ part_id: l.itemId, part_name: l.name, hsn: l.code, uom_child: l.unitId, ...line(l) })),
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

// ---- outcomes ----------------------------------------------------------------------------------------------------

/** The order list tab of a status (PAYMENT_DUE → PAYMENT_DUE, CREATED → OPEN). */
export function tabOfStatus(status: string): OrderTab {
  for (const tab of ORDER_TABS) if ((tab.statuses as readonly string[]).includes(status)) return tab.key;
  return 'OPEN';
}

/** Spec 2.2: /tabs/order-details/{order}/{random}, random a number below 10000. */
export function orderDetailsHref(orderId: number, random: number | string = randomSuffix()): string {
  return `/tabs/order-details/${orderId}/${random}`;
}

export type AfterSave =
  | { kind: 'customer'; customerId: number }
  | { kind: 'orders'; tab: OrderTab }
  | { kind: 'order'; orderId: number }
  | { kind: 'quotations' };

/** Where the user goes once the document is saved (spec 2.3). */
export function afterSave(
  document: EditorDocument,
  mode: EditorMode,
  saved: { order_id: number; status: string; customer_id: number },
  from: EditorSearch['from'],
): AfterSave {
  if (!isNewDocument(mode)) return document === 'ORDER' ? { kind: 'order', orderId: saved.order_id } : { kind: 'quotations' };
  if (from === 'customer-details') return { kind: 'customer', customerId: saved.customer_id };
  return document === 'ORDER' ? { kind: 'orders', tab: tabOfStatus(saved.status) } : { kind: 'quotations' };
}

export function afterSaveHref(target: AfterSave): string {
  switch (target.kind) {
    case 'customer':
      return `/tabs/customer-details/${target.customerId}`;
    case 'orders':
      return `/tabs/orders?tab=${target.tab}`;
    case 'order':
      return orderDetailsHref(target.orderId);
    case 'quotations':
      return '/tabs/quotation';
  }
}

// ---- preview -----------------------------------------------------------------------------------------------------

export type PreviewColumn = 'package' | 'index' | 'name' | 'code' | 'quantity' | 'rate' | 'discount' | 'tax' | 'amount';

export interface PreviewConditions {
  /** The garage applies tax and at least one line has a tax category. */
  taxApplies: boolean;
  itemWiseDiscount: boolean;
  anyPackage: boolean;
}

/**
 * Spec 2.2: columns of the services and parts tables vary with whether tax applies (HSN/SAC and tax
 * columns), whether discounts are per item (discount column) and whether any package is present (a
 * package column grouping its items under the package name).
 */
export function previewColumns(c: PreviewConditions): PreviewColumn[] {
  const cols: PreviewColumn[] = [];
  if (c.anyPackage) cols.push('package');
  cols.push('index', 'name');
  if (c.taxApplies) cols.push('code');
  cols.push('quantity', 'rate');
  if (c.itemWiseDiscount) cols.push('discount');
  if (c.taxApplies) cols.push('tax');
  cols.push('amount');
  return cols;
}

export interface LineGroup<T> {
  packageName: string | null;
  lines: T[];
}

/** Lines grouped under their package name (first appearance keeps the order); loose lines form null groups. */
export function groupByPackage<T extends { packageName: string | null }>(lines: readonly T[]): LineGroup<T>[] {
  const groups: LineGroup<T>[] = [];
  const byName = new Map<string, LineGroup<T>>();
  for (const line of lines) {
    if (line.packageName) {
      let group = byName.get(line.packageName);
      if (!group) {
        group = { packageName: line.packageName, lines: [] };
        byName.set(line.packageName, group);
        groups.push(group);
      }
      group.lines.push(line);
    } else {
      const last = groups.at(-1);
      if (last && last.packageName === null) last.lines.push(line);
      else groups.push({ packageName: null, lines: [line] });
    }
  }
  return groups;
}

/** KM, or MILE when the garage is in the USA (spec 2.2, 9). */
export function odometerText(reading: string | number | null | undefined, countryCode: string): string | null {
  if (reading === null || reading === undefined || String(reading).trim() === '') return null;
  return `${reading} ${distanceUnit(countryCode)}`;
}

/** Summary lines of the preview (spec 2.2). */
export function previewSummary(
  priced: PricedOrder,
  itemWiseDiscount: boolean,
): Array<{ kind: 'subTotal' | 'tax' | 'discount' | 'grandTotal'; name?: string; amount: string }> {
  const rows: Array<{ kind: 'subTotal' | 'tax' | 'discount' | 'grandTotal'; name?: string; amount: string }> = [
    { kind: 'subTotal', amount: priced.sub_total },
  ];
  for (const t of priced.tax_lines) rows.push({ kind: 'tax', name: t.name, amount: t.amount });
  if (!itemWiseDiscount && new Money(priced.discount).gt(0)) rows.push({ kind: 'discount', amount: priced.discount });
  rows.push({ kind: 'grandTotal', amount: priced.grand_total });
  return rows;
}
