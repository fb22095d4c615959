/**
 * The CFDIs of receipts (P, the payment complement) and credit notes (E, egreso) of Mexican garages
 * (table document_cfdi; decision 048, addendum): opened PENDING in the transaction that receives the money or
 * makes the credit note, stamped after it commits (stamp-document-cfdi.ts).
 */
import type { DocumentCfdi } from '@garage/contract';
import type { Money } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { rowOf } from '../../../db/row-of.ts';
import { documentCfdi, invoiceCfdi } from '../../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type DocumentCfdiRow = typeof documentCfdi.$inferSelect;
/** What a receipt's REP row keeps of the transaction: each invoice paid and what it owed just before. */
export type PaidDoc = { invoice_id: number; saldo_ant: string };

/**
 * Mexico: opens the payment complement of a receipt, PENDING, in the transaction that received the money —
 * in one statement, and only when one of the bills paid has a CFDI that is (or may still become) PPD: a
 * CFDI stamped PUE needs no complement. Nothing is done for a garage outside Mexico. Answers the row
 * opened (null when none was), so the caller stamps after the commit only when there is one. `dues` and `paidNow`
 * are receiveMoney's, in the order of `bills`.
 */
export async function openPaymentCfdi(
  tx: Tx,
  scope: Scope & { country: string },
  receiptId: number,
  bills: ReadonlyArray<{ id: number }>,
  dues: readonly Money[],
  paidNow: readonly Money[],
  now: Date,
): Promise<DocumentCfdiRow | null> {
  if (scope.country !== 'MX') return null;
  const docs: PaidDoc[] = bills
    .map((b, i) => ({ invoice_id: b.id, saldo_ant: dues[i]!.toFixed(), paid: paidNow[i]! }))
    .filter((d) => d.paid.gt(0))
    .map(({ invoice_id, saldo_ant }) => ({ invoice_id, saldo_ant }));
  if (docs.length === 0) return null;
  const ids = docs.map((d) => d.invoice_id);
  const result = await tx.execute(sql`
    insert into document_cfdi (group_id, garage_id, kind, receipt_id, docs, updated_at)
    select ${scope.groupId}, ${scope.garageId}, 'P', ${receiptId}, ${JSON.stringify(docs)}::jsonb, ${now.toISOString()}::timestamptz
    where exists (
      select 1 from invoice_cfdi
      where group_id = ${scope.groupId} and ${inArray(invoiceCfdi.invoiceId, ids)}
        and status not in ('CANCELLED', 'GLOBAL') and coalesce(metodo_pago, 'PPD') = 'PPD'
    )
    returning *`);
  const [opened] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return opened ? rowOf(documentCfdi, opened) : null;
}

/** Mexico: opens the egreso of a credit note, PENDING, when its invoice has a CFDI (one statement). */
export async function openCreditNoteCfdi(
  tx: Tx,
  scope: Scope & { country: string },
  creditNoteId: number,
  invoiceId: number,
  now: Date,
): Promise<void> {
  if (scope.country !== 'MX') return;
  await tx.execute(sql`
    insert into document_cfdi (group_id, garage_id, kind, credit_note_id, docs, updated_at)
    select ${scope.groupId}, ${scope.garageId}, 'E', ${creditNoteId}, ${JSON.stringify([{ invoice_id: invoiceId }])}::jsonb,
      ${now.toISOString()}::timestamptz
    where exists (select 1 from invoice_cfdi where group_id = ${scope.groupId} and invoice_id = ${invoiceId} and status <> 'GLOBAL')`);
}

const mine = (scope: Scope) => and(eq(documentCfdi.groupId, scope.groupId), eq(documentCfdi.garageId, scope.garageId));

export async function findDocumentCfdi(
  db: Reader,
  scope: Scope,
  of: { receiptId: number } | { creditNoteId: number },
  lock = false,
): Promise<DocumentCfdiRow | undefined> {
  const which = 'receiptId' in of ? eq(documentCfdi.receiptId, of.receiptId) : eq(documentCfdi.creditNoteId, of.creditNoteId);
  const query = db
    .select()
    .from(documentCfdi)
    .where(and(mine(scope), which));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The REPs of some receipts (an invoice's payments list). */
export async function receiptCfdis(db: Reader, scope: Scope, receiptIds: readonly number[]): Promise<DocumentCfdiRow[]> {
  if (receiptIds.length === 0) return [];
  return db
    .select()
    .from(documentCfdi)
    .where(and(mine(scope), inArray(documentCfdi.receiptId, [...receiptIds])));
}

/** The CFDIs still PENDING that name an invoice (they wait for its CFDI to be stamped). */
export async function waitingOn(db: Reader, scope: Scope, invoiceId: number): Promise<DocumentCfdiRow[]> {
  return db
    .select()
    .from(documentCfdi)
    .where(
      and(
        mine(scope),
        eq(documentCfdi.status, 'PENDING'),
        sql`${documentCfdi.docs} @> ${JSON.stringify([{ invoice_id: invoiceId }])}::jsonb`,
      ),
    );
}

export async function updateDocumentCfdi(
  tx: Tx,
  scope: Scope,
  id: number,
  values: Partial<DocumentCfdiRow> & { updatedAt: Date },
): Promise<void> {
  await tx
    .update(documentCfdi)
    .set(values)
    .where(and(eq(documentCfdi.groupId, scope.groupId), eq(documentCfdi.id, id)));
}

/** A receipt's or credit note's CFDI as shown; null when it has none. */
export function documentCfdiView(row: DocumentCfdiRow | null | undefined): DocumentCfdi | null {
  if (!row) return null;
  return {
    kind: row.kind,
    status: row.status,
    uuid: row.uuid,
    stamped_at: row.stampedAt?.toISOString() ?? null,
    sandbox: row.provider === 'sandbox',
    forma_pago: row.formaPago,
    error: (row.error as DocumentCfdi['error']) ?? null,
    cancel_reason: (row.cancelReason as DocumentCfdi['cancel_reason']) ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
