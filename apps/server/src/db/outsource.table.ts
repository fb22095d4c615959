import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { salesOrder } from './orders.table.ts';
import { stockIn, vendor } from './purchasing.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A job of a repair order sent to another workshop (issue 14, decision 063). Numbered OW-n per garage
 * (counter OUTSOURCE_WORK). SENT → RECEIVED, or SENT → CANCELLED, each by a conditional update on the
 * status. The vendor's bill for it is a stock_in row of kind OUTSOURCE (vendor_bill_id, one per work).
 */
export const outsourceWork = pgTable(
  'outsource_work',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    workNumber: text('work_number').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** Garage-local days. */
    sentDay: date('sent_day', { mode: 'string' }).notNull(),
    expectedBackDay: date('expected_back_day', { mode: 'string' }),
    receivedDay: date('received_day', { mode: 'string' }),
    status: text('status', { enum: ['SENT', 'RECEIVED', 'CANCELLED'] }).notNull(),
    note: text('note'),
    vendorBillId: bigint('vendor_bill_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    receivedBy: bigint('received_by', { mode: 'number' }),
    receivedAt: at('received_at'),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    foreignKey({ columns: [t.groupId, t.vendorBillId], foreignColumns: [stockIn.groupId, stockIn.id] }),
    uniqueIndex('outsource_work_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    uniqueIndex('outsource_work_bill_uq').on(t.groupId, t.vendorBillId).where(sql`${t.vendorBillId} is not null`),
    index('outsource_work_list_idx').on(t.groupId, t.garageId, t.status, t.id.desc()),
    index('outsource_work_order_idx').on(t.groupId, t.orderId),
    check('outsource_work_status_ck', sql`${t.status} in ('SENT', 'RECEIVED', 'CANCELLED')`),
  ],
);
