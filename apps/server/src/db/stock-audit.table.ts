import { MONEY_COLUMN, QUANTITY_COLUMN, STOCK_AUDIT_STATUSES } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
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
 * A stock audit (decision 057): the parts of a garage it counts are listed when it starts (`stock_audit_part`,
 * all active parts or a chosen set); DRAFT until the first count, PARTIAL while counting, COMPLETED once
 * its variances were applied as ADJUSTMENT_IN / ADJUSTMENT_OUT movements (doc kind STOCK_AUDIT).
 * Numbered SA-00001 per garage (counter kind STOCK_AUDIT), gap-free: inserted with number 0, numbered last.
 * `part_count` and `counted_count` are kept by the use cases so lists never count the lines.
 */
export const stockAudit = pgTable(
  'stock_audit',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    name: text('name'),
    note: text('note'),
    status: text('status', { enum: STOCK_AUDIT_STATUSES }).notNull().default('DRAFT'),
    /** What it counts: { all: true } or { brand?, q?, part_ids? } as chosen when it started. */
    scope: jsonb('scope').notNull().default({}),
    partCount: integer('part_count').notNull().default(0),
    countedCount: integer('counted_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedBy: bigint('completed_by', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Deleted before completion: kept (with its number and audit trail), left out of every list. */
    deletedBy: bigint('deleted_by', { mode: 'number' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('stock_audit_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('stock_audit_list_idx').on(t.groupId, t.garageId, t.id),
  ],
);

/**
 * One part of an audit. `counted` is null until counted; `system_quantity` and `avg_cost` are the
 * part's on hand and average cost at the moment of its (latest) count, so the variance is what the shelf
 * lacked then, whatever sold before or after. Completion writes what the ledger applied.
 */
export const stockAuditPart = pgTable(
  'stock_audit_part',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    counted: numeric('counted', QUANTITY_COLUMN),
    systemQuantity: numeric('system_quantity', QUANTITY_COLUMN),
    avgCost: numeric('avg_cost', MONEY_COLUMN),
    countedBy: bigint('counted_by', { mode: 'number' }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /**
     * A serial-tracked part counted by its serial numbers: those found on the shelf, and those the system
     * held when it was counted (both sorted); null when counted by quantity.
     */
    serials: jsonb('serials').$type<string[]>(),
    systemSerials: jsonb('system_serials').$type<string[]>(),
    /** Signed quantity and value the completion moved (null: no adjustment). */
    adjustedQuantity: numeric('adjusted_quantity', QUANTITY_COLUMN),
    adjustedValue: numeric('adjusted_value', MONEY_COLUMN),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.auditId, t.partId] }),
    foreignKey({ columns: [t.groupId, t.auditId], foreignColumns: [stockAudit.groupId, stockAudit.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('stock_audit_part_counted_idx').on(t.groupId, t.auditId, t.partId).where(sql`${t.counted} is not null`),
  ],
);

/** The audit trail of stock audits, in the shape of order_activity (action, who, when, JSON detail). */
export const stockAuditActivity = pgTable(
  'stock_audit_activity',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.auditId], foreignColumns: [stockAudit.groupId, stockAudit.id] }).onDelete('cascade'),
    index('stock_audit_activity_audit_idx').on(t.groupId, t.auditId),
  ],
);

/**
 * A part found missing from the shelf (add-misplaced-item): the document of its MISPLACED movement, and
 * its own audit row (who, when, why, how many, the value the ledger took).
 */
export const misplacedItem = pgTable(
  'misplaced_item',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    value: numeric('value', MONEY_COLUMN).notNull().default('0'),
    reason: text('reason').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('misplaced_item_day_idx').on(t.groupId, t.garageId, t.at),
  ],
);
