import {
  QUANTITY_COLUMN,
  STOCK_ALERT_KINDS,
  STOCK_AUDIT_STATUSES,
  STOCK_FILTERS,
  STOCK_MOVEMENT_KIND_NAMES,
  STOCK_SORTS,
} from '@garage/domain';
import { z } from 'zod';
import { INVENTORY_READ, STOCK_ADJUST, STOCK_AUDIT_RUN } from './access.ts';
import { decimalInput, IdParam, id, plainText, requiredText } from './common.ts';
import { Decimal, PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- Inventory, alerts, stock audits, misplaced items (issue 14; decision 057) ----------
// Costs and values are null for users with PRICE_VIEW_RESTRICTED (`prices_hidden` says so).

const positiveQuantity = decimalInput(QUANTITY_COLUMN).refine((v) => !v.startsWith('-') && Number(v) > 0, {
  error: 'order.quantity',
});
const countQuantity = decimalInput(QUANTITY_COLUMN).refine((v) => !v.startsWith('-'), { error: 'field.negative' });

export const StockListQuery = PageQuery.extend({
  /** Name, part number or brand; partial. */
  q: z.string().trim().max(60).optional(),
  filter: z.enum(STOCK_FILTERS).default('ALL'),
  sort: z.enum(STOCK_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type StockListQuery = z.input<typeof StockListQuery>;

/** One part of the garage with its stock (a part never stocked has 0). */
export const StockRow = z
  .object({
    part_id: z.number(),
    part_name: z.string(),
    part_number: z.string().nullable(),
    brand: z.string().nullable(),
    tracking: z.enum(['NONE', 'BATCH', 'SERIAL']),
    unit_symbol: z.string(),
    on_hand: Decimal,
    min_stock: Decimal,
    level: z.enum(['OK', 'LOW', 'OUT']),
    avg_cost: Decimal.nullable(),
    stock_value: Decimal.nullable(),
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof StockRow>;
export const StockPage = page(StockRow).extend({ prices_hidden: z.boolean() });
export type StockPage = z.infer<typeof StockPage>;

/** The garage's stock at a glance: its value and the alert counts (Inventory header, dashboard hint). */
export const StockSummary = z
  .object({
    parts: z.number(),
    stock_value: Decimal.nullable(),
    low: z.number(),
    out: z.number(),
    expiring: z.number(),
    expired: z.number(),
    expiry_days: z.number(),
    prices_hidden: z.boolean(),
  })
  .meta({ id: 'StockSummary' });
export type StockSummary = z.infer<typeof StockSummary>;

export const StockAlertQuery = PageQuery.extend({
  kind: z.enum(STOCK_ALERT_KINDS).default('LOW'),
  /** Batches expiring within this many days (EXPIRING). */
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const StockAlert = z.object({
  part_id: z.number(),
  part_name: z.string(),
  part_number: z.string().nullable(),
  unit_symbol: z.string(),
  on_hand: Decimal,
  min_stock: Decimal,
  /** Batch alerts: the batch, its expiry and what is left of it. */
  lot_code: z.string().nullable(),
  expiry_date: z.string().nullable(),
  lot_on_hand: Decimal.nullable(),
});
export const StockAlertPage = page(StockAlert);

export const StockLot = z.object({
  lot_id: z.number(),
  tracking: z.enum(['BATCH', 'SERIAL']),
  code: z.string(),
  expiry_date: z.string().nullable(),
  on_hand: Decimal,
  expired: z.boolean(),
  /**
   * A serial number promised to an open order (decision 056 addendum): that order's number. A transfer or
   * vendor return refuses it until it is taken off that order; an audit or a misplaced item frees it.
   */
  held_by: z.string().nullable(),
});

/** A part's stock page: the figures and its batches / serial numbers in stock (batch-serial-tracking). */
export const PartStock = StockRow.extend({
  last_movement_at: z.string().nullable(),
  lots: z.array(StockLot),
  prices_hidden: z.boolean(),
}).meta({ id: 'PartStock' });
export type PartStock = z.infer<typeof PartStock>;

export const StockMovementRow = z.object({
  movement_id: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KIND_NAMES),
  /** Signed: + in, − out. */
  quantity: Decimal,
  unit_cost: Decimal.nullable(),
  value: Decimal.nullable(),
  on_hand_after: Decimal,
  doc_kind: z.string(),
  doc_id: z.number(),
  doc_number: z.string().nullable(),
  lot_code: z.string().nullable(),
  reason: z.string().nullable(),
  user_name: z.string().nullable(),
  at: z.string(),
});
export type StockMovementRow = z.infer<typeof StockMovementRow>;
export const StockMovementPage = page(StockMovementRow).extend({ prices_hidden: z.boolean() });

export const MisplacedInput = z.object({
  part_id: id,
  quantity: positiveQuantity,
  reason: requiredText(300),
  /** Serial numbers (or batches) of a tracked part that went missing. */
  lots: z
    .array(z.object({ code: requiredText(60), quantity: positiveQuantity }))
    .max(500)
    .optional(),
});
export type MisplacedInput = z.input<typeof MisplacedInput>;
export const MisplacedItem = z.object({
  misplaced_id: z.number(),
  part_id: z.number(),
  quantity: Decimal,
  value: Decimal.nullable(),
  on_hand_after: Decimal,
  reason: z.string(),
  at: z.string(),
});
export type MisplacedItem = z.infer<typeof MisplacedItem>;

// ---------- Stock audits ----------

/** All active parts, or a chosen set: a brand, a search, or parts picked one by one. */
export const StockAuditCreate = z
  .object({
    name: plainText(80).optional(),
    note: plainText(500).optional(),
    all: z.boolean().default(false),
    brand: plainText(60).optional(),
    q: plainText(60).optional(),
    part_ids: z.array(id).max(5000).optional(),
  })
  .refine((a) => a.all || !!a.brand || !!a.q || (a.part_ids?.length ?? 0) > 0, {
    error: 'field.required',
    path: ['part_ids'],
  });
export type StockAuditCreate = z.input<typeof StockAuditCreate>;
export const StockAuditUpdate = z.object({ name: plainText(80).optional(), note: plainText(500).optional() });

export const StockAuditTotals = z.object({
  parts: z.number(),
  counted: z.number(),
  matched: z.number(),
  over: z.number(),
  short: z.number(),
  /** Variance values at cost: estimates at the counted parts' average cost; what was booked once completed. */
  value_over: Decimal.nullable(),
  value_short: Decimal.nullable(),
  value_net: Decimal.nullable(),
});

export const StockAudit = z
  .object({
    audit_id: z.number(),
    audit_number: z.string(),
    name: z.string().nullable(),
    note: z.string().nullable(),
    status: z.enum(STOCK_AUDIT_STATUSES),
    scope: z.object({
      all: z.boolean(),
      brand: z.string().nullable(),
      q: z.string().nullable(),
      picked: z.number(),
    }),
    totals: StockAuditTotals,
    created_by: z.string().nullable(),
    created_at: z.string(),
    completed_by: z.string().nullable(),
    completed_at: z.string().nullable(),
    /** Whether the caller may complete it (not COMPLETED, something counted, and no RESTRICT_PERFORM_ADJUSTMENT). */
    can_complete: z.boolean(),
    prices_hidden: z.boolean(),
  })
  .meta({ id: 'StockAudit' });
export type StockAudit = z.infer<typeof StockAudit>;

export const StockAuditSummary = z.object({
  audit_id: z.number(),
  audit_number: z.string(),
  name: z.string().nullable(),
  status: z.enum(STOCK_AUDIT_STATUSES),
  parts: z.number(),
  counted: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export const StockAuditListQuery = PageQuery.extend({ status: z.enum(STOCK_AUDIT_STATUSES).optional() });
export const StockAuditPage = page(StockAuditSummary);
export const StockAuditStats = z.object({
  DRAFT: z.number(),
  PARTIAL: z.number(),
  COMPLETED: z.number(),
  last_completed_at: z.string().nullable(),
});

export const AUDIT_PART_STATES = ['ALL', 'COUNTED', 'UNCOUNTED', 'VARIANCE'] as const;
export const StockAuditPartQuery = PageQuery.extend({
  q: z.string().trim().max(60).optional(),
  state: z.enum(AUDIT_PART_STATES).default('ALL'),
});
export const StockAuditLine = z.object({
  part_id: z.number(),
  part_name: z.string(),
  part_number: z.string().nullable(),
  brand: z.string().nullable(),
  tracking: z.enum(['NONE', 'BATCH', 'SERIAL']),
  unit_symbol: z.string(),
  /** On hand now (before it is counted), or when it was counted. */
  system_quantity: Decimal,
  counted: Decimal.nullable(),
  variance: Decimal.nullable(),
  variance_value: Decimal.nullable(),
  counted_by: z.string().nullable(),
  counted_at: z.string().nullable(),
  /** A serial-tracked part counted by serial numbers: those found (null when counted by quantity). */
  serials: z.array(z.string()).nullable(),
  /** Of those the system held when it was counted: not found on the shelf / found but not held. */
  missing_serials: z.array(z.string()).nullable(),
  found_serials: z.array(z.string()).nullable(),
});
export type StockAuditLine = z.infer<typeof StockAuditLine>;
export const StockAuditPartPage = page(StockAuditLine).extend({ prices_hidden: z.boolean() });

/**
 * A count: typed (SET the quantity on the shelf) or scanned (ADD one per scan). The part is named by id,
 * or by the code a scanner read: its part number or, for a serial-tracked part, one of its serial numbers.
 * A serial-tracked part may be counted by the serial numbers found (SET with `serials`; the quantity is
 * their number).
 */
export const StockAuditCount = z
  .object({
    part_id: id.optional(),
    code: plainText(60).optional(),
    quantity: countQuantity,
    mode: z.enum(['SET', 'ADD']).default('SET'),
    serials: z.array(plainText(60).trim().min(1)).max(1000).optional(),
  })
  .refine((c) => c.part_id !== undefined || !!c.code, { error: 'stockAudit.partOrCode', path: ['part_id'] })
  .refine((c) => c.serials === undefined || (c.mode === 'SET' && c.part_id !== undefined), {
    error: 'stockAudit.serialsSet',
    path: ['serials'],
  });
export type StockAuditCount = z.input<typeof StockAuditCount>;
export const StockAuditCounted = z.object({
  line: StockAuditLine,
  status: z.enum(STOCK_AUDIT_STATUSES),
  counted: z.number(),
  parts: z.number(),
});
export type StockAuditCounted = z.infer<typeof StockAuditCounted>;

export const StockAuditReport = z.object({
  audit: StockAudit,
  /** Counted parts whose count differs from the system, largest value first. */
  lines: z.array(StockAuditLine),
  /** Lines left out past the first 2,000. */
  more: z.number(),
});

export const inventoryRoutes = {
  stockList: {
    method: 'GET',
    path: '/api/oms/stock',
    auth: 'garage',
    roles: INVENTORY_READ,
    summary: "This garage's parts with on hand, unit, reorder level, average cost and stock value; search, filter, sort, paged",
    tags: ['inventory'],
    query: StockListQuery,
    response: StockPage,
  },
  stockSummary: {
    method: 'GET',
    path: '/api/oms/stock/summary',
    auth: 'garage',
    roles: INVENTORY_READ,
    summary: "The garage's stock value and its alert counts (low, out of stock, batches expiring or expired)",
    tags: ['inventory'],
    response: StockSummary,
  },
  stockAlerts: {
    method: 'GET',
    path: '/api/oms/stock/alerts',
    auth: 'garage',
    roles: INVENTORY_READ,
    summary: 'Inventory alerts: parts at or below their reorder level, out of stock, batches expiring within `days` or expired',
    tags: ['inventory'],
    query: StockAlertQuery,
    response: StockAlertPage,
  },
  partStock: {
    method: 'GET',
    path: '/api/oms/stock/part/{id}',
    auth: 'garage',
    roles: INVENTORY_READ,
    summary: "A part's stock, average cost and value, with its batches and serial numbers in stock",
    tags: ['inventory'],
    params: IdParam,
    response: PartStock,
  },
  partMovements: {
    method: 'GET',
    path: '/api/oms/stock/part/{id}/movements',
    auth: 'garage',
    roles: INVENTORY_READ,
    summary: "A part's stock history: its movements newest first, paged",
    tags: ['inventory'],
    params: IdParam,
    query: PageQuery,
    response: StockMovementPage,
  },
  recordMisplaced: {
    method: 'POST',
    path: '/api/oms/stock/misplaced',
    auth: 'garage',
    roles: STOCK_ADJUST,
    summary:
      'Record a part found missing from the shelf: a MISPLACED movement with its reason (not with RESTRICT_PERFORM_ADJUSTMENT)',
    tags: ['inventory'],
    body: MisplacedInput,
    response: MisplacedItem,
    status: 201,
  },
  listStockAudits: {
    method: 'GET',
    path: '/api/oms/stock_audit',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: "This garage's stock audits, newest first",
    tags: ['stock-audit'],
    query: StockAuditListQuery,
    response: StockAuditPage,
  },
  createStockAudit: {
    method: 'POST',
    path: '/api/oms/stock_audit',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'Start a stock audit of all active parts or a chosen set (brand, search, picked parts); numbered SA-00001',
    tags: ['stock-audit'],
    body: StockAuditCreate,
    response: StockAudit,
    status: 201,
  },
  stockAuditStats: {
    method: 'GET',
    path: '/api/oms/stock_audit/stats',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'How many audits are in each status, and when the last one completed',
    tags: ['stock-audit'],
    response: StockAuditStats,
  },
  getStockAudit: {
    method: 'GET',
    path: '/api/oms/stock_audit/{id}',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'A stock audit with its totals',
    tags: ['stock-audit'],
    params: IdParam,
    response: StockAudit,
  },
  stockAuditParts: {
    method: 'GET',
    path: '/api/oms/stock_audit/{id}/parts',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: "An audit's parts with system quantity, count and variance; search and state filter, paged",
    tags: ['stock-audit'],
    params: IdParam,
    query: StockAuditPartQuery,
    response: StockAuditPartPage,
  },
  updateStockAudit: {
    method: 'PUT',
    path: '/api/oms/stock_audit/{id}',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'Rename an audit or change its note (not once completed)',
    tags: ['stock-audit'],
    params: IdParam,
    body: StockAuditUpdate,
    response: StockAudit,
  },
  deleteStockAudit: {
    method: 'DELETE',
    path: '/api/oms/stock_audit/{id}',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'Delete an audit that is not completed (its counts go with it; stock never moved)',
    tags: ['stock-audit'],
    params: IdParam,
    response: z.object({ deleted: z.boolean() }),
  },
  countStockAuditPart: {
    method: 'PUT',
    path: '/api/oms/stock_audit/part/{id}',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'Count a part of audit {id}: SET the quantity typed, or ADD what a scan found; the system quantity is taken now',
    tags: ['stock-audit'],
    params: IdParam,
    body: StockAuditCount,
    response: StockAuditCounted,
  },
  completeStockAudit: {
    method: 'PUT',
    path: '/api/oms/stock_audit/{id}/complete',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary:
      'Complete an audit: every counted variance becomes an ADJUSTMENT_IN / ADJUSTMENT_OUT movement in one transaction (not with RESTRICT_PERFORM_ADJUSTMENT)',
    tags: ['stock-audit'],
    params: IdParam,
    response: StockAudit,
  },
  stockAuditReport: {
    method: 'GET',
    path: '/api/oms/stock_audit/{id}/report',
    auth: 'garage',
    roles: STOCK_AUDIT_RUN,
    summary: 'The audit report: variances per part with their value, and the totals',
    tags: ['stock-audit'],
    params: IdParam,
    response: StockAuditReport,
  },
} as const satisfies Record<string, RouteDef>;
