import { MONEY_COLUMN, PERCENT_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
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
import { salesOrder } from './orders.table.ts';

const money = (name: string) => numeric(name, MONEY_COLUMN);

/**
 * An invoice: a frozen copy of an order's priced document as it was billed (lines in invoice_line, the
 * customer, vehicle and garage as they were in the snapshots), never recomputed when masters change.
 * Numbered per garage and financial year (`fy` + `number`, counter kind INVOICE:<fy>); a number is
 * never reused, a voided invoice keeps it. `paid_amount` is the sum of its payments, kept in the same
 * transaction as each payment (the row lock is what stops two payments overpaying it).
 */
export const invoice = pgTable(
  'invoice',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    userCarId: bigint('user_car_id', { mode: 'number' }),
    /** Financial year label (26-27 in India, 2026 elsewhere) and the gap-free number within it. */
    fy: text('fy').notNull(),
    number: integer('number').notNull(),
    invoiceNumber: text('invoice_number').notNull().default(''),
    invoiceType: text('invoice_type', { enum: ['B2C', 'B2B', 'B2B_SUMMARY_INVOICE'] }).notNull(),
    share: text('share', { enum: ['FULL', 'INSURER', 'CUSTOMER'] })
      .notNull()
      .default('FULL'),
    /** The insurer billed for its share of a split bill (share INSURER); its dues are not the customer's. */
    insurancePartnerId: bigint('insurance_partner_id', { mode: 'number' }),
    /** Why a bill of nothing was made (warranty, goodwill); null on an ordinary invoice. */
    zeroReason: text('zero_reason'),
    status: text('status', { enum: ['ACTIVE', 'VOID'] })
      .notNull()
      .default('ACTIVE'),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: bigint('voided_by', { mode: 'number' }),
    /** When it was made, and the garage-local day of it (financial year, ageing, day searches). */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }).notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    /** Name, mobile and number in normal form for the invoice search. */
    customerName: text('customer_name').notNull(),
    searchText: text('search_text').notNull().default(''),
    customer: jsonb('customer').notNull(),
    vehicle: jsonb('vehicle'),
    seller: jsonb('seller').notNull(),
    /** The order's header fields as billed (reference number, remarks, odometer, delivery time). */
    header: jsonb('header').notNull().default({}),
    itemWiseDiscount: boolean('item_wise_discount').notNull(),
    subTotal: money('sub_total').notNull(),
    discount: money('discount').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    taxLines: jsonb('tax_lines').notNull().default([]),
    paidAmount: money('paid_amount').notNull().default('0'),
    /** What credit notes took off this bill (returns); due = total − paid − credited. */
    creditedAmount: money('credited_amount').notNull().default('0'),
    /**
     * What the bill still leaves owed: total less paid and credited (0 once settled or void), kept by the database. Dues filter on
     * `due > 0`: its statistics tell the planner how few bills are owed (a comparison of two columns would
     * be guessed at a third of the table, and a garage's due list read by a scan of every invoice).
     */
    due: money('due')
      .notNull()
      .generatedAlwaysAs(
        sql`case when status = 'ACTIVE' and paid_amount + credited_amount < grand_total then grand_total - paid_amount - credited_amount else 0 end`,
      ),
    /**
     * ON_ACCOUNT (decision 050): the customer took the vehicle on account — no money, the due stays owed —
     * and who said so, when, and why. Later payments clear the due as usual; the marker stays as history.
     */
    onAccountAt: timestamp('on_account_at', { withTimezone: true }),
    onAccountBy: bigint('on_account_by', { mode: 'number' }),
    onAccountNote: text('on_account_note'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }),
    // Inserted with number 0 and numbered as the last write of its transaction (platform/counters.ts).
    uniqueIndex('invoice_number_uq').on(t.groupId, t.garageId, t.fy, t.number).where(sql`${t.number} > 0`),
    // One live bill per order and share: ten presses of "Create invoice" make one.
    uniqueIndex('invoice_order_share_uq').on(t.groupId, t.orderId, t.share).where(sql`${t.status} = 'ACTIVE'`),
    // "12" finds invoice 12 of every year (invoice_number_uq has the year before the number).
    index('invoice_number_idx').on(t.groupId, t.garageId, t.number),
    // Newest first, ties by id: the list's ORDER BY word for word (DESC NULLS LAST), or it sorts every invoice.
    // It ends in the search text (after the unique id, so only as a payload, as INCLUDE would, which drizzle
    // cannot write): a text search's walk over the newest bills reads the index alone (RECENT_WINDOW).
    index('invoice_recent_idx').on(t.groupId, t.garageId, t.invoicedAt.desc(), t.id.desc(), t.searchText),
    // Dues: a customer's bills still owed, oldest first; the garage's, oldest first. Both end in `due`, so
    // the sum of what they leave owed is read from the index alone.
    index('invoice_due_idx').on(t.groupId, t.garageId, t.customerId, t.invoicedAt, t.due).where(sql`${t.due} > 0`),
    index('invoice_due_day_idx').on(t.groupId, t.garageId, t.invoicedAt, t.id, t.due).where(sql`${t.due} > 0`),
    index('invoice_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('invoice_insurer_idx')
      .on(t.groupId, t.garageId, t.insurancePartnerId, t.invoicedAt)
      .where(sql`${t.insurancePartnerId} is not null`),
  ],
);

/** The priced lines of an invoice, copied from the order's lines when it was made. */
export const invoiceLine = pgTable(
  'invoice_line',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
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
    taxCategory: jsonb('tax_category'),
    insurancePercentage: numeric('insurance_percentage', PERCENT_COLUMN),
    customerPercentage: numeric('customer_percentage', PERCENT_COLUMN),
    priced: jsonb('priced').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    index('invoice_line_invoice_idx').on(t.groupId, t.invoiceId, t.position),
  ],
);

/**
 * Money received at once (a receipt): numbered per garage and financial year (counter RECEIPT:<fy>), its
 * total split over one or more payments (a method and the bill it pays).
 */
export const receipt = pgTable(
  'receipt',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    fy: text('fy').notNull(),
    number: integer('number').notNull(),
    receiptNumber: text('receipt_number').notNull().default(''),
    amount: money('amount').notNull(),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /**
     * A payment refunded whole (decision 064): when, by whom and why. Set once, under the locks of its
     * bills; the money out is the refund receipt that names this one in `refund_of_id`.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: bigint('refunded_by', { mode: 'number' }),
    refundReason: text('refund_reason'),
    /** On a refund receipt (negative amount) that gives back a whole payment: the receipt it refunds. */
    refundOfId: bigint('refund_of_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.refundOfId], foreignColumns: [t.groupId, t.id] }),
    uniqueIndex('receipt_number_uq').on(t.groupId, t.garageId, t.fy, t.number).where(sql`${t.number} > 0`),
    index('receipt_day_idx').on(t.groupId, t.garageId, t.localDay),
    // A receipt is refunded at most once: the last guard under two refunds at once.
    uniqueIndex('receipt_refund_of_uq').on(t.groupId, t.refundOfId).where(sql`${t.refundOfId} is not null`),
  ],
);

/** One method's part of a receipt, against one invoice. */
export const payment = pgTable(
  'payment',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    receiptId: bigint('receipt_id', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    /** Card slip, transfer or link reference; cheque number, bank and date for CHEQUE. */
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    bankName: text('bank_name'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.receiptId], foreignColumns: [receipt.groupId, receipt.id] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    index('payment_invoice_idx').on(t.groupId, t.invoiceId),
    index('payment_receipt_idx').on(t.groupId, t.receiptId),
    // "Is this method used?" of the payment master (a used method is never deleted), read as an index probe.
    index('payment_method_idx').on(t.groupId, t.garageId, t.method),
  ],
);

/**
 * A credit note (order return): what a customer gave back of an invoice, priced as billed (each line's
 * share of the invoice line), numbered per garage and financial year (counter CREDIT_NOTE:<fy>). It first
 * takes off what the bill still owes; what is left over is refunded (a refund receipt) or kept as the
 * customer's credit, usable on a later bill (payment method CUSTOMER_CREDIT).
 */
export const creditNote = pgTable(
  'credit_note',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    fy: text('fy').notNull(),
    number: integer('number').notNull(),
    creditNumber: text('credit_number').notNull().default(''),
    reason: text('reason').notNull(),
    /** REFUND: the excess went back as money; CREDIT: kept on the customer's account; NONE: no excess. */
    settlement: text('settlement', { enum: ['REFUND', 'CREDIT', 'NONE'] }).notNull(),
    refundReceiptId: bigint('refund_receipt_id', { mode: 'number' }),
    subTotal: money('sub_total').notNull(),
    discount: money('discount').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    taxLines: jsonb('tax_lines').notNull().default([]),
    /** Taken off the bill's due, and what was left over (refunded or kept as credit). */
    appliedToDue: money('applied_to_due').notNull(),
    excess: money('excess').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    uniqueIndex('credit_note_number_uq').on(t.groupId, t.garageId, t.fy, t.number).where(sql`${t.number} > 0`),
    index('credit_note_invoice_idx').on(t.groupId, t.invoiceId),
    index('credit_note_customer_idx').on(t.groupId, t.garageId, t.customerId),
    index('credit_note_recent_idx').on(t.groupId, t.garageId, t.createdAt.desc()),
  ],
);

/** A returned part of one invoice line: its quantity and its share of the line's priced figures. */
export const creditNoteLine = pgTable(
  'credit_note_line',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).notNull(),
    invoiceLineId: bigint('invoice_line_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['service', 'part'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    name: text('name').notNull(),
    code: text('code'),
    quantity: numeric('quantity', QUANTITY_COLUMN).notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategory: jsonb('tax_category'),
    priced: jsonb('priced').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.creditNoteId], foreignColumns: [creditNote.groupId, creditNote.id] }),
    foreignKey({ columns: [t.groupId, t.invoiceLineId], foreignColumns: [invoiceLine.groupId, invoiceLine.id] }),
    index('credit_note_line_note_idx').on(t.groupId, t.creditNoteId),
    index('credit_note_line_invoice_line_idx').on(t.groupId, t.invoiceLineId),
  ],
);

/**
 * The orders a summary invoice (B2B_SUMMARY_INVOICE) bills besides the one in its own order_id. While the
 * invoice is live each order is in at most one (the unique index); voiding it deletes these rows, and the
 * invoice's header keeps the list for history.
 */
export const summaryInvoiceOrder = pgTable(
  'summary_invoice_order',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.invoiceId, t.orderId] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    foreignKey({ columns: [t.groupId, t.orderId], foreignColumns: [salesOrder.groupId, salesOrder.id] }),
    uniqueIndex('summary_invoice_order_uq').on(t.groupId, t.orderId),
  ],
);
