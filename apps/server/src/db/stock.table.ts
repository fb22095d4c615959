import { MONEY_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { part } from './masters.table.ts';

/**
 * The stock ledger (decision 052). Every change of a part's stock is a `stock_movement` row written by
 * platform/stock-ledger.ts in the same transaction as the document it came from; `part_stock` holds the
 * running figures those rows add up to, changed only by conditional updates in that transaction.
 */

/** What moved the stock. Inbound kinds add, outbound kinds take away (stock-ledger.ts, INBOUND). */
export const STOCK_MOVEMENT_KINDS = [
  'OPENING',
  'STOCK_IN',
  'ORDER_RETURN',
  'TRANSFER_IN',
  'ADJUSTMENT_IN',
  'ORDER_ISSUE',
  'COUNTER_SALE',
  'VENDOR_RETURN',
  'TRANSFER_OUT',
  'ADJUSTMENT_OUT',
  'MISPLACED',
  /** A vendor credit note cancelled: its parts back into stock at the value they left at (decision 062). */
  'VENDOR_RETURN_CANCEL',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Running stock of a part in a garage, in the part's base unit: on hand (`running_stock`), its value at
 * cost (`stock_value`, the sum of the movements' values) and the weighted average cost per base unit.
 * `last_move_value` is scratch: the value the last outbound update took, read back by RETURNING so that
 * one statement both checks, takes and prices an issue.
 */
export const partStock = pgTable(
  'part_stock',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    runningStock: numeric('running_stock', QUANTITY_COLUMN).notNull().default('0'),
    stockValue: numeric('stock_value', MONEY_COLUMN).notNull().default('0'),
    avgCost: numeric('avg_cost', MONEY_COLUMN).notNull().default('0'),
    lastMoveValue: numeric('last_move_value', MONEY_COLUMN).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * On hand and value as the garage's `stock_summary` row last counted them (null: not counted yet),
     * written only by the summary's fold (platform/stock-summary.ts); the ledger never touches them.
     */
    summaryOnHand: numeric('summary_on_hand', QUANTITY_COLUMN),
    summaryValue: numeric('summary_value', MONEY_COLUMN).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.partId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    // The Inventory list sorted by value (decision 057): walked from either end, joined to part by key.
    index('part_stock_value_idx').on(t.groupId, t.garageId, t.stockValue, t.partId),
    // Its out-of-stock filter: the few rows at zero or below.
    index('part_stock_out_idx').on(t.groupId, t.garageId, t.partId).where(sql`${t.runningStock} <= 0`),
    // The rows whose stock moved since the summary counted them.
    index('part_stock_summary_pending_idx')
      .on(t.groupId, t.garageId, t.partId)
      .where(sql`${t.summaryOnHand} is distinct from ${t.runningStock} or ${t.summaryValue} <> ${t.stockValue}`),
  ],
);

/**
 * The garage's stock at a glance as of its last fold (decision 057): active parts, parts at or below a
 * reorder level, stocked parts with nothing left, and the value of all its stock, summed over the figures
 * the fold copied into `part.summary_*` and `part_stock.summary_*`. Movements never write it (so they never
 * queue on it); the summary adds what changed since from the pending rows, and a fold moves those changes
 * in here. `checkStockLedger` proves that it equals the sum of the copied figures.
 */
export const stockSummary = pgTable(
  'stock_summary',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    activeParts: integer('active_parts').notNull().default(0),
    lowParts: integer('low_parts').notNull().default(0),
    outParts: integer('out_parts').notNull().default(0),
    stockValue: numeric('stock_value', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

/**
 * A batch or a serial number of a tracked part in a garage (part.tracking BATCH or SERIAL). A serial has
 * on hand 0 or 1 and is unique per part in a garage, so it is issued once; batches may expire and are
 * issued first-expiring-first.
 */
export const stockLot = pgTable(
  'stock_lot',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    tracking: text('tracking', { enum: ['BATCH', 'SERIAL'] }).notNull(),
    code: text('code').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    onHand: numeric('on_hand', QUANTITY_COLUMN).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    uniqueIndex('stock_lot_code_uq').on(t.groupId, t.garageId, t.partId, t.code),
    index('stock_lot_fifo_idx').on(t.groupId, t.garageId, t.partId, t.expiryDate, t.id).where(sql`${t.onHand} > 0`),
  ],
);

/**
 * One change of one part's stock (per lot for tracked parts): signed quantity in the base unit (+ in,
 * − out), the unit cost and signed value at cost, the on hand after it, who, when, why and the document
 * it came from (`doc_kind` + `doc_id`, e.g. STOCK_IN 12, INVOICE 40, COUNTER_SALE order 7).
 * Σ quantity = part_stock.running_stock and Σ value = part_stock.stock_value for every part
 * (stock-ledger.ts, checkStockLedger).
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    lotId: bigint('lot_id', { mode: 'number' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    unitCost: numeric('unit_cost', MONEY_COLUMN).notNull(),
    value: numeric('value', MONEY_COLUMN).notNull(),
    onHandAfter: numeric('on_hand_after', QUANTITY_COLUMN).notNull(),
    docKind: text('doc_kind').notNull(),
    docId: bigint('doc_id', { mode: 'number' }).notNull(),
    docNumber: text('doc_number'),
    reason: text('reason'),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    foreignKey({ columns: [t.groupId, t.lotId], foreignColumns: [stockLot.groupId, stockLot.id] }),
    index('stock_movement_part_idx').on(t.groupId, t.garageId, t.partId, t.id),
    index('stock_movement_doc_idx').on(t.groupId, t.docKind, t.docId),
  ],
);
