import { MONEY_COLUMN, QUANTITY_COLUMN, TRANSFER_DELIVERY_STATUSES, TRANSFER_REQUEST_STATUSES } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
 * Inter-branch transfers (issue 14, decision 058). Rows belong to the group; each names both outlets.
 * Stock moves only through the ledger (TRANSFER_OUT at the sender when a delivery is dispatched,
 * TRANSFER_IN at the receiver when it is received), in the same transaction as the delivery's change.
 */

const groupId = () => bigint('group_id', { mode: 'number' }).notNull();
const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
const userRef = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const quantity = (name: string) => numeric(name, QUANTITY_COLUMN).notNull().default('0');

/** Outlet B (`to_garage_id`) asks outlet A (`from_garage_id`) for parts of A's parts list. */
export const transferRequest = pgTable(
  'transfer_request',
  {
    groupId: groupId(),
    id: id(),
    /** IBT-00001: the asking outlet's TRANSFER counter. */
    number: integer('number').notNull().default(0),
    toGarageId: bigint('to_garage_id', { mode: 'number' }).notNull(),
    fromGarageId: bigint('from_garage_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: TRANSFER_REQUEST_STATUSES }).notNull().default('DRAFT'),
    note: text('note'),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    requestedBy: userRef('requested_by'),
    requestedAt: at('requested_at'),
    receivedAt: at('received_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.toGarageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.fromGarageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('transfer_request_number_uq').on(t.groupId, t.toGarageId, t.number).where(sql`${t.number} > 0`),
    index('transfer_request_to_idx').on(t.groupId, t.toGarageId, t.id),
    index('transfer_request_from_idx').on(t.groupId, t.fromGarageId, t.id),
  ],
);

/** A part of the sending outlet's list (`part_id`) and how many are asked for, in its base unit. */
export const transferRequestLine = pgTable(
  'transfer_request_line',
  {
    groupId: groupId(),
    id: id(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    quantity: quantity('quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.requestId], foreignColumns: [transferRequest.groupId, transferRequest.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('transfer_request_line_request_idx').on(t.groupId, t.requestId),
  ],
);

/**
 * Outlet A's answer to a request (or a direct delivery without one): what it reserved, dispatched and B
 * received. A request has at most one delivery that is not cancelled.
 */
export const transferDelivery = pgTable(
  'transfer_delivery',
  {
    groupId: groupId(),
    id: id(),
    /** IBD-00001: the sending outlet's TRANSFER_DELIVERY counter. */
    number: integer('number').notNull().default(0),
    requestId: bigint('request_id', { mode: 'number' }),
    fromGarageId: bigint('from_garage_id', { mode: 'number' }).notNull(),
    toGarageId: bigint('to_garage_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: TRANSFER_DELIVERY_STATUSES }).notNull(),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    dispatchedBy: userRef('dispatched_by'),
    dispatchedAt: at('dispatched_at'),
    receivedBy: userRef('received_by'),
    receivedAt: at('received_at'),
    cancelledBy: userRef('cancelled_by'),
    cancelledAt: at('cancelled_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.fromGarageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.toGarageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.requestId], foreignColumns: [transferRequest.groupId, transferRequest.id] }),
    uniqueIndex('transfer_delivery_number_uq').on(t.groupId, t.fromGarageId, t.number).where(sql`${t.number} > 0`),
    uniqueIndex('transfer_delivery_live_uq')
      .on(t.groupId, t.requestId)
      .where(sql`${t.requestId} is not null and ${t.status} <> 'CANCELLED'`),
    index('transfer_delivery_from_idx').on(t.groupId, t.fromGarageId, t.id),
    index('transfer_delivery_to_idx').on(t.groupId, t.toGarageId, t.id),
  ],
);

/**
 * One part of a delivery: the sender's part, the receiver's part (found by part number, or made from the
 * sender's master, at the first receipt), quantities in the base unit, the sender's cost per unit at
 * dispatch and the batches / serials that left. `received` never exceeds `dispatched`.
 */
export const transferDeliveryLine = pgTable(
  'transfer_delivery_line',
  {
    groupId: groupId(),
    id: id(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    requestLineId: bigint('request_line_id', { mode: 'number' }),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    destPartId: bigint('dest_part_id', { mode: 'number' }),
    requested: quantity('requested'),
    reserved: quantity('reserved'),
    dispatched: quantity('dispatched'),
    received: quantity('received'),
    unitCost: numeric('unit_cost', MONEY_COLUMN),
    lots: jsonb('lots').notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.deliveryId], foreignColumns: [transferDelivery.groupId, transferDelivery.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    foreignKey({ columns: [t.groupId, t.destPartId], foreignColumns: [part.groupId, part.id] }),
    index('transfer_delivery_line_delivery_idx').on(t.groupId, t.deliveryId),
    check('transfer_delivery_line_received_check', sql`${t.received} <= ${t.dispatched}`),
  ],
);

/** The audit trail of transfers (order_activity is keyed by sales_order ids): who did what, where, when. */
export const transferActivity = pgTable(
  'transfer_activity',
  {
    groupId: groupId(),
    id: id(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }),
    deliveryId: bigint('delivery_id', { mode: 'number' }),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: at('at').notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('transfer_activity_request_idx').on(t.groupId, t.requestId),
    index('transfer_activity_delivery_idx').on(t.groupId, t.deliveryId),
  ],
);
