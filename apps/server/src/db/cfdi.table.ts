import { MONEY_COLUMN, type NominativeReceptor } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { creditNote, invoice, receipt } from './invoices.table.ts';

const money = (name: string) => numeric(name, MONEY_COLUMN);

/**
 * Mexico's global invoice (decision 048, addendum): one stamped CFDI with InformacionGlobal for a period's
 * sales to the public that had no CFDI of their own (invoice_cfdi rows GLOBAL pointing here). Written only
 * once stamped: issuing and stamping are one transaction, so a failure leaves no row and the bills free.
 */
export const globalCfdi = pgTable(
  'global_cfdi',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    /** The CFDI's Folio (Serie FG): the garage's own gap-free sequence (counter kind CFDI_GLOBAL). */
    folio: integer('folio').notNull(),
    /** c_Periodicidad 01–05, c_Meses 01–18, Año, and the local days the period covers. */
    periodicidad: text('periodicidad').notNull(),
    meses: text('meses').notNull(),
    anio: integer('anio').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    billCount: integer('bill_count').notNull(),
    total: money('total').notNull(),
    formaPago: text('forma_pago').notNull(),
    uuid: text('uuid').notNull(),
    xml: text('xml').notNull(),
    stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** CANCELLED once SAT (through the PAC) cancelled it; a cancelled global invoice states no bill. */
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    /** SAT's c_Motivo: 01 (with a substitute), 02 (without), 04 (a sale in it got a nominative CFDI). */
    cancelReason: text('cancel_reason'),
    /** 01: the FolioSustitucion SAT was told; 04: the re-issued global invoice's UUID. */
    substituteUuid: text('substitute_uuid'),
    /** The global invoice that states its remaining bills since (01, or 04 when bills remained). */
    replacedById: bigint('replaced_by_id', { mode: 'number' }),
    /** 04: the bill that got its own CFDI. */
    nominativeInvoiceId: bigint('nominative_invoice_id', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('global_cfdi_garage_idx').on(t.groupId, t.garageId, t.id.desc()),
    uniqueIndex('global_cfdi_folio_uq').on(t.groupId, t.garageId, t.folio),
    foreignKey({ columns: [t.groupId, t.replacedById], foreignColumns: [t.groupId, t.id] }),
    // A substitute replaces one global invoice (the list reads "replaces FG-…" through it).
    uniqueIndex('global_cfdi_replaced_by_uq').on(t.groupId, t.replacedById).where(sql`${t.replacedById} is not null`),
    foreignKey({ columns: [t.groupId, t.nominativeInvoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    check(
      'global_cfdi_cancel_ck',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelReason} is not null and ${t.cancelledAt} is not null)`,
    ),
  ],
);

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
    /**
     * GLOBAL: a sale to the public left for the period's global invoice (no CFDI of its own). NOT_REQUIRED: such a
     * sale returned in full before a global invoice stated it — no CFDI will ever state it (`error` says so).
     */
    status: text('status', { enum: ['PENDING', 'STAMPED', 'FAILED', 'CANCELLED', 'GLOBAL', 'NOT_REQUIRED'] })
      .notNull()
      .default('PENDING'),
    /** The global invoice (global_cfdi.id) that states this GLOBAL bill; set once, never to another. */
    globalCfdiId: bigint('global_cfdi_id', { mode: 'number' }),
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
    /** The c_UsoCFDI it was stamped with when not S01 (a nominative CFDI after a global one, reason 04). */
    usoCfdi: text('uso_cfdi'),
    /**
     * The receptor it was stamped to when not the bill's customer as billed: a sale first stated in a global
     * invoice whose customer then named themselves (reason 04) — { rfc, name, regimen, cp }. Its egreso says the same.
     */
    receptor: jsonb('receptor').$type<Omit<NominativeReceptor, 'uso_cfdi'>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.invoiceId] }),
    foreignKey({ columns: [t.groupId, t.invoiceId], foreignColumns: [invoice.groupId, invoice.id] }),
    // The garage's bills still to stamp (a retry sweep).
    index('invoice_cfdi_open_idx').on(t.groupId, t.garageId).where(sql`${t.status} in ('PENDING', 'FAILED')`),
    // The garage's public sales still waiting for a global invoice.
    index('invoice_cfdi_global_idx').on(t.groupId, t.garageId).where(sql`${t.status} = 'GLOBAL' and ${t.globalCfdiId} is null`),
    foreignKey({ columns: [t.groupId, t.globalCfdiId], foreignColumns: [globalCfdi.groupId, globalCfdi.id] }),
  ],
);

/**
 * Mexico's CFDIs of money received and of credit notes (decision 048, addendum): a payment complement
 * (kind P, REP) per receipt that pays an invoice whose CFDI is PPD, and an egreso (kind E) per credit note
 * of an invoice with a CFDI. Opened PENDING in the transaction that receives the money or makes the credit
 * note, stamped after it commits; PENDING with `error` cfdi.waitingInvoice while an invoice it names has no
 * stamped CFDI yet; NOT_REQUIRED when the invoices a receipt paid were stamped PUE after all. `docs` holds
 * what only the transaction knew: for P, each invoice paid with what it owed just before (ImpSaldoAnt).
 */
export const documentCfdi = pgTable(
  'document_cfdi',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['P', 'E'] }).notNull(),
    receiptId: bigint('receipt_id', { mode: 'number' }),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }),
    /** P: [{ invoice_id, saldo_ant }]; E: [{ invoice_id }]. */
    docs: jsonb('docs').notNull(),
    status: text('status', { enum: ['PENDING', 'STAMPED', 'FAILED', 'CANCELLED', 'NOT_REQUIRED'] })
      .notNull()
      .default('PENDING'),
    uuid: text('uuid'),
    xml: text('xml'),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    provider: text('provider'),
    formaPago: text('forma_pago'),
    error: jsonb('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.receiptId], foreignColumns: [receipt.groupId, receipt.id] }),
    foreignKey({ columns: [t.groupId, t.creditNoteId], foreignColumns: [creditNote.groupId, creditNote.id] }),
    uniqueIndex('document_cfdi_receipt_uq').on(t.groupId, t.receiptId).where(sql`${t.receiptId} is not null`),
    uniqueIndex('document_cfdi_credit_note_uq').on(t.groupId, t.creditNoteId).where(sql`${t.creditNoteId} is not null`),
    check(
      'document_cfdi_kind_ck',
      sql`(${t.kind} = 'P') = (${t.receiptId} is not null) and (${t.kind} = 'E') = (${t.creditNoteId} is not null)`,
    ),
    // The garage's CFDIs still to stamp (waiting for an invoice, or failed).
    index('document_cfdi_open_idx').on(t.groupId, t.garageId).where(sql`${t.status} in ('PENDING', 'FAILED')`),
  ],
);
