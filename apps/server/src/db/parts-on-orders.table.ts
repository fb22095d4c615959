import { QUANTITY_COLUMN } from '@garage/domain';
import { bigint, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { part } from './masters.table.ts';
import { salesOrder } from './orders.table.ts';

/**
 * A part a customer wanted that the garage could not sell (decision 056): not enough on the shelf, or not
 * stocked at all. Kept to see what to stock; the order it happened on, when there was one.
 */
export const lostSale = pgTable(
  'lost_sale',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    /** The catalogue part; null for a part the garage does not list. */
    partId: bigint('part_id', { mode: 'number' }),
    partName: text('part_name').notNull(),
    /** In the part's base unit (its catalogue unit). */
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    unitId: integer('unit_id'),
    customerId: bigint('customer_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    note: text('note'),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('lost_sale_list_idx').on(t.groupId, t.garageId, t.id.desc()),
    index('lost_sale_part_idx').on(t.groupId, t.garageId, t.partId),
  ],
);

/**
 * A serial number promised to an open order (decision 056 addendum): one row per serial named on a part
 * line of an order that is neither billed nor cancelled. The key makes a serial the promise of one order
 * at a time, so two open orders cannot name the same piece (concurrent saves queue on the key and the
 * second is refused). Written on every save of the order, deleted when its bill takes the stock or it is
 * cancelled, written again when the bill is voided.
 */
export const orderSerialHold = pgTable(
  'order_serial_hold',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.partId, t.code] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }).onDelete('cascade'),
    index('order_serial_hold_order_idx').on(t.groupId, t.orderId),
  ],
);
