import { QUANTITY_COLUMN, TRANSFER_DELIVERY_STATUSES, TRANSFER_REQUEST_STATUSES } from '@garage/domain';
import { z } from 'zod';
import { HO_INVENTORY_READ, HO_STOCK_READ, TRANSFER_READ, TRANSFER_WRITE } from './access.ts';
import { id, idText, nonNegativeDecimal, plainText, requiredText } from './common.ts';
import { PageQuery, page } from './masters.ts';
import { PurchaseOrderSearchQuery, PurchaseOrderSummary } from './purchasing.ts';
import type { RouteDef } from './routes.ts';

// ---------- Inter-branch transfers and head-office stock (issue 14, decision 058) ----------

/** `{id}` is the outlet acting (the one in x-garage-id): B asks and receives, A reserves, dispatches and cancels. */
export const TransferGarageParam = z.object({ id: idText });
export const TransferRequestParam = z.object({ id: idText, request_id: idText });
export const TransferDeliveryParam = z.object({ id: idText, delivery_id: idText });

const quantity = nonNegativeDecimal(QUANTITY_COLUMN);
const positiveQuantity = quantity.refine((v) => Number(v) > 0, { error: 'field.invalid' });

export const OutletRef = z.object({ garage_id: z.number(), garage_name: z.string() });

/** An outlet of the caller's group. */
export const Branch = OutletRef.extend({
  head_office: z.boolean(),
  address: z.string().nullable(),
  /** The caller belongs to it (may switch to it). */
  member: z.boolean(),
});
export const BranchList = z.array(Branch);

export const BranchStocksQuery = PageQuery.extend({
  /** Part name, number or brand. */
  q: plainText(100).optional(),
  /** A part of the acting outlet: that part (by its part number) at every outlet. */
  part_id: idText.optional(),
  /** Only the parts in this outlet's list (the request form lists the sending outlet's parts). */
  garage_id: idText.optional(),
});

export const OutletStock = OutletRef.extend({
  part_id: z.number(),
  on_hand: z.string(),
  /** Head-office stock information only, and never for PRICE_VIEW_RESTRICTED: average cost and value at cost. */
  avg_cost: z.string().nullable(),
  stock_value: z.string().nullable(),
});

/** One part (parts of outlets are matched by part number) and its stock at each outlet that lists it. */
export const BranchStockRow = z.object({
  part_number: z.string().nullable(),
  part_name: z.string(),
  brand: z.string().nullable(),
  unit_id: z.number(),
  outlets: z.array(OutletStock),
  total_on_hand: z.string(),
  total_value: z.string().nullable(),
});
export const BranchStockPage = page(BranchStockRow);

export const StockInformationQuery = PageQuery.extend({ q: plainText(100).optional() });
export const StockInformation = BranchStockPage.extend({
  outlets: z.array(OutletRef),
  /** Value of all outlets' stock at cost; null for PRICE_VIEW_RESTRICTED. */
  group_value: z.string().nullable(),
});

export const HoOutlet = Branch.extend({
  parts_in_stock: z.number(),
  stock_value: z.string().nullable(),
});
export const HoOutletList = z.array(HoOutlet);

/** Head office: the purchase orders of every outlet of the group, or of one (`garage_id`). */
export const HoPurchaseOrderQuery = PurchaseOrderSearchQuery.extend({
  garage_id: z.coerce.number().int().positive().optional(),
});
export type HoPurchaseOrderQuery = z.input<typeof HoPurchaseOrderQuery>;
export const HoPurchaseOrderRow = PurchaseOrderSummary.extend({
  garage_id: z.number(),
  garage_name: z.string(),
  /** Whether the caller belongs to that outlet (and can switch to it to open the order). */
  member: z.boolean(),
});
export const HoPurchaseOrderPage = page(HoPurchaseOrderRow);
export type HoPurchaseOrderRow = z.infer<typeof HoPurchaseOrderRow>;

const lineList = <T extends z.ZodType>(line: T) => z.array(line).min(1, { error: 'transfer.noLines' }).max(200);

export const TransferRequestInput = z.object({
  from_garage_id: id,
  note: plainText(500).nullable().optional(),
  /** Parts of the sending outlet's list, in their base unit. */
  lines: lineList(z.object({ part_id: id, quantity: positiveQuantity })),
  /** Send it at once (REQUESTED) rather than keep a DRAFT. */
  submit: z.boolean().default(false),
});
export type TransferRequestInput = z.input<typeof TransferRequestInput>;

export const DeliveryReserveInput = z.object({
  note: plainText(500).nullable().optional(),
  /** What the sender reserves of each requested line (0 leaves a part out); all lines when left out: as much as it has. */
  lines: z
    .array(z.object({ request_line_id: id, quantity }))
    .max(200)
    .optional(),
});

export const LotInput = z.object({ code: requiredText(100), quantity: positiveQuantity });

export const DirectDeliveryInput = z.object({
  to_garage_id: id,
  note: plainText(500).nullable().optional(),
  lines: lineList(z.object({ part_id: id, quantity: positiveQuantity, lots: z.array(LotInput).max(500).optional() })),
});
export type DirectDeliveryInput = z.input<typeof DirectDeliveryInput>;

export const DispatchInput = z.object({
  /** What leaves now (at most what is reserved); every reserved quantity when left out. */
  lines: z
    .array(z.object({ line_id: id, quantity, lots: z.array(LotInput).max(500).optional() }))
    .max(200)
    .optional(),
});

export const ReceiveInput = z.object({
  /** What arrived (at most what is still on the way); all of it when left out. */
  lines: z
    .array(z.object({ line_id: id, quantity }))
    .max(200)
    .optional(),
});

export const CancelDeliveryInput = z.object({ reason: requiredText(200) });

export const TRANSFER_REQUEST_MOVES = ['EDIT', 'SUBMIT', 'DELIVER'] as const;
export const TRANSFER_DELIVERY_MOVES = ['DISPATCH', 'CANCEL', 'RECEIVE'] as const;

export const DeliverySummary = z.object({
  delivery_id: z.number(),
  number: z.string(),
  status: z.enum(TRANSFER_DELIVERY_STATUSES),
  direct: z.boolean(),
  request_id: z.number().nullable(),
  request_number: z.string().nullable(),
  from_garage: OutletRef,
  to_garage: OutletRef,
  lines_count: z.number(),
  total_dispatched: z.string(),
  total_received: z.string(),
  created_at: z.string(),
  dispatched_at: z.string().nullable(),
  received_at: z.string().nullable(),
});
export const DeliverySummaryPage = page(DeliverySummary);

export const TransferRequestSummary = z.object({
  request_id: z.number(),
  number: z.string(),
  status: z.enum(TRANSFER_REQUEST_STATUSES),
  from_garage: OutletRef,
  to_garage: OutletRef,
  lines_count: z.number(),
  total_quantity: z.string(),
  created_at: z.string(),
  requested_at: z.string().nullable(),
  delivery_id: z.number().nullable(),
  delivery_status: z.enum(TRANSFER_DELIVERY_STATUSES).nullable(),
});
export const TransferRequestPage = page(TransferRequestSummary);

export const TransferListQuery = PageQuery.extend({
  /** OUTGOING: asked by / sent from the acting outlet; INCOMING: asked of / sent to it. */
  direction: z.enum(['OUTGOING', 'INCOMING']).default('OUTGOING'),
});

export const TransferActivityEntry = z.object({
  action: z.string(),
  garage_name: z.string(),
  user_name: z.string(),
  at: z.string(),
});

export const TransferRequest = TransferRequestSummary.extend({
  note: z.string().nullable(),
  received_at: z.string().nullable(),
  /** REQUESTER: the acting outlet asked; SUPPLIER: it was asked. */
  side: z.enum(['REQUESTER', 'SUPPLIER']),
  allowed_moves: z.array(z.enum(TRANSFER_REQUEST_MOVES)),
  lines: z.array(
    z.object({
      line_id: z.number(),
      part_id: z.number(),
      part_name: z.string(),
      part_number: z.string().nullable(),
      quantity: z.string(),
      /** On hand at the sending outlet now. */
      available: z.string(),
    }),
  ),
  activity: z.array(TransferActivityEntry),
});

export const TransferDelivery = DeliverySummary.extend({
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** SENDER: the acting outlet sends; RECEIVER: it receives. */
  side: z.enum(['SENDER', 'RECEIVER']),
  allowed_moves: z.array(z.enum(TRANSFER_DELIVERY_MOVES)),
  lines: z.array(
    z.object({
      line_id: z.number(),
      part_id: z.number(),
      part_name: z.string(),
      part_number: z.string().nullable(),
      dest_part_id: z.number().nullable(),
      requested: z.string(),
      reserved: z.string(),
      dispatched: z.string(),
      received: z.string(),
      /** The sender's average cost per unit at dispatch; null before, and for PRICE_VIEW_RESTRICTED. */
      unit_cost: z.string().nullable(),
      /** On hand at the sending outlet now. */
      available: z.string(),
      lots: z.array(z.object({ code: z.string(), quantity: z.string(), expiry_date: z.string().nullable() })),
    }),
  ),
  activity: z.array(TransferActivityEntry),
});

const base = '/api/oms/garage/{id}/inter_branch_transfer';

export const transferRoutes = {
  transferBranches: {
    method: 'GET',
    path: `${base}/branches`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary: "The outlets of the acting outlet's group (the ones stock can be asked of or sent to)",
    tags: ['transfers'],
    params: TransferGarageParam,
    response: BranchList,
  },
  branchStocks: {
    method: 'GET',
    path: `${base}/branch_stocks`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary:
      'View branch stocks: for a part (or a search) the on hand at every outlet of the group, parts matched by part number; paged',
    tags: ['transfers'],
    params: TransferGarageParam,
    query: BranchStocksQuery,
    response: BranchStockPage,
  },
  createTransferRequest: {
    method: 'POST',
    path: `${base}/request`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary:
      'Ask another outlet of the group for parts of its list: a DRAFT, or REQUESTED with submit. Numbered IBT-00001 per asking outlet. Honours Idempotency-Key.',
    tags: ['transfers'],
    params: TransferGarageParam,
    body: TransferRequestInput,
    response: TransferRequest,
    status: 201,
  },
  updateTransferRequest: {
    method: 'PUT',
    path: `${base}/request/{request_id}`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary: 'Change a DRAFT request (outlet, parts, note), or send it with submit',
    tags: ['transfers'],
    params: TransferRequestParam,
    body: TransferRequestInput,
    response: TransferRequest,
  },
  submitTransferRequest: {
    method: 'PUT',
    path: `${base}/request/{request_id}/submit`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary: 'Send a DRAFT request to the outlet asked (DRAFT → REQUESTED)',
    tags: ['transfers'],
    params: TransferRequestParam,
    response: TransferRequest,
  },
  listTransferRequests: {
    method: 'GET',
    path: `${base}/request`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary: 'Requests the acting outlet made (OUTGOING) or received (INCOMING; drafts of others are not shown); newest first',
    tags: ['transfers'],
    params: TransferGarageParam,
    query: TransferListQuery,
    response: TransferRequestPage,
  },
  getTransferRequest: {
    method: 'GET',
    path: `${base}/request/{request_id}`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary: 'One request with its lines, the sender’s stock of each, its delivery and what the acting outlet may do',
    tags: ['transfers'],
    params: TransferRequestParam,
    response: TransferRequest,
  },
  reserveTransferDelivery: {
    method: 'POST',
    path: `${base}/request/{request_id}/delivery`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary:
      'The asked outlet answers a REQUESTED request: reserves what it has (RESERVED, or PARTIAL_RESERVED when less). Numbered IBD-00001 per sending outlet. Honours Idempotency-Key.',
    tags: ['transfers'],
    params: TransferRequestParam,
    body: DeliveryReserveInput,
    response: TransferDelivery,
    status: 201,
  },
  createDirectDelivery: {
    method: 'POST',
    path: `${base}/delivery`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary:
      'Send parts to another outlet without a request: the stock leaves at once (TRANSFER_OUT) and the delivery is DIRECT_DELIVERY_TRANSIT. Honours Idempotency-Key.',
    tags: ['transfers'],
    params: TransferGarageParam,
    body: DirectDeliveryInput,
    response: TransferDelivery,
    status: 201,
  },
  dispatchTransferDelivery: {
    method: 'PUT',
    path: `${base}/delivery/{delivery_id}/dispatch`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary:
      'The sender dispatches a reserved delivery: the stock leaves (TRANSFER_OUT at its average cost) in the same transaction; TRANSIT, or PARTIAL_TRANSIT when less than asked',
    tags: ['transfers'],
    params: TransferDeliveryParam,
    body: DispatchInput,
    response: TransferDelivery,
  },
  receiveTransferDelivery: {
    method: 'PUT',
    path: `${base}/delivery/{delivery_id}/receive`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary:
      "The receiver takes in what arrived (TRANSFER_IN at the sender's cost); never more than was dispatched, also when two receipts arrive at once. PARTIAL_RECEIVED until all is in.",
    tags: ['transfers'],
    params: TransferDeliveryParam,
    body: ReceiveInput,
    response: TransferDelivery,
  },
  cancelTransferDelivery: {
    method: 'PUT',
    path: `${base}/delivery/{delivery_id}/cancel`,
    auth: 'garage',
    roles: TRANSFER_WRITE,
    summary: 'The sender cancels a delivery before it is dispatched, with a reason; the request can be answered again',
    tags: ['transfers'],
    params: TransferDeliveryParam,
    body: CancelDeliveryInput,
    response: TransferDelivery,
  },
  listTransferDeliveries: {
    method: 'GET',
    path: `${base}/delivery`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary: 'Deliveries the acting outlet sends (OUTGOING) or receives (INCOMING); newest first',
    tags: ['transfers'],
    params: TransferGarageParam,
    query: TransferListQuery,
    response: DeliverySummaryPage,
  },
  getTransferDelivery: {
    method: 'GET',
    path: `${base}/delivery/{delivery_id}`,
    auth: 'garage',
    roles: TRANSFER_READ,
    summary: 'One delivery with its lines and what the acting outlet may do',
    tags: ['transfers'],
    params: TransferDeliveryParam,
    response: TransferDelivery,
  },
  hoStockInformation: {
    method: 'GET',
    path: '/api/oms/head_office/stock_information',
    auth: 'garage',
    roles: HO_STOCK_READ,
    summary:
      "Head office: every outlet's stock of the group by part, with average cost and value at cost (not for PRICE_VIEW_RESTRICTED); only at the head office outlet",
    tags: ['transfers'],
    query: StockInformationQuery,
    response: StockInformation,
  },
  hoOutlets: {
    method: 'GET',
    path: '/api/oms/head_office/outlets',
    auth: 'garage',
    roles: HO_INVENTORY_READ,
    summary: "Head office: the group's outlets with their parts in stock and stock value, for Inventory with Purchase Order",
    tags: ['transfers'],
    response: HoOutletList,
  },
  hoPurchaseOrders: {
    method: 'GET',
    path: '/api/oms/head_office/purchase_order',
    auth: 'garage',
    roles: HO_INVENTORY_READ,
    summary:
      "Head office: the purchase orders of the group's outlets, newest first, by status, outlet, PO number or vendor; totals not for PRICE_VIEW_RESTRICTED; only at the head office outlet",
    tags: ['transfers'],
    query: HoPurchaseOrderQuery,
    response: HoPurchaseOrderPage,
  },
} as const satisfies Record<string, RouteDef>;

export type Branch = z.infer<typeof Branch>;
export type BranchStockRow = z.infer<typeof BranchStockRow>;
export type StockInformation = z.infer<typeof StockInformation>;
export type HoOutlet = z.infer<typeof HoOutlet>;
export type DeliverySummary = z.infer<typeof DeliverySummary>;
export type TransferRequestSummary = z.infer<typeof TransferRequestSummary>;
export type TransferRequest = z.infer<typeof TransferRequest>;
export type TransferDelivery = z.infer<typeof TransferDelivery>;
