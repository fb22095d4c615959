import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { invoice } from './invoices.table.ts';

/**
 * Mexico's CFDI of an invoice (decision 048): one row per invoice of a Mexican garage, opened PENDING in
 * the invoicing transaction (so a crash before stamping loses nothing), then STAMPED with the PAC's XML
 * and folio fiscal (UUID), or FAILED with the reason (retry stamps it again); CANCELLED when the invoice
 * is voided. `sandbox` marks a stamp of the product's test PAC, which has no fiscal validity.
 */
export const invoiceCfdi = pgTable(
  'invoice_cfdi',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['PENDING', 'STAMPED', 'FAILED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    uuid: text('uuid'),
    /** The stamped CFDI as the PAC returned it (with the TimbreFiscalDigital). */
    xml: text('xml'),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    /** Which PAC stamped it ('sandbox' has no fiscal validity). */
    provider: text('provider'),
    metodoPago: text('metodo_pago'),
    formaPago: text('forma_pago'),
    /** Why the last attempt failed: a message key and its parameters (schema errors in `detail`). */
    error: jsonb('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelReason: text('cancel_reason'),
    substituteUuid: text('substitute_uuid'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.invoiceId] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    // The garage's bills still to stamp (a retry sweep).
    index('invoice_cfdi_open_idx').on(t.groupId, t.garageId).where(sql`${t.status} in ('PENDING', 'FAILED')`),
  ],
);
