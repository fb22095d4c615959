import { MONEY_COLUMN, QUANTITY_COLUMN, TAX_RATE_COLUMN } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { part, taxCategory } from './masters.table.ts';

/**
 * Vendors, purchase orders, stock-in and vendor payments (issue 14, decisions 053 and 054). Every table
 * is tenant-first: keys start with group_id, and a row belongs to one garage (outlet).
 */

const groupId = () => bigint('group_id', { mode: 'number' }).notNull();
const garageId = () => bigint('garage_id', { mode: 'number' }).notNull();
const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
const money = (name: string) => numeric(name, MONEY_COLUMN);
const quantity = (name: string) => numeric(name, QUANTITY_COLUMN);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The garage's vendors (sidebar Master → My Vendor); names unique in a garage in any case. */
export const vendor = pgTable(
  'vendor',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    /** Days after a vendor bill's date that it falls due. */
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    /** Name, tax number, phone and e-mail in normal form (lower case, no accents) for partial search. */
    searchText: text('search_text').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('vendor_name_uq').on(t.groupId, t.garageId, sql`lower(${t.name})`),
    index('vendor_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A purchase order to a vendor. Numbered PO-n per garage when created (counter PURCHASE_ORDER); its
 * totals are recomputed by the server with the price engine whenever its lines change.
 */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    number: integer('number').notNull(),
    poNumber: text('po_number').notNull().default(''),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    notes: text('notes'),
    subTotal: money('sub_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: at('approved_at'),
    sentAt: at('sent_at'),
    sentTo: text('sent_to'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    uniqueIndex('purchase_order_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('purchase_order_list_idx').on(t.groupId, t.garageId, t.status, t.id.desc()),
    index('purchase_order_vendor_idx').on(t.groupId, t.vendorId),
  ],
);

/**
 * A line of a purchase order: a part, the quantity ordered in its unit, the expected price per unit
 * (excluding tax) and the tax category as it was priced. `received` grows with each stock-in by a
 * conditional update that never passes `quantity` (the check constraint holds it as well).
 */
export const purchaseOrderLine = pgTable(
  'purchase_order_line',
  {
    groupId: groupId(),
    id: id(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    partName: text('part_name').notNull(),
    quantity: quantity('quantity').notNull(),
    received: quantity('received').notNull().default('0'),
    unitPrice: money('unit_price').notNull(),
    taxCategoryId: bigint('tax_category_id', { mode: 'number' }),
    taxRate: numeric('tax_rate', TAX_RATE_COLUMN).notNull().default('0'),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.purchaseOrderId], foreignColumns: [purchaseOrder.groupId, purchaseOrder.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    foreignKey({ columns: [t.groupId, t.taxCategoryId], foreignColumns: [taxCategory.groupId, taxCategory.id] }),
    index('purchase_order_line_po_idx').on(t.groupId, t.purchaseOrderId),
    check('purchase_order_line_received_ck', sql`${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
  ],
);

/**
 * Parts received into stock: against a purchase order or direct, with the vendor's bill (number and date).
 * A bill is owed to its vendor: `grand_total − paid_amount` (decision 054). Numbered SI-n per garage.
 */
export const stockIn = pgTable(
  'stock_in',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    number: integer('number').notNull(),
    stockInNumber: text('stock_in_number').notNull().default(''),
    vendorId: bigint('vendor_id', { mode: 'number' }),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    billNumber: text('bill_number'),
    billDate: date('bill_date', { mode: 'string' }),
    /** The garage-local day the parts came in. */
    receivedDay: date('received_day', { mode: 'string' }).notNull(),
    notes: text('notes'),
    subTotal: money('sub_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    /** Taken off the bill by vendor credit notes (decision 062): owed = grand_total − paid − credited. */
    creditedAmount: money('credited_amount').notNull().default('0'),
    /**
     * PARTS: parts received into stock (has lines). OUTSOURCE: the bill of outsourced work (decision 063):
     * no lines, number 0 (the SI-n sequence stays the stock-ins'), stock_in_number = the work's OW-n.
     */
    kind: text('kind', { enum: ['PARTS', 'OUTSOURCE'] })
      .notNull()
      .default('PARTS'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * An outsourced-work bill voided while nothing was paid or credited on it (decision 063, addendum): it
     * is owed no more (vendor dues, payments and credit notes pass it by) and stays as history.
     */
    voidedAt: at('voided_at'),
    voidedBy: bigint('voided_by', { mode: 'number' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    foreignKey({ columns: [t.groupId, t.purchaseOrderId], foreignColumns: [purchaseOrder.groupId, purchaseOrder.id] }),
    check('stock_in_settled_ck', sql`${t.creditedAmount} >= 0 and ${t.paidAmount} + ${t.creditedAmount} <= ${t.grandTotal}`),
    check('stock_in_kind_ck', sql`${t.kind} in ('PARTS', 'OUTSOURCE')`),
    uniqueIndex('stock_in_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('stock_in_list_idx').on(t.groupId, t.garageId, t.id.desc()),
    index('stock_in_vendor_idx').on(t.groupId, t.vendorId),
    index('stock_in_po_idx').on(t.groupId, t.purchaseOrderId),
    check('stock_in_paid_ck', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.grandTotal}`),
  ],
);

/** A part received: quantity, purchase price per unit (excluding tax), tax, and its batches / serials. */
export const stockInLine = pgTable(
  'stock_in_line',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    stockInId: bigint('stock_in_id', { mode: 'number' }).notNull(),
    purchaseOrderLineId: bigint('purchase_order_line_id', { mode: 'number' }),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    partName: text('part_name').notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxCategoryId: bigint('tax_category_id', { mode: 'number' }),
    taxRate: numeric('tax_rate', TAX_RATE_COLUMN).notNull().default('0'),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
    lots: jsonb('lots').$type<Array<{ code: string; expiry_date: string | null; quantity: string }>>().notNull().default([]),
    /** Sent back to the vendor on credit notes (decision 062); grows only while it stays within `quantity`. */
    returned: quantity('returned').notNull().default('0'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    check('stock_in_line_returned_ck', sql`${t.returned} >= 0 and ${t.returned} <= ${t.quantity}`),
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.stockInId], foreignColumns: [stockIn.groupId, stockIn.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('stock_in_line_doc_idx').on(t.groupId, t.stockInId),
    // Purchase price history of a part, newest first.
    index('stock_in_line_part_idx').on(t.groupId, t.garageId, t.partId, t.receivedAt.desc()),
  ],
);

/**
 * Money paid to a vendor against one of its bills (`POST oms/outgoing_payment/v2`, decision 054). The
 * bill's `paid_amount` grows by a conditional update that never passes its total.
 */
export const vendorPayment = pgTable(
  'vendor_payment',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    number: integer('number').notNull(),
    paymentNumber: text('payment_number').notNull().default(''),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    stockInId: bigint('stock_in_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    /** The garage-local day the money went out. */
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    foreignKey({ columns: [t.groupId, t.stockInId], foreignColumns: [stockIn.groupId, stockIn.id] }),
    uniqueIndex('vendor_payment_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('vendor_payment_vendor_idx').on(t.groupId, t.garageId, t.vendorId, t.id.desc()),
    // The account book reads money out to vendors by day (decision 045).
    index('vendor_payment_day_idx').on(t.groupId, t.garageId, t.transactionDate),
  ],
);

/**
 * The audit trail of vendors, purchase orders, stock-ins and vendor payments: order_activity is keyed by
 * sales_order ids, so purchasing keeps its own rows in the same shape (action, who, when, JSON detail),
 * written in the mutation's transaction.
 */
export const purchaseActivity = pgTable(
  'purchase_activity',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    subject: text('subject', {
      enum: ['VENDOR', 'PURCHASE_ORDER', 'STOCK_IN', 'VENDOR_PAYMENT', 'VENDOR_CREDIT_NOTE', 'VENDOR_REFUND', 'OUTSOURCE_WORK'],
    }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    at: at('at').notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('purchase_activity_subject_idx').on(t.groupId, t.subject, t.subjectId),
  ],
);

/**
 * A vendor credit note (decision 062): parts sent back to a vendor from its stock-ins, priced at what was
 * paid for them (the stock-in line's purchase price and tax rate), numbered VCN-n per garage. Settled by
 * taking it off the vendor's open bills (`adjusted_amount`, the bills' `credited_amount`) and/or by the
 * vendor refunding money (`refunded_amount`, vendor_refund rows); never more than its total.
 */
export const vendorCreditNote = pgTable(
  'vendor_credit_note',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    number: integer('number').notNull(),
    creditNoteNumber: text('credit_note_number').notNull().default(''),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    /** The garage-local day the parts went back. */
    returnDay: date('return_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    settlement: text('settlement', { enum: ['ADJUST_DUES', 'REFUND'] }).notNull(),
    subTotal: money('sub_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    adjustedAmount: money('adjusted_amount').notNull().default('0'),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** The bills it was taken off: stock-in id, number and amount. */
    adjustments: jsonb('adjustments')
      .$type<Array<{ stock_in_id: number; stock_in_number: string; bill_number: string | null; amount: string }>>()
      .notNull()
      .default([]),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * Cancelled while nothing was refunded on it (decision 062, addendum): the parts came back into stock,
     * the credit went back onto the bills; the amounts above stay as they were, as history.
     */
    cancelledAt: at('cancelled_at'),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    uniqueIndex('vendor_credit_note_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('vendor_credit_note_vendor_idx').on(t.groupId, t.garageId, t.vendorId, t.id.desc()),
    check(
      'vendor_credit_note_settled_ck',
      sql`${t.adjustedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.adjustedAmount} + ${t.refundedAmount} <= ${t.grandTotal}`,
    ),
  ],
);

/** A part sent back on a vendor credit note: from which stock-in line, how many, at what price, which lots. */
export const vendorCreditNoteLine = pgTable(
  'vendor_credit_note_line',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).notNull(),
    stockInId: bigint('stock_in_id', { mode: 'number' }).notNull(),
    stockInLineId: bigint('stock_in_line_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    partName: text('part_name').notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    taxRate: numeric('tax_rate', TAX_RATE_COLUMN).notNull().default('0'),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
    /** The stock's value at average cost that left (the VENDOR_RETURN movement), beside the price credited. */
    stockValue: numeric('stock_value', { precision: 18, scale: 4 }).notNull().default('0'),
    lots: jsonb('lots').$type<Array<{ code: string; quantity: string }>>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.creditNoteId], foreignColumns: [vendorCreditNote.groupId, vendorCreditNote.id] }),
    foreignKey({ columns: [t.groupId, t.stockInLineId], foreignColumns: [stockInLine.groupId, stockInLine.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    index('vendor_credit_note_line_doc_idx').on(t.groupId, t.creditNoteId),
  ],
);

/** Money a vendor paid back on a credit note (vendor-refund-history), numbered VR-n per garage. */
export const vendorRefund = pgTable(
  'vendor_refund',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    number: integer('number').notNull(),
    refundNumber: text('refund_number').notNull().default(''),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    /** The garage-local day the money came in. */
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    foreignKey({ columns: [t.groupId, t.creditNoteId], foreignColumns: [vendorCreditNote.groupId, vendorCreditNote.id] }),
    uniqueIndex('vendor_refund_number_uq').on(t.groupId, t.garageId, t.number).where(sql`${t.number} > 0`),
    index('vendor_refund_vendor_idx').on(t.groupId, t.garageId, t.vendorId, t.id.desc()),
    // The account book reads money in from vendors by day (decision 045).
    index('vendor_refund_day_idx').on(t.groupId, t.garageId, t.transactionDate),
  ],
);

/**
 * A vendor's current price for a part (decision 061): one row per garage, vendor and part, replaced when
 * set again (who and when recorded; what was actually paid stays in the stock-in lines). A purchase
 * order line for this vendor starts at this price instead of the part's purchase price.
 */
export const vendorPrice = pgTable(
  'vendor_price',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    purchasePrice: money('purchase_price').notNull(),
    minOrderQty: quantity('min_order_qty'),
    leadTimeDays: integer('lead_time_days'),
    vendorPartCode: text('vendor_part_code'),
    validFrom: date('valid_from', { mode: 'string' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.vendorId], foreignColumns: [vendor.groupId, vendor.id] }),
    foreignKey({ columns: [t.groupId, t.partId], foreignColumns: [part.groupId, part.id] }),
    uniqueIndex('vendor_price_uq').on(t.groupId, t.garageId, t.vendorId, t.partId),
    index('vendor_price_part_idx').on(t.groupId, t.garageId, t.partId),
    check('vendor_price_nonneg', sql`${t.purchasePrice} >= 0`),
  ],
);
