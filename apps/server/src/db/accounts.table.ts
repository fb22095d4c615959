import { MONEY_COLUMN } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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

/** A garage's expense labels (expense heads: rent, electricity, salaries…); names unique in any case. */
export const expenseLabel = pgTable(
  'expense_label',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('expense_label_name_uq').on(t.groupId, t.garageId, sql`lower(${t.name})`),
  ],
);

/**
 * Money a garage spends (decision 045). Numbered per garage and financial year of its day (`fy` +
 * `number`, counter kind EXPENSE:<fy>), gap-free. PAID: the money went out on `paid_day` by
 * `payment_method` (an account book movement); CREDIT: owed to the payee, `paid_day` null until paid.
 * Attachments are keys of `document` rows of the same garage.
 */
export const expense = pgTable(
  'expense',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    fy: text('fy').notNull(),
    number: integer('number').notNull(),
    expenseNumber: text('expense_number').notNull().default(''),
    labelId: bigint('label_id', { mode: 'number' }).notNull(),
    /** The garage-local day the expense was incurred. */
    localDay: date('local_day', { mode: 'string' }).notNull(),
    amount: numeric('amount', MONEY_COLUMN).notNull(),
    status: text('status', { enum: ['PAID', 'CREDIT'] }).notNull(),
    paymentMethod: text('payment_method'),
    /** The garage-local day the money went out; null while CREDIT. */
    paidDay: date('paid_day', { mode: 'string' }),
    /** When it was recorded paid (orders the account book's movements of one day). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payee: text('payee'),
    reference: text('reference'),
    note: text('note'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.labelId], foreignColumns: [expenseLabel.groupId, expenseLabel.id] }),
    // Inserted with number 0 and numbered as the last write of its transaction (platform/counters.ts).
    uniqueIndex('expense_number_uq').on(t.groupId, t.garageId, t.fy, t.number).where(sql`${t.number} > 0`),
    index('expense_day_idx').on(t.groupId, t.garageId, t.localDay),
    // The account book: money out by the day it was paid.
    index('expense_paid_day_idx').on(t.groupId, t.garageId, t.paidDay).where(sql`${t.status} = 'PAID'`),
  ],
);

/**
 * The audit trail of expenses: order_activity is keyed by sales_order ids, so expenses keep their own
 * rows in the same shape (action, who, when, JSON detail), written in the mutation's transaction.
 */
export const expenseActivity = pgTable(
  'expense_activity',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    expenseId: bigint('expense_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.expenseId], foreignColumns: [expense.groupId, expense.id] }).onDelete('cascade'),
    index('expense_activity_expense_idx').on(t.groupId, t.expenseId),
  ],
);
