import {
  MONEY_COLUMN,
  ORDER_STATUSES,
  ORDER_TABS,
  ORDER_TYPES,
  PART_STATUSES,
  PERCENT_COLUMN,
  QUANTITY_COLUMN,
  QUOTE_STATUSES,
} from '@garage/domain';
import { z } from 'zod';
import { calendarDate, calendarDateTime, decimalInput, nonNegativeDecimal, plainText, requiredText, unitId } from './common.ts';
import { PageQuery, page } from './masters.ts';

const quantity = decimalInput(QUANTITY_COLUMN).refine((v) => Number(v) > 0, { error: 'order.quantity' });
const percent = nonNegativeDecimal(PERCENT_COLUMN).refine((v) => Number(v) <= 100, { error: 'field.percent' });

const lineFields = {
  quantity,
  /** Undefined counts as 0 (spec 5). */
  unit_price: decimalInput(MONEY_COLUMN).nullable().optional(),
  /** Item-wise discount in percent. */
  discount: percent.nullable().optional(),
  tax_category_id: z.number().int().positive().nullable().optional(),
  tax_inclusive: z.boolean().optional(),
  insurance_percentage: percent.nullable().optional(),
  customer_percentage: percent.nullable().optional(),
  package_name: plainText(120).nullable().optional(),
};

/** The insurer's and the customer's shares of a line are parts of one whole. */
function sharesWithin100(line: { insurance_percentage?: string | null; customer_percentage?: string | null }): boolean {
  return Number(line.insurance_percentage ?? 0) + Number(line.customer_percentage ?? 0) <= 100;
}

/** Serial numbers of one line (decision 056 addendum). */
export const SerialList = z.array(requiredText(100)).max(500);

export const ServiceLineInput = z
  .object({
    service_id: z.number().int().positive().nullable().optional(),
    service_name: plainText(120).pipe(z.string().min(1)),
    sac: plainText(20).nullable().optional(),
    done: z.boolean().optional(),
    ...lineFields,
  })
  .refine(sharesWithin100, { error: 'order.sharesOver100', path: ['customer_percentage'] });
export const PartLineInput = z
  .object({
    part_id: z.number().int().positive().nullable().optional(),
    part_name: plainText(120).pipe(z.string().min(1)),
    hsn: plainText(20).nullable().optional(),
    uom_child: unitId.nullable().optional(),
    /**
     * The serial numbers that leave with a SERIAL-tracked part (garage property batch_serial_enabled):
     * as many as the quantity in the part's unit. Required when the line takes stock at once (a counter
     * sale); on a repair or AMC order they may be chosen any time before billing (decision 056 addendum).
     */
    serials: SerialList.optional(),
    ...lineFields,
  })
  .refine(sharesWithin100, { error: 'order.sharesOver100', path: ['customer_percentage'] });

export const OrderCreate = z.object({
  order_type: z.enum(ORDER_TYPES),
  customer_id: z.number().int().positive(),
  user_car_id: z.number().int().positive().nullable().optional(),
  item_wise_discount: z.boolean().default(true),
  discount: z
    .object({ type: z.enum(['PERCENTAGE', 'AMOUNT']), value: nonNegativeDecimal(MONEY_COLUMN) })
    .nullable()
    .optional(),
  services_break_up: z.array(ServiceLineInput).max(200).default([]),
  parts_break_up: z.array(PartLineInput).max(200).default([]),
  order_properties: z
    .array(z.object({ key: plainText(60), value: plainText(500) }))
    .max(50)
    .default([]),
  comments: z.union([z.array(plainText(500)).max(50), plainText(5000)]).optional(),
  estimated_delivery_time: calendarDateTime.nullable().optional(),
  odometer_reading: z.number().int().min(0).max(9_999_999).nullable().optional(),
  lpo_number: plainText(60).nullable().optional(),
  garage_recommendation: plainText(2000).nullable().optional(),
  customer_remarks: z.array(plainText(500)).max(50).default([]),
  expiry_date: calendarDate.nullable().optional(),
  purchase_date: calendarDate.nullable().optional(),
  order_fulfilment_date: calendarDate.nullable().optional(),
  signature_url: plainText(1000).nullable().optional(),
  // Totals a client sends are ignored: the server prices every order itself.
  labour_amount: z.unknown().optional(),
  labour_tax_amount: z.unknown().optional(),
  parts_tax_amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});
export type OrderCreate = z.input<typeof OrderCreate>;

export const NotifyQuery = z.object({ is_notification_required: z.stringbool().optional() });
export const OrderIdQuery = z.object({ order_id: z.coerce.number().int().positive() });

export const PricedLine = z.object({
  kind: z.enum(['service', 'part']),
  item_id: z.number().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  package_name: z.string().nullable(),
  quantity: z.string(),
  unit_price: z.string(),
  discount: z.string(),
  tax_inclusive: z.boolean(),
  tax_category_id: z.number().nullable(),
  tax_category_name: z.string().nullable(),
  /** The serial numbers of a SERIAL-tracked part on this line (empty for every other line). */
  serials: z.array(z.string()),
  insurance_percentage: z.string().nullable(),
  customer_percentage: z.string().nullable(),
  amount: z.string(),
  taxable: z.string(),
  share: z.string(),
  taxes: z.array(z.object({ name: z.string(), amount: z.string() })),
  total: z.string(),
});

/** An order's line: priced, with its id and, under part issuance, where a part stands (decision 056). */
export const OrderLine = PricedLine.extend({
  line_id: z.number().optional(),
  part_status: z.enum(PART_STATUSES).nullable().optional(),
});

export const Order = z
  .object({
    order_id: z.number(),
    garage_id: z.number(),
    /** ORDER or QUOTE: quotations share the order's shape. */
    document: z.enum(['ORDER', 'QUOTE']),
    external_order_id: z.string(),
    order_type: z.enum(ORDER_TYPES),
    status: z.string(),
    /** Status moves the caller may make now (progress path for orders, approve/convert for quotations). */
    allowed_moves: z.array(z.string()),
    /** Lines and totals may still be edited. */
    editable: z.boolean(),
    cancel_reason: z.string().nullable(),
    customer_id: z.number(),
    customer_name: z.string(),
    customer_mobile: z.string().nullable(),
    customer_email: z.string().nullable(),
    user_car_id: z.number().nullable(),
    reg_number: z.string().nullable(),
    vehicle_name: z.string().nullable(),
    item_wise_discount: z.boolean(),
    discount_type: z.enum(['PERCENTAGE', 'AMOUNT']).nullable(),
    discount_value: z.string().nullable(),
    order_properties: z.array(z.object({ key: z.string(), value: z.string() })),
    expiry_date: z.string().nullable(),
    purchase_date: z.string().nullable(),
    order_fulfilment_date: z.string().nullable(),
    /** The quotation this order was converted from, or the order a quotation became. */
    source_quote_id: z.number().nullable(),
    converted_order_id: z.number().nullable(),
    comments: z.string(),
    estimated_delivery_time: z.string().nullable(),
    odometer_reading: z.number().nullable(),
    lpo_number: z.string().nullable(),
    garage_recommendation: z.string().nullable(),
    customer_remarks: z.array(z.string()),
    signature_url: z.string().nullable(),
    lines: z.array(OrderLine),
    sub_total: z.string(),
    discount: z.string(),
    tax_lines: z.array(z.object({ name: z.string(), amount: z.string() })),
    tax_total: z.string(),
    total_amount: z.string(),
    labour_amount: z.string(),
    labour_tax_amount: z.string(),
    parts_tax_amount: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;
export const OrderList = z.array(Order);

/** Full edit (EDIT / EDIT_ESTIMATE modes): lines are repriced; the order type stays. */
export const OrderUpdate = OrderCreate.omit({ order_type: true });
export type OrderUpdate = z.input<typeof OrderUpdate>;
export const OrderUpdateQuery = NotifyQuery.extend({ is_feedback_required: z.stringbool().optional() });

/** Job card details that change while the vehicle is in the workshop; totals are untouched. */
export const OrderDetailsUpdate = OrderCreate.pick({
  estimated_delivery_time: true,
  odometer_reading: true,
  lpo_number: true,
  garage_recommendation: true,
  comments: true,
}).extend({
  // Without the create's defaults: a field not sent stays as it is (a default would empty it).
  customer_remarks: OrderCreate.shape.customer_remarks.unwrap().optional(),
  order_properties: OrderCreate.shape.order_properties.unwrap().optional(),
});
export type OrderDetailsUpdate = z.input<typeof OrderDetailsUpdate>;

export const OrderProgress = z.object({
  status: z.enum(ORDER_STATUSES),
  /** Required when status is CANCELLED: a reason of the garage's ORDER cancel reasons. */
  cancel_reason_id: z.number().int().positive().nullable().optional(),
  note: plainText(500).nullable().optional(),
});
export type OrderProgress = z.input<typeof OrderProgress>;

const commaList = z
  .string()
  .trim()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []));

export const OrderSearchQuery = PageQuery.extend({
  /** Order number (RO-00012 or 12), customer name or mobile, or registration number; partial. */
  q: z.string().trim().max(60).optional(),
  /** Comma list of statuses. */
  status: commaList.pipe(z.array(z.enum([...ORDER_STATUSES, ...QUOTE_STATUSES]))).optional(),
  tab: z.enum(ORDER_TABS.map((t) => t.key) as [string, ...string[]]).optional(),
  order_type: z.enum(ORDER_TYPES).optional(),
  /** Created on or after this garage-local day. */
  from: calendarDate.optional(),
  /** Created on or before this garage-local day. */
  to: calendarDate.optional(),
  user_car_id: z.coerce.number().int().positive().optional(),
  customer_id: z.coerce.number().int().positive().optional(),
});
export type OrderSearchQuery = z.input<typeof OrderSearchQuery>;

export const OrderSummary = z
  .object({
    order_id: z.number(),
    document: z.enum(['ORDER', 'QUOTE']),
    external_order_id: z.string(),
    order_type: z.enum(ORDER_TYPES),
    status: z.string(),
    customer_id: z.number(),
    customer_name: z.string(),
    customer_mobile: z.string().nullable(),
    user_car_id: z.number().nullable(),
    reg_number: z.string().nullable(),
    vehicle_name: z.string().nullable(),
    total_amount: z.string(),
    estimated_delivery_time: z.string().nullable(),
    expiry_date: z.string().nullable(),
    garage_recommendation: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderSummaryPage = page(OrderSummary);
export type OrderSummaryPage = z.infer<typeof OrderSummaryPage>;

/** Counts per list tab, for the tab badges. */
export const OrderCounts = z.record(z.string(), z.number());

export const OrderActivityEntry = z.object({
  id: z.number(),
  action: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const OrderActivityList = z.array(OrderActivityEntry);

// ---------- Cancel reasons (master) ----------
export const CANCEL_REASON_TYPES = ['ORDER', 'QUOTE'] as const;
export const CancelReasonInput = z.object({
  reason: plainText(200).pipe(z.string().min(1, { error: 'field.required' })),
  type: z.enum(CANCEL_REASON_TYPES),
  active: z.boolean().default(true),
});
export type CancelReasonInput = z.input<typeof CancelReasonInput>;
export const CancelReason = z
  .object({ id: z.number(), reason: z.string(), type: z.enum(CANCEL_REASON_TYPES), active: z.boolean() })
  .meta({ id: 'CancelReason' });
export type CancelReason = z.infer<typeof CancelReason>;
export const CancelReasonList = z.array(CancelReason);
export const CancelReasonQuery = z.object({
  garageId: z.coerce.number().int().positive().optional(),
  type: z.enum(CANCEL_REASON_TYPES).optional(),
  // z.coerce.boolean() would read 'false' as true.
  include_inactive: z.stringbool().optional(),
});

// ---------- Quotations ----------
export const QuoteMove = z.object({
  status: z.enum(['APPROVED', 'CANCELLED']),
  cancel_reason_id: z.number().int().positive().nullable().optional(),
  /** With CANCELLED: kept in the activity row, as an order's cancel note is. */
  note: plainText(500).nullable().optional(),
});

// ---------- Stock info, AMC, signature upload ----------
export const StockInfo = z.array(z.object({ part_id: z.number(), running_stock: z.string() }));

export const AmcItem = z
  .object({
    id: z.number(),
    customer_id: z.number(),
    user_car_id: z.number().nullable(),
    kind: z.enum(['service', 'part']),
    item_id: z.number(),
    item_name: z.string(),
    quantity: z.string(),
    availed_quantity: z.string(),
    discount: z.string(),
    /** For parts: symbol of the unit quantity and availed_quantity are counted in (uom_child); null for services. */
    unit: z.string().nullable(),
    uom_child: z.number().nullable(),
  })
  .meta({ id: 'AmcItem' });
export type AmcItem = z.infer<typeof AmcItem>;
export const AmcItemList = z.array(AmcItem);
export const AmcPackageCreate = z.object({
  customer_id: z.number().int().positive(),
  user_car_id: z.number().int().positive().nullable().optional(),
  items: z
    .array(
      z.object({
        kind: z.enum(['service', 'part']),
        item_id: z.number().int().positive(),
        quantity,
        discount: percent.default('0'),
        /** For parts: the unit the quantity is counted in (defaults to the part's unit). */
        uom_child: unitId.nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type AmcPackageCreate = z.input<typeof AmcPackageCreate>;

export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const ImageUpload = z.object({
  extension: z.enum(IMAGE_EXTENSIONS, { error: 'upload.typeUnsupported' }),
  /** Base64 (optionally a data: URL). At most 5 MB once decoded. */
  file_to_upload: z.string().min(1).max(7_100_000, { error: 'upload.tooLarge' }),
  garage_id: z.number().int().positive(),
  /** Files of one flow (one order being created) may add up to 15 MB. */
  flow_id: z.string().uuid().optional(),
});
export type ImageUpload = z.input<typeof ImageUpload>;
export const UploadedImage = z.object({ url: z.string(), size: z.number() });
/** 5 MiB as base64 in a data: URL, with room for the other fields: the upload route's body limit. */
export const IMAGE_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
export const DocumentKeyParam = z.object({ key: z.string().max(100) });
/** An image's raw bytes (image/jpeg, image/png or image/webp), not JSON. */
export const DocumentBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'image/jpeg, image/png or image/webp' });
