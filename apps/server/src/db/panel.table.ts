import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { customer, vehicle } from './masters.table.ts';
import { salesOrder } from './orders.table.ts';

/**
 * A service reminder of one garage for a customer's vehicle (spec 3: Reminder). The stored state is open
 * or done (`done_at`); OVER_DUE is read from the date against the garage-local today, so it never goes
 * stale (decision 014).
 */
export const serviceReminder = pgTable(
  'service_reminder',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    userCarId: bigint('user_car_id', { mode: 'number' }).notNull(),
    /** Garage-local day the service is due. */
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    /** The customer has been told (SMS / WhatsApp reminders are sent by the reminders module). */
    isSent: boolean('is_sent').notNull().default(false),
    /** When the following reminder is due (a repeating service interval). */
    nextSchedule: date('next_schedule', { mode: 'string' }),
    note: text('note'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.customerId], foreignColumns: [customer.groupId, customer.id] }),
    foreignKey({ columns: [t.groupId, t.userCarId], foreignColumns: [vehicle.groupId, vehicle.id] }),
    // The panel's read: open reminders of a garage by date.
    index('service_reminder_open_idx').on(t.groupId, t.garageId, t.reminderDate, t.id).where(sql`${t.doneAt} is null`),
    index('service_reminder_date_idx').on(t.groupId, t.garageId, t.reminderDate, t.id),
    index('service_reminder_vehicle_idx').on(t.groupId, t.userCarId),
    check('service_reminder_next_after', sql`${t.nextSchedule} is null or ${t.nextSchedule} > ${t.reminderDate}`),
  ],
);

/** The customer's review of one order, recorded in the product (spec 3: Review); one per order. */
export const customerReview = pgTable(
  'customer_review',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    rating: smallint('rating').notNull(),
    /** Review text and optional reason joined by the marker of @garage/domain (REVIEW_REASON_MARKER). */
    comments: text('comments').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }),
    foreignKey({ columns: [t.groupId, t.customerId], foreignColumns: [customer.groupId, customer.id] }),
    uniqueIndex('customer_review_order_uq').on(t.groupId, t.orderId),
    index('customer_review_recent_idx').on(t.groupId, t.garageId, t.createdAt, t.id),
    check('customer_review_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
