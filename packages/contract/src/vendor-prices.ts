import { MONEY_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
import { z } from 'zod';
import { PURCHASE_READ, VENDOR_WRITE } from './access.ts';
import { calendarDate, decimalInput, IdParam, id, idText, nonNegativeDecimal, plainText } from './common.ts';
import { Decimal, PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Vendor price lists (spec: vendor-pricing, pricing-list; issue 14; decision 061) ----------
// Every route refuses PRICE_VIEW_RESTRICTED (403): a vendor price is a purchase price.

export const VendorPriceQuery = PageQuery.extend({
  vendor_id: idText,
  /** Part name, part number or the vendor's own part code; partial. */
  query: plainText(80).optional(),
});

export const PartVendorPriceQuery = PageQuery;

export const VendorPrice = z
  .object({
    id: z.number(),
    vendor_id: z.number(),
    vendor_name: z.string(),
    part_id: z.number(),
    part_name: z.string(),
    part_number: z.string().nullable(),
    purchase_price: Decimal,
    /** The part master's own purchase price today, for comparison. */
    part_purchase_price: Decimal.nullable(),
    min_order_qty: Decimal.nullable(),
    lead_time_days: z.number().nullable(),
    vendor_part_code: z.string().nullable(),
    valid_from: z.string().nullable(),
    /**
     * Applies on the garage's today: no valid-from day, or one on or before today. False: an upcoming
     * price, which purchase orders do not start at until its day (decision 061, addendum).
     */
    in_effect: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'VendorPrice' });
export type VendorPrice = z.infer<typeof VendorPrice>;
export const VendorPricePage = page(VendorPrice);

/** Sets (or replaces) a vendor's price for one part of this garage. */
export const VendorPriceSave = z.object({
  vendor_id: id,
  part_id: id,
  purchase_price: nonNegativeDecimal(MONEY_COLUMN),
  min_order_qty: decimalInput(QUANTITY_COLUMN)
    .refine((v) => !v.startsWith('-') && Number(v) > 0, { error: 'field.invalid' })
    .nullable()
    .optional(),
  lead_time_days: z.number().int().min(0).max(365).nullable().optional(),
  vendor_part_code: plainText(40)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  valid_from: calendarDate.nullable().optional(),
});
export type VendorPriceSave = z.input<typeof VendorPriceSave>;

const Deleted = z.object({ deleted: z.boolean() });

export const vendorPriceRoutes = {
  listVendorPrices: {
    method: 'GET',
    path: '/api/oms/vendor_price',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: "A vendor's price list in this garage by part name; paged from 0; refused to PRICE_VIEW_RESTRICTED",
    tags: ['purchasing'],
    query: VendorPriceQuery,
    response: VendorPricePage,
  },
  listPartVendorPrices: {
    method: 'GET',
    path: '/api/oms/vendor_price/part/{id}',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'Who sells this part and at what: its vendor prices, cheapest first; refused to PRICE_VIEW_RESTRICTED',
    tags: ['purchasing'],
    params: IdParam,
    query: PartVendorPriceQuery,
    response: VendorPricePage,
  },
  saveVendorPrice: {
    method: 'PUT',
    path: '/api/oms/vendor_price',
    auth: 'garage',
    roles: VENDOR_WRITE,
    summary: "Set a vendor's price for a part of this garage (replaces the one set before)",
    tags: ['purchasing'],
    body: VendorPriceSave,
    response: VendorPrice,
  },
  deleteVendorPrice: {
    method: 'DELETE',
    path: '/api/oms/vendor_price/{id}',
    auth: 'garage',
    roles: VENDOR_WRITE,
    summary: "Remove a vendor's price: its purchase order lines start at the part's purchase price again",
    tags: ['purchasing'],
    params: IdParam,
    response: Deleted,
  },
} as const satisfies Record<string, RouteDef>;
