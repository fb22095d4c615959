import {
  MONEY_COLUMN,
  OUTGOING_PAYMENTS_MAX,
  PURCHASE_LINES_MAX,
  PURCHASE_ORDER_STATUSES,
  QUANTITY_COLUMN,
  STOCK_IN_LOTS_MAX,
  VENDOR_CREDIT_SETTLEMENTS,
  VENDOR_NAME_MAX,
  VENDOR_PAYMENT_METHODS,
} from '@garage/domain';
import { z } from 'zod';
import { PURCHASE_READ, PURCHASE_STATUS, PURCHASE_WRITE, VENDOR_PAY, VENDOR_WRITE } from './access.ts';
import { calendarDate, decimalInput, IdParam, id, nonNegativeDecimal, optionalEmail, plainText } from './common.ts';
import { InvoiceShareLink } from './invoices.ts';
import { PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Vendors, purchase orders, stock-in, vendor payments (issue 14; decisions 053 and 054) ----------

const positiveQuantity = (key: 'purchase.quantityPositive' | 'field.invalid' = 'field.invalid') =>
  decimalInput(QUANTITY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, { error: key, params: { part: '' } });
const price = nonNegativeDecimal(MONEY_COLUMN);

export const Activity = z.object({
  action: z.string(),
  user_id: z.number(),
  user_name: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

// ---- vendors ----

export const VendorInput = z.object({
  name: plainText(VENDOR_NAME_MAX).pipe(z.string().min(1, { error: 'field.required' })),
  tax_number: plainText(30).nullable().optional(),
  contact_name: plainText(80).nullable().optional(),
  phone: plainText(20).nullable().optional(),
  email: optionalEmail,
  address: plainText(300).nullable().optional(),
  payment_terms_days: z.number().int().min(0).max(365).default(0),
  notes: plainText(1000).nullable().optional(),
  active: z.boolean().default(true),
});
export type VendorInput = z.input<typeof VendorInput>;

export const Vendor = z
  .object({
    vendor_id: z.number(),
    name: z.string(),
    tax_number: z.string().nullable(),
    contact_name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    payment_terms_days: z.number(),
    notes: z.string().nullable(),
    active: z.boolean(),
    /** What the garage still owes this vendor on its bills (stock-ins). */
    due_amount: z.string(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof Vendor>;
export const VendorPage = page(Vendor);

export const VendorSearchQuery = PageQuery.extend({
  /** Name, tax number, phone or e-mail; partial, any case, accents ignored. */
  q: z.string().trim().max(100).optional(),
  include_inactive: z.stringbool().optional(),
});
export type VendorSearchQuery = z.input<typeof VendorSearchQuery>;

// ---- purchase orders ----

export const PurchaseOrderLineInput = z.object({
  part_id: id,
  /** In the part's unit. */
  quantity: positiveQuantity('purchase.quantityPositive'),
  /** Expected price per unit, excluding tax; the part's purchase price when left out. */
  unit_price: price.nullable().optional(),
  /** The part's tax category when left out; null for none. */
  tax_category_id: id.nullable().optional(),
});
export type PurchaseOrderLineInput = z.input<typeof PurchaseOrderLineInput>;

export const PurchaseOrderInput = z.object({
  vendor_id: id,
  expected_date: calendarDate.nullable().optional(),
  notes: plainText(1000).nullable().optional(),
  lines: z.array(PurchaseOrderLineInput).min(1, { error: 'purchase.linesRequired' }).max(PURCHASE_LINES_MAX),
});
export type PurchaseOrderInput = z.input<typeof PurchaseOrderInput>;

export const PurchaseOrderStatusValue = z.enum(PURCHASE_ORDER_STATUSES);

export const PurchaseOrderLine = z.object({
  line_id: z.number(),
  part_id: z.number(),
  part_name: z.string(),
  part_number: z.string().nullable(),
  quantity: z.string(),
  received: z.string(),
  remaining: z.string(),
  /** Purchase prices: null for PRICE_VIEW_RESTRICTED. */
  unit_price: z.string().nullable(),
  tax_category_id: z.number().nullable(),
  tax_rate: z.string(),
  amount: z.string().nullable(),
  tax_amount: z.string().nullable(),
  total: z.string().nullable(),
});

export const PurchaseOrderSummary = z.object({
  purchase_order_id: z.number(),
  po_number: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  status: PurchaseOrderStatusValue,
  expected_date: z.string().nullable(),
  line_count: z.number(),
  /** Null for PRICE_VIEW_RESTRICTED. */
  grand_total: z.string().nullable(),
  created_at: z.string(),
});
export const PurchaseOrderPage = page(PurchaseOrderSummary);

export const PurchaseOrder = PurchaseOrderSummary.extend({
  notes: z.string().nullable(),
  sub_total: z.string().nullable(),
  tax_total: z.string().nullable(),
  vendor_email: z.string().nullable(),
  approved_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  lines: z.array(PurchaseOrderLine),
  /** The moves the caller may make now (the approver's moves only for the owner or an approver). */
  allowed_moves: z.array(PurchaseOrderStatusValue),
  /** Whether a stock-in may receive against it now. */
  receivable: z.boolean(),
  prices_hidden: z.boolean(),
  stock_ins: z.array(z.object({ stock_in_id: z.number(), stock_in_number: z.string(), received_day: z.string() })),
  activity: z.array(Activity),
}).meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

export const PurchaseOrderSearchQuery = PageQuery.extend({
  status: PurchaseOrderStatusValue.optional(),
  vendor_id: z.coerce.number().int().positive().optional(),
  /** PO number (PO-00012 or 12) or vendor name; partial. */
  q: z.string().trim().max(60).optional(),
});
export type PurchaseOrderSearchQuery = z.input<typeof PurchaseOrderSearchQuery>;

export const PurchaseOrderStatusChange = z.object({
  status: PurchaseOrderStatusValue,
  /** Why it is cancelled or sent back (optional). */
  reason: plainText(300).nullable().optional(),
  /** SENT: e-mail the vendor a link to the PDF (default); false marks it sent by other means. */
  send_email: z.boolean().default(true),
  language: z.enum(['en', 'es']).optional(),
});
export type PurchaseOrderStatusChange = z.input<typeof PurchaseOrderStatusChange>;

export const ReorderSuggestion = z.object({
  part_id: z.number(),
  part_name: z.string(),
  part_number: z.string().nullable(),
  on_hand: z.string(),
  min_stock: z.string(),
  /** min_stock × 2 − on_hand, rounded up (decision 053). */
  quantity: z.string(),
  unit_price: z.string().nullable(),
  tax_category_id: z.number().nullable(),
});
export const ReorderSuggestionList = z.array(ReorderSuggestion);

// ---- stock-in ----

export const StockInLotInput = z.object({
  code: plainText(60).pipe(z.string().min(1, { error: 'field.required' })),
  expiry_date: calendarDate.nullable().optional(),
  quantity: positiveQuantity(),
});

export const StockInLineInput = z.object({
  /** The purchase order's line this receives (with purchase_order_id). */
  purchase_order_line_id: id.optional(),
  part_id: id,
  quantity: positiveQuantity('purchase.quantityPositive'),
  /** Purchase price per unit excluding tax; the purchase order line's (or the part's) when left out. */
  unit_price: price.nullable().optional(),
  tax_category_id: id.nullable().optional(),
  /** Batch or serial numbers of a tracked part. */
  lots: z.array(StockInLotInput).max(STOCK_IN_LOTS_MAX).optional(),
});
export type StockInLineInput = z.input<typeof StockInLineInput>;

export const StockInInput = z.object({
  vendor_id: id.nullable().optional(),
  purchase_order_id: id.nullable().optional(),
  bill_number: plainText(40).nullable().optional(),
  bill_date: calendarDate.nullable().optional(),
  notes: plainText(1000).nullable().optional(),
  lines: z.array(StockInLineInput).min(1, { error: 'purchase.linesRequired' }).max(PURCHASE_LINES_MAX),
});
export type StockInInput = z.input<typeof StockInInput>;

export const StockInSummary = z.object({
  stock_in_id: z.number(),
  stock_in_number: z.string(),
  vendor_id: z.number().nullable(),
  vendor_name: z.string().nullable(),
  purchase_order_id: z.number().nullable(),
  po_number: z.string().nullable(),
  bill_number: z.string().nullable(),
  bill_date: z.string().nullable(),
  received_day: z.string(),
  line_count: z.number(),
  /** Null for PRICE_VIEW_RESTRICTED. */
  grand_total: z.string().nullable(),
  due_amount: z.string().nullable(),
  created_at: z.string(),
});
export const StockInPage = page(StockInSummary);

export const StockIn = StockInSummary.extend({
  notes: z.string().nullable(),
  sub_total: z.string().nullable(),
  tax_total: z.string().nullable(),
  paid_amount: z.string().nullable(),
  prices_hidden: z.boolean(),
  lines: z.array(
    z.object({
      line_id: z.number(),
      purchase_order_line_id: z.number().nullable(),
      part_id: z.number(),
      part_name: z.string(),
      quantity: z.string(),
      unit_price: z.string().nullable(),
      tax_rate: z.string(),
      amount: z.string().nullable(),
      tax_amount: z.string().nullable(),
      total: z.string().nullable(),
      lots: z.array(z.object({ code: z.string(), expiry_date: z.string().nullable(), quantity: z.string() })),
    }),
  ),
  activity: z.array(Activity),
}).meta({ id: 'StockIn' });
export type StockIn = z.infer<typeof StockIn>;

export const StockInSearchQuery = PageQuery.extend({
  vendor_id: z.coerce.number().int().positive().optional(),
  purchase_order_id: z.coerce.number().int().positive().optional(),
  /** Stock-in number, bill number or vendor name; partial. */
  q: z.string().trim().max(60).optional(),
});
export type StockInSearchQuery = z.input<typeof StockInSearchQuery>;

export const PurchasePriceEntry = z.object({
  stock_in_id: z.number(),
  stock_in_number: z.string(),
  received_day: z.string(),
  vendor_name: z.string().nullable(),
  bill_number: z.string().nullable(),
  quantity: z.string(),
  unit_price: z.string(),
  tax_rate: z.string(),
});
export const PurchasePricePage = page(PurchasePriceEntry).extend({
  part_id: z.number(),
  part_name: z.string(),
  /** The part's purchase price now (the last received). */
  purchase_price: z.string().nullable(),
});

// ---- vendor dues and payments (decision 054) ----

export const OutgoingPaymentInput = z.object({
  vendor_id: id,
  /** The vendor bill (stock-in) it pays. */
  stock_in_id: id,
  amount: decimalInput(MONEY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, {
    error: 'vendorPayment.amountPositive',
  }),
  method: z.enum(VENDOR_PAYMENT_METHODS),
  reference: plainText(60).nullable().optional(),
  transaction_date: calendarDate,
});
export type OutgoingPaymentInput = z.input<typeof OutgoingPaymentInput>;
export const OutgoingPaymentBatch = z.array(OutgoingPaymentInput).min(1).max(OUTGOING_PAYMENTS_MAX);

export const OutgoingPayment = z
  .object({
    payment_id: z.number(),
    payment_number: z.string(),
    vendor_id: z.number(),
    vendor_name: z.string(),
    stock_in_id: z.number(),
    stock_in_number: z.string(),
    bill_number: z.string().nullable(),
    amount: z.string(),
    method: z.enum(VENDOR_PAYMENT_METHODS),
    reference: z.string().nullable(),
    transaction_date: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutgoingPayment' });
export type OutgoingPayment = z.infer<typeof OutgoingPayment>;
export const OutgoingPaymentList = z.array(OutgoingPayment);
export const OutgoingPaymentPage = page(OutgoingPayment);
export const OutgoingPaymentQuery = PageQuery.extend({ vendor_id: z.coerce.number().int().positive().optional() });

export const VendorBill = z.object({
  stock_in_id: z.number(),
  stock_in_number: z.string(),
  bill_number: z.string().nullable(),
  bill_date: z.string().nullable(),
  received_day: z.string(),
  /** bill_date (else received_day) + the vendor's payment terms. */
  due_day: z.string(),
  grand_total: z.string(),
  paid_amount: z.string(),
  /** Taken off by vendor credit notes (decision 062). */
  credited_amount: z.string(),
  due_amount: z.string(),
  /** The bill of outsourced work (decision 063): what was done and for which order; null for parts. */
  outsource: z.object({ work_number: z.string(), description: z.string(), order_number: z.string() }).nullable().optional(),
});
export const VendorDue = z.object({
  vendor_id: z.number(),
  vendor_name: z.string(),
  payment_terms_days: z.number(),
  bills: z.array(VendorBill),
  due_amount: z.string(),
  overdue_amount: z.string(),
});
export const VendorDueList = z.array(VendorDue);
export const VendorDueQuery = z.object({ vendor_id: z.coerce.number().int().positive().optional() });

// ---- vendor returns, credit notes and refunds (decision 062) ----

const VENDOR_PAY_OR_WRITE = [...new Set([...VENDOR_PAY, ...PURCHASE_WRITE])];

export const ReturnableQuery = PageQuery.extend({
  vendor_id: z.coerce.number().int().positive(),
  /** Part name or stock-in / bill number; partial. */
  q: z.string().trim().max(60).optional(),
});
export const ReturnableLine = z.object({
  stock_in_line_id: z.number(),
  stock_in_id: z.number(),
  stock_in_number: z.string(),
  bill_number: z.string().nullable(),
  received_day: z.string(),
  part_id: z.number(),
  part_name: z.string(),
  tracking: z.enum(['NONE', 'BATCH', 'SERIAL']),
  quantity: z.string(),
  returned: z.string(),
  /** received − returned, not above what is on hand. */
  returnable: z.string(),
  on_hand: z.string(),
  unit_price: z.string(),
  tax_rate: z.string(),
  /** What was received; a serial number an open order holds names that order (it cannot go back until taken off it). */
  lots: z.array(
    z.object({ code: z.string(), expiry_date: z.string().nullable(), quantity: z.string(), held_by: z.string().nullable() }),
  ),
});
export const ReturnablePage = page(ReturnableLine);

export const VendorCreditNoteInput = z.object({
  vendor_id: id,
  reason: plainText(200).refine((v) => v.trim().length > 0, { error: 'vendorReturn.reasonRequired' }),
  settlement: z.enum(VENDOR_CREDIT_SETTLEMENTS),
  lines: z
    .array(
      z.object({
        stock_in_line_id: id,
        quantity: positiveQuantity(),
        lots: z
          .array(z.object({ code: plainText(60).refine((v) => v.trim().length > 0), quantity: positiveQuantity() }))
          .max(STOCK_IN_LOTS_MAX)
          .optional(),
      }),
    )
    .min(1)
    .max(PURCHASE_LINES_MAX),
});
export type VendorCreditNoteInput = z.input<typeof VendorCreditNoteInput>;

export const VendorRefund = z
  .object({
    refund_id: z.number(),
    refund_number: z.string(),
    vendor_id: z.number(),
    vendor_name: z.string(),
    credit_note_id: z.number(),
    credit_note_number: z.string(),
    amount: z.string(),
    method: z.enum(VENDOR_PAYMENT_METHODS),
    reference: z.string().nullable(),
    transaction_date: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'VendorRefund' });
export type VendorRefund = z.infer<typeof VendorRefund>;
export const VendorRefundPage = page(VendorRefund);
export const VendorRefundQuery = PageQuery.extend({
  vendor_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(60).optional(),
});
export const VendorRefundInput = z.object({
  vendor_credit_note_id: id,
  amount: decimalInput(MONEY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, {
    error: 'vendorPayment.amountPositive',
  }),
  method: z.enum(VENDOR_PAYMENT_METHODS),
  reference: plainText(60).nullable().optional(),
  transaction_date: calendarDate,
});
export type VendorRefundInput = z.input<typeof VendorRefundInput>;

const CreditNoteHead = {
  credit_note_id: z.number(),
  credit_note_number: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  return_day: z.string(),
  reason: z.string(),
  settlement: z.enum(VENDOR_CREDIT_SETTLEMENTS),
  sub_total: z.string(),
  tax_total: z.string(),
  grand_total: z.string(),
  adjusted_amount: z.string(),
  refunded_amount: z.string(),
  /** grand_total − adjusted − refunded: still to be refunded or adjusted (0 once cancelled). */
  open_amount: z.string(),
  created_at: z.string(),
  /** CANCELLED: the parts came back into stock and the credit went back onto the bills (decision 062). */
  status: z.enum(['ACTIVE', 'CANCELLED']),
  cancelled_at: z.string().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancel_reason: z.string().nullable(),
};
export const VendorCreditNoteSummary = z.object(CreditNoteHead);
export const VendorCreditNoteCancelInput = z.object({
  reason: plainText(200).refine((v) => v.trim().length > 0, { error: 'vendorReturn.cancelReasonRequired' }),
});
export type VendorCreditNoteCancelInput = z.input<typeof VendorCreditNoteCancelInput>;
export const VendorCreditNotePage = page(VendorCreditNoteSummary);
export const VendorCreditNoteQuery = PageQuery.extend({
  vendor_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(60).optional(),
  open_only: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const VendorCreditNote = z
  .object({
    ...CreditNoteHead,
    lines: z.array(
      z.object({
        stock_in_id: z.number(),
        stock_in_number: z.string(),
        stock_in_line_id: z.number(),
        part_id: z.number(),
        part_name: z.string(),
        quantity: z.string(),
        unit_price: z.string(),
        tax_rate: z.string(),
        amount: z.string(),
        tax_amount: z.string(),
        total: z.string(),
        lots: z.array(z.object({ code: z.string(), quantity: z.string() })),
      }),
    ),
    adjustments: z.array(
      z.object({ stock_in_id: z.number(), stock_in_number: z.string(), bill_number: z.string().nullable(), amount: z.string() }),
    ),
    refunds: z.array(VendorRefund),
  })
  .meta({ id: 'VendorCreditNote' });
export type VendorCreditNote = z.infer<typeof VendorCreditNote>;

export const VendorInfo = Vendor.extend({
  purchase_orders: z.array(PurchaseOrderSummary),
  stock_ins: z.array(StockInSummary),
  activity: z.array(Activity),
}).meta({ id: 'VendorInfo' });

const PurchaseOrderShare = z.object({ language: z.enum(['en', 'es']).optional() });

export const purchasingRoutes = {
  searchVendors: {
    method: 'GET',
    path: '/api/oms/vendor',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary:
      "This garage's vendors by name, tax number, phone or e-mail (partial), active ones unless include_inactive; paged from 0",
    tags: ['purchasing'],
    query: VendorSearchQuery,
    response: VendorPage,
  },
  createVendor: {
    method: 'POST',
    path: '/api/oms/vendor',
    auth: 'garage',
    roles: VENDOR_WRITE,
    summary: 'Add a vendor (names are unique in a garage, in any case). Accepts Idempotency-Key.',
    tags: ['purchasing'],
    body: VendorInput,
    response: Vendor,
    status: 201,
  },
  getVendor: {
    method: 'GET',
    path: '/api/oms/vendor/{id}',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'One vendor (vendor-info) with its recent purchase orders and stock-ins and what is owed to it',
    tags: ['purchasing'],
    params: IdParam,
    response: VendorInfo,
  },
  updateVendor: {
    method: 'PUT',
    path: '/api/oms/vendor/{id}',
    auth: 'garage',
    roles: VENDOR_WRITE,
    summary: 'Change a vendor, or make it inactive (its purchase orders and bills stay)',
    tags: ['purchasing'],
    params: IdParam,
    body: VendorInput,
    response: Vendor,
  },
  searchPurchaseOrders: {
    method: 'GET',
    path: '/api/oms/purchase_order',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'Purchase orders of this garage, newest first, by status, vendor or number; paged from 0',
    tags: ['purchasing'],
    query: PurchaseOrderSearchQuery,
    response: PurchaseOrderPage,
  },
  createPurchaseOrder: {
    method: 'POST',
    path: '/api/oms/purchase_order',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      'Raise a DRAFT purchase order to a vendor (numbered PO-n); totals recomputed by the server. Accepts Idempotency-Key.',
    tags: ['purchasing'],
    body: PurchaseOrderInput,
    response: PurchaseOrder,
    status: 201,
  },
  reorderSuggestion: {
    method: 'GET',
    path: '/api/oms/purchase_order/suggestion',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary: 'Active parts below their minimum stock, with the quantity to order: min_stock × 2 − on hand, rounded up',
    tags: ['purchasing'],
    response: ReorderSuggestionList,
  },
  getPurchaseOrder: {
    method: 'GET',
    path: '/api/oms/purchase_order/{id}',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'One purchase order with its lines (ordered, received, left), the moves the caller may make and its history',
    tags: ['purchasing'],
    params: IdParam,
    response: PurchaseOrder,
  },
  updatePurchaseOrder: {
    method: 'PUT',
    path: '/api/oms/purchase_order/{id}',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary: "Change a DRAFT purchase order's vendor, date, notes and lines (all lines are replaced)",
    tags: ['purchasing'],
    params: IdParam,
    body: PurchaseOrderInput,
    response: PurchaseOrder,
  },
  changePurchaseOrderStatus: {
    method: 'PUT',
    path: '/api/oms/purchase_order/status/{id}',
    auth: 'garage',
    roles: PURCHASE_STATUS,
    summary:
      'Move a purchase order: submit (AWAITING_APPROVAL), approve (APPROVED) or send back (DRAFT) — owner or PURCHASE_ORDER_APPROVAL only —, SENT (e-mails the vendor a link to the PDF), CLOSED, or CANCELLED before anything is received',
    tags: ['purchasing'],
    params: IdParam,
    body: PurchaseOrderStatusChange,
    response: PurchaseOrder,
  },
  deletePurchaseOrder: {
    method: 'DELETE',
    path: '/api/oms/purchase_order/{id}',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary: 'Cancel a purchase order nothing was received on (kept, as CANCELLED, with its number)',
    tags: ['purchasing'],
    params: IdParam,
    response: PurchaseOrder,
  },
  sharePurchaseOrder: {
    method: 'POST',
    path: '/api/oms/purchase_order/{id}/share',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: "A signed, expiring link to the purchase order's PDF (the document sent to the vendor)",
    tags: ['purchasing'],
    params: IdParam,
    body: PurchaseOrderShare,
    response: InvoiceShareLink,
  },
  searchStockIns: {
    method: 'GET',
    path: '/api/oms/stock_purchase',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'Stock-ins of this garage (stokin-list), newest first, by vendor, purchase order, number or bill; paged from 0',
    tags: ['purchasing'],
    query: StockInSearchQuery,
    response: StockInPage,
  },
  createStockIn: {
    method: 'POST',
    path: '/api/oms/stock_purchase',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      'Receive parts into stock (numbered SI-n), against a purchase order (never more than is left to receive of a line) or direct, with the vendor bill; writes STOCK_IN ledger movements in the same transaction. Accepts Idempotency-Key.',
    tags: ['purchasing'],
    body: StockInInput,
    response: StockIn,
    status: 201,
  },
  getStockIn: {
    method: 'GET',
    path: '/api/oms/stock_purchase/{id}',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: 'One stock-in with its lines, batches and serials',
    tags: ['purchasing'],
    params: IdParam,
    response: StockIn,
  },
  purchasePriceHistory: {
    method: 'GET',
    path: '/api/oms/part/{id}/purchase_price_history',
    auth: 'garage',
    roles: PURCHASE_READ,
    summary: "A part's purchase prices as received (stock-in lines), newest first; refused to PRICE_VIEW_RESTRICTED",
    tags: ['purchasing'],
    params: IdParam,
    query: PageQuery,
    response: PurchasePricePage,
  },
  vendorDues: {
    method: 'GET',
    path: '/api/oms/vendor/due',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary: 'What the garage owes each vendor (vendor-due-amount): its bills still unpaid, with due days and what is overdue',
    tags: ['purchasing'],
    query: VendorDueQuery,
    response: VendorDueList,
  },
  createOutgoingPayments: {
    method: 'POST',
    path: '/api/oms/outgoing_payment/v2',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary:
      'Record payments to vendors, each against one of its bills with its transaction_date; never above what the bill still owes (all or none are recorded). Accepts Idempotency-Key.',
    tags: ['purchasing'],
    body: OutgoingPaymentBatch,
    response: OutgoingPaymentList,
    status: 201,
  },
  searchOutgoingPayments: {
    method: 'GET',
    path: '/api/oms/outgoing_payment',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary: 'Payments made to vendors (outgoing-payment-history), newest first; paged from 0',
    tags: ['purchasing'],
    query: OutgoingPaymentQuery,
    response: OutgoingPaymentPage,
  },
  returnableParts: {
    method: 'GET',
    path: '/api/oms/vendor_credit_note/returnable',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      'Parts received from a vendor that can still go back (vendor-part-return): each stock-in line with its number, day, quantity received, already returned, purchase price, lots and what is on hand',
    tags: ['purchasing'],
    query: ReturnableQuery,
    response: ReturnablePage,
  },
  createVendorCreditNote: {
    method: 'POST',
    path: '/api/oms/vendor_credit_note',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      "Return parts to a vendor: a VENDOR_RETURN stock movement and a vendor credit note (VCN-n) priced at the stock-in prices, settled against the vendor's open bills or left for a refund; never more than received less returned, never more than on hand. Accepts Idempotency-Key.",
    tags: ['purchasing'],
    body: VendorCreditNoteInput,
    response: VendorCreditNote,
    status: 201,
  },
  searchVendorCreditNotes: {
    method: 'GET',
    path: '/api/oms/vendor_credit_note',
    auth: 'garage',
    roles: VENDOR_PAY_OR_WRITE,
    summary: 'Vendor credit notes, newest first; open_only: those with something left to refund (select-vendor-part-refund)',
    tags: ['purchasing'],
    query: VendorCreditNoteQuery,
    response: VendorCreditNotePage,
  },
  getVendorCreditNote: {
    method: 'GET',
    path: '/api/oms/vendor_credit_note/{id}',
    auth: 'garage',
    roles: VENDOR_PAY_OR_WRITE,
    summary: 'One vendor credit note with its lines, the bills it was taken off and its refunds',
    tags: ['purchasing'],
    params: IdParam,
    response: VendorCreditNote,
  },
  shareVendorCreditNote: {
    method: 'POST',
    path: '/api/oms/vendor_credit_note/{id}/share',
    auth: 'garage',
    roles: VENDOR_PAY_OR_WRITE,
    summary: "A signed, expiring link to the vendor credit note's PDF (the document sent with the parts)",
    tags: ['purchasing'],
    params: IdParam,
    body: PurchaseOrderShare,
    response: InvoiceShareLink,
  },
  adjustVendorCreditNote: {
    method: 'PUT',
    path: '/api/oms/vendor_credit_note/{id}/adjust',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary: "Take what is left of a credit note off the vendor's open bills (oldest first)",
    tags: ['purchasing'],
    params: IdParam,
    response: VendorCreditNote,
  },
  cancelVendorCreditNote: {
    method: 'PUT',
    path: '/api/oms/vendor_credit_note/{id}/cancel',
    auth: 'garage',
    roles: PURCHASE_WRITE,
    summary:
      'Cancel a vendor credit note while nothing was refunded on it: its parts come back into stock at the value they left at (batches and serials too), the credit it took off the bills is owed again; the VCN number is not reused',
    tags: ['purchasing'],
    params: IdParam,
    body: VendorCreditNoteCancelInput,
    response: VendorCreditNote,
  },
  createVendorRefund: {
    method: 'POST',
    path: '/api/oms/vendor_refund',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary: 'Record money a vendor paid back on a credit note (VR-n): never more than is left on it. Accepts Idempotency-Key.',
    tags: ['purchasing'],
    body: VendorRefundInput,
    response: VendorRefund,
    status: 201,
  },
  searchVendorRefunds: {
    method: 'GET',
    path: '/api/oms/vendor_refund',
    auth: 'garage',
    roles: VENDOR_PAY,
    summary: 'Refunds received from vendors (vendor-refund-history), newest first; q: refund, credit note or reference number',
    tags: ['purchasing'],
    query: VendorRefundQuery,
    response: VendorRefundPage,
  },
} as const satisfies Record<string, RouteDef>;
