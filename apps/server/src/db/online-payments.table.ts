import { MONEY_COLUMN, ONLINE_PAYMENT_PROVIDERS, ONLINE_PAYMENT_STATUSES } from '@garage/domain';
import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { invoice, receipt } from './invoices.table.ts';

/**
 * A payment link of an invoice (decision 046): one checkout session at a provider, for an amount no more
 * than what was due when it was made. `public_id` (random, unguessable) names it in the checkout and return
 * addresses; `provider_reference` is the provider's own id of the session (Stripe's cs_…). When the provider
 * reports the money taken, it is recorded through the ordinary payment path (a receipt, method PAYMENT_LINK)
 * and `receipt_id` points at it; a session past its status CREATED never records money again.
 */
export const onlinePayment = pgTable(
  'online_payment',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    /** The bill's order: locked first when the money is recorded (order, then invoice, then this row). */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    publicId: text('public_id').notNull(),
    amount: numeric('amount', MONEY_COLUMN).notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('CREATED'),
    provider: text('provider', { enum: ONLINE_PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    receiptId: bigint('receipt_id', { mode: 'number' }),
    failureReason: text('failure_reason'),
    sentTo: text('sent_to'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    foreignKey({ columns: [t.groupId, t.receiptId], foreignColumns: [receipt.groupId, receipt.id] }),
    uniqueIndex('online_payment_public_uq').on(t.publicId),
    uniqueIndex('online_payment_reference_uq').on(t.provider, t.providerReference).where(sql`${t.providerReference} is not null`),
    index('online_payment_recent_idx').on(t.groupId, t.garageId, t.createdAt.desc()),
    index('online_payment_invoice_idx').on(t.groupId, t.invoiceId),
  ],
);
