import { ORDER_TYPES } from '@garage/domain';
import { z } from 'zod';
import { plainText } from './common.ts';
import { decimalInput, nonNegativeDecimal } from './masters.ts';

const quantity = decimalInput(3).refine((v) => Number(v) > 0, { error: 'order.quantity' });
const percent = nonNegativeDecimal(4).refine((v) => Number(v) <= 100, { error: 'field.invalid' });
const isoDateTime = z.iso.datetime({ offset: true, error: 'field.invalid' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field.invalid' });

const lineFields = {
  quantity,
  /** Undefined counts as 0 (spec 5). */
  unit_price: decimalInput(4).nullable().optional(),
  /** Item-wise discount in percent. */
  discount: percent.nullable().optional(),
  tax_category_id: z.number().int().positive().nullable().optional(),
  tax_inclusive: z.boolean().optional(),
  insurance_percentage: percent.nullable().optional(),
  customer_percentage: percent.nullable().optional(),
  package_name: plainText(120).nullable().optional(),
};

export const ServiceLineInput = z.object({
  service_id: z.number().int().positive().nullable().optional(),
  service_name: plainText(120).pipe(z.string().min(1)),
  sac: plainText(20).nullable().optional(),
  done: z.boolean().optional(),
  ...lineFields,
});
export const PartLineInput = z.object({
  part_id: z.number().int().positive().nullable().optional(),
  part_name: plainText(120).pipe(z.string().min(1)),
  hsn: plainText(20).nullable().optional(),
  uom_child: z.number().int().positive().nullable().optional(),
  ...lineFields,
});

export const OrderCreate = z.object({
  order_type: z.enum(ORDER_TYPES),
  customer_id: z.number().int().positive(),
  user_car_id: z.number().int().positive().nullable().optional(),
  item_wise_discount: z.boolean().default(true),
  discount: z
    .object({ type: z.enum(['PERCENTAGE', 'AMOUNT']), value: nonNegativeDecimal(4) })
    .nullable()
    .optional(),
  services_break_up: z.array(ServiceLineInput).max(200).default([]),
  parts_break_up: z.array(PartLineInput).max(200).default([]),
  order_properties: z
    .array(z.object({ key: plainText(60), value: plainText(500) }))
    .max(50)
    .default([]),
  comments: z.union([z.array(plainText(500)).max(50), plainText(5000)]).optional(),
  estimated_delivery_time: isoDateTime.nullable().optional(),
  odometer_reading: z.number().int().min(0).max(9_999_999).nullable().optional(),
  lpo_number: plainText(60).nullable().optional(),
  garage_recommendation: plainText(2000).nullable().optional(),
  customer_remarks: z.array(plainText(500)).max(50).default([]),
  expiry_date: isoDate.nullable().optional(),
  purchase_date: isoDate.nullable().optional(),
  order_fulfilment_date: isoDate.nullable().optional(),
  signature_url: plainText(1000).nullable().optional(),
  // Totals a client sends are ignored: the server prices every order itself.
  labour_amount: z.unknown().optional(),
  labour_tax_amount: z.unknown().optional(),
  parts_tax_amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});
export type OrderCreate = z.input<typeof OrderCreate>;

export const NotifyQuery = z.object({ is_notification_required: z.coerce.boolean().optional() });
export const OrderIdQuery = z.object({ order_id: z.coerce.number().int().positive() });

const PricedLine = z.object({
  kind: z.enum(['service', 'part']),
  item_id: z.number().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  package_name: z.string().nullable(),
  quantity: z.string(),
  unit_price: z.string(),
  discount: z.string(),
  tax_inclusive: z.boolean(),
  tax_category_name: z.string().nullable(),
  amount: z.string(),
  taxable: z.string(),
  share: z.string(),
  taxes: z.array(z.object({ name: z.string(), amount: z.string() })),
  total: z.string(),
});

export const Order = z
  .object({
    order_id: z.number(),
    garage_id: z.number(),
    external_order_id: z.string(),
    order_type: z.enum(ORDER_TYPES),
    status: z.string(),
    customer_id: z.number(),
    customer_name: z.string(),
    user_car_id: z.number().nullable(),
    reg_number: z.string().nullable(),
    item_wise_discount: z.boolean(),
    comments: z.string(),
    estimated_delivery_time: z.string().nullable(),
    odometer_reading: z.number().nullable(),
    lpo_number: z.string().nullable(),
    garage_recommendation: z.string().nullable(),
    customer_remarks: z.array(z.string()),
    signature_url: z.string().nullable(),
    lines: z.array(PricedLine),
    sub_total: z.string(),
    discount: z.string(),
    tax_lines: z.array(z.object({ name: z.string(), amount: z.string() })),
    tax_total: z.string(),
    total_amount: z.string(),
    labour_amount: z.string(),
    labour_tax_amount: z.string(),
    parts_tax_amount: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;
export const OrderList = z.array(Order);
