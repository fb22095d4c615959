import type { Order } from '@garage/contract';
import type { OrderType } from '@garage/domain';
import { isoToLocalInput } from './editor-dates.ts';
import type { EditorMode } from './editor-mode.ts';

/** The editor's draft: what the form holds, and the draft of an existing document. */

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
  /** The serial numbers of a SERIAL-tracked part (decision 056 addendum); empty for every other line. */
  serials: string[];
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
        // A copy is another sale: its pieces are chosen again.
        serials: copy ? [] : [...l.serials],
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
