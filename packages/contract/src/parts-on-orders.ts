import { LOST_SALE_REASONS, PART_DESK_MOVES, PART_STATUSES, QUANTITY_COLUMN, type Role } from '@garage/domain';
import { z } from 'zod';
import { ORDER_CREATE, ORDER_EDIT, ORDER_PROGRESS_ROLES, ORDER_READ, PURCHASE_WRITE, QUOTE_READ } from './access.ts';
import { calendarDate, decimalInput, IdParam, id, plainText, unitId } from './common.ts';
import { PageQuery, page } from './masters.ts';
import { Order, SerialList } from './orders.ts';
import type { RouteDef } from './routes.ts';

/** Parts on orders (issue 14, decision 056): part issuance and approval, lost sales, part inquiry. */

/** Spec shell 2.4 and 6: the Parts Approval queue and its moves are the owner's and PARTS_APPROVAL's. */
export const PARTS_APPROVE: readonly Role[] = ['GARAGE_OWNER', 'PARTS_APPROVAL'];
const INVENTORY_READ: readonly Role[] = ['VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'INVENTORY_MANAGEMENT'];
/** Who looks a part up: whoever sells parts on orders and quotations, and the inventory roles. */
export const PART_INQUIRY_READ: readonly Role[] = [
  ...new Set<Role>([...ORDER_READ, ...QUOTE_READ, ...INVENTORY_READ, 'PARTS_APPROVAL']),
];
/** Who records a lost sale: whoever takes orders, the parts desk and the inventory roles. */
export const LOST_SALE_WRITE: readonly Role[] = [
  ...new Set<Role>([
    ...ORDER_CREATE,
    ...ORDER_EDIT,
    'PARTS_APPROVAL',
    'CREATE_INVENTORY',
    'EDIT_INVENTORY',
    'INVENTORY_MANAGEMENT',
  ]),
];
export const LOST_SALE_READ: readonly Role[] = [...new Set<Role>([...LOST_SALE_WRITE, ...INVENTORY_READ, 'ORDER_MANAGEMENT'])];

export const PartApprovalInput = z.object({
  lines: z
    .array(
      z.object({
        line_id: id,
        status: z.enum(PART_DESK_MOVES),
        /**
         * ISSUED, a part sold by serial number: the serial numbers handed out (as many as the quantity).
         * Left out: the ones chosen on the order's line.
         */
        serials: SerialList.optional(),
      }),
    )
    .min(1)
    .max(200),
  note: plainText(500).nullable().optional(),
});

export const PartRequestInput = z.object({
  /** The lines to request; none: every RESERVED or RETURNED part line of the order. */
  line_ids: z.array(id).max(200).optional(),
});

export const PartApprovalQuery = z.object({
  /** QUEUE: lines waiting for the parts desk (REQUESTED, IN_PROCESS, PROCURED); ISSUED: lines handed out to open orders. */
  view: z.enum(['QUEUE', 'ISSUED']).default('QUEUE'),
});

export const PartApprovalLine = z
  .object({
    line_id: z.number(),
    order_id: z.number(),
    external_order_id: z.string(),
    order_type: z.string(),
    order_status: z.string(),
    customer_name: z.string(),
    reg_number: z.string().nullable(),
    part_id: z.number(),
    part_name: z.string(),
    quantity: z.string(),
    unit_symbol: z.string().nullable(),
    /** The part's on hand, in its own unit. */
    on_hand: z.string(),
    base_unit_symbol: z.string().nullable(),
    part_status: z.enum(PART_STATUSES),
    /** The serial numbers chosen on the line (issued ones on the Issued tab). */
    serials: z.array(z.string()),
    /**
     * How many serial numbers issuing this line needs: its quantity in the part's unit, when the garage
     * tracks serial numbers and the part is SERIAL-tracked; null otherwise.
     */
    serial_count: z.number().nullable(),
    /** The moves the parts desk may make from here. */
    allowed_moves: z.array(z.enum(PART_DESK_MOVES)),
    updated_at: z.string(),
  })
  .meta({ id: 'PartApprovalLine' });
export const PartApprovalList = z.array(PartApprovalLine);

/**
 * Procure (decision 056 addendum): the parts desk buys in part lines that are short — they become PROCURED
 * and their parts go onto the vendor's newest DRAFT purchase order (or a new one). Needs the desk's roles
 * (the route) and the right to raise purchase orders (`PROCURE_PURCHASE_ROLES`, checked by the use case).
 */
export const PROCURE_PURCHASE_ROLES: readonly Role[] = PURCHASE_WRITE;

export const PartProcureInput = z.object({
  vendor_id: id,
  lines: z
    .array(
      z.object({
        line_id: id,
        /** How much to order, in the part's own unit (lines of one part add up on the purchase order). */
        quantity: decimalInput(QUANTITY_COLUMN).refine((v) => Number(v) > 0, { error: 'order.quantity' }),
      }),
    )
    .min(1)
    .max(200),
  note: plainText(500).nullable().optional(),
});

export const PartProcureQuery = z.object({ line_id: z.coerce.number().int().positive() });

/** What the Procure dialog starts with for one line. */
export const PartProcureSuggestion = z
  .object({
    line_id: z.number(),
    part_id: z.number(),
    part_name: z.string(),
    /** What the line needs, in the part's own unit. */
    needed: z.string(),
    on_hand: z.string(),
    /** What the line needs beyond what is on hand, rounded up to a whole unit, at least 1. */
    quantity: z.string(),
    /** The part's own unit (the purchase order's). */
    unit_symbol: z.string().nullable(),
    /** The vendor whose price list has the part cheapest, else the vendor of its last stock-in; null: none. */
    vendor_id: z.number().nullable(),
    vendor_name: z.string().nullable(),
    vendor_source: z.enum(['PRICE_LIST', 'LAST_STOCK_IN']).nullable(),
  })
  .meta({ id: 'PartProcureSuggestion' });

export const PartProcureResult = z
  .object({
    order: Order,
    purchase_order_id: z.number(),
    po_number: z.string(),
    /** A new draft was raised (false: the parts were added to the vendor's newest draft). */
    created: z.boolean(),
  })
  .meta({ id: 'PartProcureResult' });

export const LostSaleCreate = z
  .object({
    part_id: id.nullable().optional(),
    /** For a part the garage does not list; a catalogue part's own name is used otherwise. */
    part_name: plainText(120).nullable().optional(),
    quantity: decimalInput(QUANTITY_COLUMN).refine((v) => Number(v) > 0, { error: 'order.quantity' }),
    /** The unit the quantity is in (default: the part's own). */
    unit_id: unitId.nullable().optional(),
    customer_id: id.nullable().optional(),
    order_id: id.nullable().optional(),
    reason: z.enum(LOST_SALE_REASONS),
    note: plainText(500).nullable().optional(),
  })
  .refine((v) => Boolean(v.part_id) || Boolean(v.part_name?.trim()), { error: 'field.required', path: ['part_name'] });

export const LostSale = z
  .object({
    lost_sale_id: z.number(),
    part_id: z.number().nullable(),
    part_name: z.string(),
    /** In the part's own unit. */
    quantity: z.string(),
    unit_symbol: z.string().nullable(),
    customer_id: z.number().nullable(),
    customer_name: z.string().nullable(),
    order_id: z.number().nullable(),
    external_order_id: z.string().nullable(),
    reason: z.enum(LOST_SALE_REASONS),
    note: z.string().nullable(),
    user_name: z.string(),
    at: z.string(),
  })
  .meta({ id: 'LostSale' });

export const LostSaleQuery = PageQuery.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  part_id: z.coerce.number().int().positive().optional(),
});
export const LostSalePage = page(LostSale);

export const PartMovement = z.object({
  id: z.number(),
  /** The ledger's kind: STOCK_IN, ORDER_ISSUE, COUNTER_SALE, ORDER_RETURN… */
  kind: z.string(),
  quantity: z.string(),
  /** Cost figures are left out for PRICE_VIEW_RESTRICTED. */
  unit_cost: z.string().nullable(),
  value: z.string().nullable(),
  on_hand_after: z.string(),
  doc_kind: z.string(),
  doc_id: z.number(),
  doc_number: z.string().nullable(),
  reason: z.string().nullable(),
  user_name: z.string(),
  at: z.string(),
});

export const PartInquiry = z
  .object({
    part_id: z.number(),
    part_name: z.string(),
    part_number: z.string().nullable(),
    unit_symbol: z.string().nullable(),
    active: z.boolean(),
    on_hand: z.string(),
    /** Asked for by open orders and not yet taken from the shelf. */
    reserved: z.string(),
    /** On hand less reserved. */
    available: z.string(),
    min_stock: z.string(),
    /** Value at weighted average cost; null for PRICE_VIEW_RESTRICTED. */
    value: z.string().nullable(),
    avg_cost: z.string().nullable(),
    last_purchase_price: z.string().nullable(),
    selling_price: z.string(),
    lost_sales: z.string(),
    movements: z.array(PartMovement),
  })
  .meta({ id: 'PartInquiry' });

export const PartSerialsQuery = z.object({
  /** The order being edited: the serial numbers it holds count as free for it. */
  order_id: z.coerce.number().int().positive().optional(),
});

/** What a serial picker offers for one part (decision 056 addendum). */
export const PartSerials = z
  .object({
    part_id: z.number(),
    tracking: z.enum(['NONE', 'BATCH', 'SERIAL']),
    /** The garage tracks serial numbers and the part is SERIAL-tracked: it leaves by serial number. */
    serial_tracked: z.boolean(),
    /** Serial numbers on the shelf that no other open order holds, in order (at most 1,000). */
    serials: z.array(z.string()),
  })
  .meta({ id: 'PartSerials' });

export const partsOnOrdersRoutes = {
  approvePartLines: {
    method: 'PUT',
    path: '/api/oms/order/{id}/part_approval',
    auth: 'garage',
    roles: PARTS_APPROVE,
    summary:
      "The parts desk moves an order's part lines: approve (IN_PROCESS), bought in (PROCURED), issue (ISSUED: the stock is taken), take back (RETURNED: it comes back at its cost) or refuse (RESERVED)",
    tags: ['orders'],
    params: IdParam,
    body: PartApprovalInput,
    response: Order,
  },
  procurePartLines: {
    method: 'POST',
    path: '/api/oms/order/{id}/part_procure',
    auth: 'garage',
    roles: PARTS_APPROVE,
    summary:
      "The parts desk buys in an order's part lines: they become PROCURED and their parts are added to the vendor's newest DRAFT purchase order (or a new one), in one transaction. Also needs a purchase-order role. Accepts Idempotency-Key.",
    tags: ['orders'],
    params: IdParam,
    body: PartProcureInput,
    response: PartProcureResult,
  },
  procureSuggestion: {
    method: 'GET',
    path: '/api/oms/order/{id}/part_procure',
    auth: 'garage',
    roles: PARTS_APPROVE,
    summary:
      'What the Procure dialog starts with for one part line: the vendor (cheapest price list, else last stock-in) and the quantity short',
    tags: ['orders'],
    params: IdParam,
    query: PartProcureQuery,
    response: PartProcureSuggestion,
  },
  requestParts: {
    method: 'PUT',
    path: '/api/oms/order/{id}/part_request',
    auth: 'garage',
    roles: ORDER_PROGRESS_ROLES,
    summary: "Ask the parts desk for an order's reserved (or returned) part lines: they become REQUESTED",
    tags: ['orders'],
    params: IdParam,
    body: PartRequestInput,
    response: Order,
  },
  partApprovalQueue: {
    method: 'GET',
    path: '/api/oms/order/part_approval',
    auth: 'garage',
    roles: PARTS_APPROVE,
    summary: 'Part lines of open orders waiting for the parts desk (or issued), oldest order first, with on hand',
    tags: ['orders'],
    query: PartApprovalQuery,
    response: PartApprovalList,
  },
  createLostSale: {
    method: 'POST',
    path: '/api/oms/lost_sale',
    auth: 'garage',
    roles: LOST_SALE_WRITE,
    summary: 'Record a part a customer wanted that the garage could not sell; honours Idempotency-Key',
    tags: ['stock'],
    body: LostSaleCreate,
    response: LostSale,
    status: 201,
  },
  listLostSales: {
    method: 'GET',
    path: '/api/oms/lost_sale',
    auth: 'garage',
    roles: LOST_SALE_READ,
    summary: 'Lost sales of this garage, newest first, by garage-local day range and part; paged from 0',
    tags: ['stock'],
    query: LostSaleQuery,
    response: LostSalePage,
  },
  partSerials: {
    method: 'GET',
    path: '/api/oms/stock/part_serials/{id}',
    auth: 'garage',
    roles: PART_INQUIRY_READ,
    summary:
      "A part's serial numbers that can be sold: on the shelf and not held by another open order (order_id: the order being edited)",
    tags: ['stock'],
    params: IdParam,
    query: PartSerialsQuery,
    response: PartSerials,
  },
  partInquiry: {
    method: 'GET',
    path: '/api/oms/stock/part_inquiry/{id}',
    auth: 'garage',
    roles: PART_INQUIRY_READ,
    summary: 'One part: on hand, reserved by open orders, value and last purchase price where allowed, recent movements',
    tags: ['stock'],
    params: IdParam,
    response: PartInquiry,
  },
} as const satisfies Record<string, RouteDef>;
