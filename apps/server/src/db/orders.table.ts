import { MONEY_COLUMN, PART_STATUSES, PERCENT_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const money = (name: string) => numeric(name, MONEY_COLUMN);

/**
 * Human numbers per garage and kind (ORDER, QUOTE). Taken inside the creating transaction by an upsert
 * that locks the row, so concurrent creates queue and a rolled-back create gives its number back: the
 * numbers stay unique and gap-free.
 */
export const garageCounter = pgTable(
  'garage_counter',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.kind] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

/** Orders and quotations share one shape; `document` tells them apart. */
export const salesOrder = pgTable(
  'sales_order',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    document: text('document', { enum: ['ORDER', 'QUOTE'] }).notNull(),
    number: integer('number').notNull(),
    externalOrderId: text('external_order_id').notNull(),
    orderType: text('order_type', { enum: ['REPAIR_ORDER', 'COUNTER_SALE', 'AMC'] }).notNull(),
    status: text('status').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    userCarId: bigint('user_car_id', { mode: 'number' }),
    /** The customer and vehicle as they were when the document was last saved (lists read no joins). */
    customerName: text('customer_name').notNull().default(''),
    customerMobile: text('customer_mobile'),
    customerEmail: text('customer_email'),
    regNumber: text('reg_number'),
    vehicleName: text('vehicle_name'),
    /** Number, customer name and mobile, plate in normal form: the order search's trigram text. */
    searchText: text('search_text').notNull().default(''),
    cancelReasonId: bigint('cancel_reason_id', { mode: 'number' }),
    cancelReason: text('cancel_reason'),
    /** The quotation an order came from; the order a quotation became. */
    sourceQuoteId: bigint('source_quote_id', { mode: 'number' }),
    convertedOrderId: bigint('converted_order_id', { mode: 'number' }),
    itemWiseDiscount: boolean('item_wise_discount').notNull(),
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    comments: text('comments'),
    estimatedDeliveryTime: timestamp('estimated_delivery_time', { withTimezone: true }),
    odometerReading: integer('odometer_reading'),
    lpoNumber: text('lpo_number'),
    garageRecommendation: text('garage_recommendation'),
    customerRemarks: text('customer_remarks').array().notNull().default(sql`'{}'::text[]`),
    orderProperties: jsonb('order_properties').notNull().default([]),
    expiryDate: text('expiry_date'),
    purchaseDate: text('purchase_date'),
    orderFulfilmentDate: text('order_fulfilment_date'),
    signatureUrl: text('signature_url'),
    subTotal: money('sub_total').notNull(),
    discount: money('discount').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    labourAmount: money('labour_amount').notNull(),
    labourTaxAmount: money('labour_tax_amount').notNull(),
    partsTaxAmount: money('parts_tax_amount').notNull(),
    taxLines: jsonb('tax_lines').notNull().default([]),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    // A document is inserted with number 0 and numbered as the last write of its transaction.
    uniqueIndex('sales_order_number_uq').on(t.groupId, t.garageId, t.document, t.number).where(sql`${t.number} > 0`),
    index('sales_order_vehicle_idx').on(t.groupId, t.userCarId, t.status),
    index('sales_order_list_idx').on(t.groupId, t.garageId, t.document, t.status, t.id.desc()),
    index('sales_order_recent_idx').on(t.groupId, t.garageId, t.document, t.id.desc()),
    index('sales_order_created_idx').on(t.groupId, t.garageId, t.document, t.createdAt),
    index('sales_order_customer_idx').on(t.groupId, t.customerId),
    index('sales_order_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('sales_order_source_quote_uq').on(t.groupId, t.sourceQuoteId).where(sql`${t.sourceQuoteId} is not null`),
  ],
);

export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['service', 'part'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    name: text('name').notNull(),
    code: text('code'),
    packageName: text('package_name'),
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    unitPrice: money('unit_price').notNull(),
    discountPct: numeric('discount_pct', PERCENT_COLUMN).notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    /** The tax category as it was when the line was priced. */
    taxCategory: jsonb('tax_category'),
    insurancePercentage: numeric('insurance_percentage', PERCENT_COLUMN),
    customerPercentage: numeric('customer_percentage', PERCENT_COLUMN),
    /** Every figure of the price engine for this line. */
    priced: jsonb('priced').notNull(),
    total: money('total').notNull(),
    /**
     * With part issuance (decision 056): where a catalogue part line stands, RESERVED → REQUESTED →
     * (IN_PROCESS, PROCURED) → ISSUED → RETURNED; null for services, free-text parts and garages without it.
     */
    partStatus: text('part_status', { enum: PART_STATUSES }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }).onDelete('cascade'),
    index('sales_order_line_order_idx').on(t.groupId, t.orderId, t.position),
    // The Parts Approval queue: the few lines waiting for the parts desk.
    index('sales_order_line_part_queue_idx')
      .on(t.groupId, t.partStatus, t.orderId)
      .where(sql`${t.partStatus} in ('REQUESTED', 'IN_PROCESS', 'PROCURED')`),
  ],
);

/** What happened to an order, written in the same transaction as the change. */
export const orderActivity = pgTable(
  'order_activity',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }).onDelete('cascade'),
    index('order_activity_order_idx').on(t.groupId, t.orderId),
  ],
);

/**
 * How many orders (and quotations) of a garage are in each status, kept by statement triggers on
 * sales_order (see the migrations order_status_counts and status_count_slots), so the list tab badges read
 * a few rows instead of counting every order. A status's count is the sum of its slots: each database
 * session adds to the slot of its process id (pg_backend_pid() % 64), so two transactions moving orders of
 * one garage at once (a bill moving one to PAYMENT_DUE while a payment moves another out of it) do not
 * queue on one row until they commit (bench-invoices.ts).
 */
export const salesOrderStatusCount = pgTable(
  'sales_order_status_count',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    document: text('document', { enum: ['ORDER', 'QUOTE'] }).notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.garageId, t.document, t.status, t.slot] })],
);

/** Reasons a garage offers when an order or a quotation is cancelled (a master). */
export const cancelReason = pgTable(
  'cancel_reason',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    type: text('type', { enum: ['ORDER', 'QUOTE'] }).notNull(),
    reason: text('reason').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('cancel_reason_uq').on(t.groupId, t.garageId, t.type, sql`lower(${t.reason})`),
  ],
);

/** Maintenance contract (AMC) items of a customer: what the contract covers and how much is used. */
export const amcItem = pgTable(
  'amc_item',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    userCarId: bigint('user_car_id', { mode: 'number' }),
    kind: text('kind', { enum: ['service', 'part'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemName: text('item_name').notNull(),
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    availedQuantity: numeric('availed_quantity', QUANTITY_COLUMN).notNull().default('0'),
    discount: numeric('discount', PERCENT_COLUMN).notNull().default('0'),
    /** For parts: the unit quantity and availed quantity are counted in. */
    unitId: integer('unit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    index('amc_item_customer_idx').on(t.groupId, t.garageId, t.customerId),
  ],
);

/**
 * Uploaded images (signatures, photos), kept in the database so both database kinds and backups hold
 * them. Served by an unguessable key; `flow_id` groups the files of one flow for the 15 MB limit.
 */
export const document = pgTable(
  'document',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    flowId: text('flow_id'),
    content: bytea('content').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('document_key_uq').on(t.key),
    index('document_flow_idx').on(t.groupId, t.flowId),
  ],
);
