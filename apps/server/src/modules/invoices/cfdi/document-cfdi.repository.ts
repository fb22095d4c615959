/**
 * The CFDIs of receipts (P, the payment complement) and credit notes (E, egreso) of Mexican garages
 * (table document_cfdi; decision 048, addendum): opened PENDING in the transaction that receives the money or
 * makes the credit note, stamped after it commits (stamp-document-cfdi.ts).
 */
import type { DocumentCfdi } from '@garage/contract';
import { cfdiTimbreOf, type Money } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/client.ts';
import { idList } from '../../../db/id-list.ts';
import { rowOf } from '../../../db/row-of.ts';
import { documentCfdi, invoiceCfdi } from '../../../db/schema.ts';
import { NET } from './global-cfdi.repository.ts';

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
        and status not in ('CANCELLED', 'GLOBAL', 'NOT_REQUIRED') and coalesce(metodo_pago, 'PPD') = 'PPD'
    )
    returning *`);
  const [opened] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return opened ? rowOf(documentCfdi, opened) : null;
}

/**
 * Mexico: opens the egreso of a credit note, PENDING, when its invoice has a CFDI (one statement) — a sale left
 * for the global invoice too: its egreso waits, and is either stamped after the sale's own CFDI, related to the
 * global invoice that states it, or not required when a global invoice states the sale less this credit — or at
 * once, with the sale's other egresos, when this credit note takes back the rest of the sale (settleCreditedInFull).
 */
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
    where exists (select 1 from invoice_cfdi where group_id = ${scope.groupId} and invoice_id = ${invoiceId})`);
  // The credit note that takes back the rest of a sale still waiting for its global invoice ends the wait.
  await settleCreditedInFull(tx, scope, { invoiceIds: [invoiceId] }, now);
}

/** What an egreso's `docs` keeps: the invoice it credits and, once stamped against one, the global invoice it relates. */
export type EgresoDoc = { invoice_id: number; global?: { id: number; folio: string; uuid: string } };

/** The egresos of some bills' credit notes, as a condition on document_cfdi `d` (an egreso's `docs` names one invoice). */
const egresosOf = (invoiceIds: readonly number[]) =>
  sql`d.kind = 'E' and (d.docs->0->>'invoice_id')::bigint in ${idList(invoiceIds)}`;

/**
 * A global invoice now states these bills less their credit notes: the egresos still waiting for them are not
 * required (their credit is in the global invoice's figures). Runs in the issuing transaction.
 */
export async function settleEgresosInGlobal(
  tx: Tx,
  scope: Scope,
  invoiceIds: readonly number[],
  folio: string,
  now: Date,
): Promise<void> {
  if (invoiceIds.length === 0) return;
  const error = { key: 'cfdi.statedInGlobal', params: { folio }, detail: null };
  await tx.execute(sql`update document_cfdi d set status = 'NOT_REQUIRED', error = ${JSON.stringify(error)}::jsonb, updated_at = ${now}
    where d.group_id = ${scope.groupId} and d.garage_id = ${scope.garageId} and d.status = 'PENDING' and ${egresosOf(invoiceIds)}`);
}

/**
 * Bills leave a cancelled global invoice that stated them less their credit notes (back to the pool, or to a
 * CFDI of their own): those credit notes need their egreso again, which waits (PENDING) as any public sale's —
 * unless the sale, back in the pool, is credited in full by now (settleCreditedInFull).
 */
export async function reopenEgresos(tx: Tx, scope: Scope, invoiceIds: readonly number[], now: Date): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx.execute(sql`update document_cfdi d set status = 'PENDING', updated_at = ${now},
      error = jsonb_build_object('key', 'cfdi.waitingGlobal', 'params', jsonb_build_object('invoice', i.invoice_number), 'detail', null)
    from invoice i
    where d.group_id = ${scope.groupId} and d.garage_id = ${scope.garageId} and d.status = 'NOT_REQUIRED'
      and d.error->>'key' = 'cfdi.statedInGlobal' and ${egresosOf(invoiceIds)}
      and i.group_id = d.group_id and i.id = (d.docs->0->>'invoice_id')::bigint`);
  await settleCreditedInFull(tx, scope, { invoiceIds }, now);
}

/** The public sales a step looks at: some bills, or those made on some of the garage's local days. */
type PoolSales = { invoiceIds: readonly number[] } | { days: { from: string; to: string } };

/**
 * Public sales still waiting for a global invoice (CFDI row GLOBAL, in none) that their credit notes took back
 * in full: a global invoice leaves them out (it states each sale's NET, and theirs is nothing) and no CFDI will
 * ever state them, so their credit notes have no ingreso for an egreso to relate. The sale's CFDI row and its
 * credit notes' waiting egresos become NOT_REQUIRED with `cfdi.creditedBeforeGlobal` {invoice}, in one statement.
 * Every step that may leave such a sale waiting calls it (decision 048, addendum "stop 27"): the credit note that
 * takes back the rest (openCreditNoteCfdi, under the sale's CFDI row lock), egresos reopened by a cancelled global
 * invoice (reopenEgresos) and the issue of a global invoice (the period's sales it leaves out).
 */
export async function settleCreditedInFull(tx: Tx, scope: Scope, sales: PoolSales, now: Date): Promise<void> {
  if ('invoiceIds' in sales && sales.invoiceIds.length === 0) return;
  const which =
    'invoiceIds' in sales
      ? sql`c.invoice_id in ${idList(sales.invoiceIds)}`
      : sql`i.local_day between ${sales.days.from}::date and ${sales.days.to}::date`;
  await tx.execute(sql`with sale as (
      update invoice_cfdi c set status = 'NOT_REQUIRED', updated_at = ${now},
        error = jsonb_build_object('key', 'cfdi.creditedBeforeGlobal', 'params', jsonb_build_object('invoice', i.invoice_number), 'detail', null)
      from invoice i
      where c.group_id = ${scope.groupId} and c.garage_id = ${scope.garageId} and c.status = 'GLOBAL' and c.global_cfdi_id is null
        and ${which} and i.group_id = c.group_id and i.id = c.invoice_id and ${NET} <= 0
      returning c.invoice_id, c.error)
    update document_cfdi d set status = 'NOT_REQUIRED', error = sale.error, updated_at = ${now}
    from sale
    where d.group_id = ${scope.groupId} and d.garage_id = ${scope.garageId} and d.kind = 'E' and d.status = 'PENDING'
      and (d.docs->0->>'invoice_id')::bigint = sale.invoice_id`);
}

/**
 * The credit notes whose egreso relates (or is about to relate) a global invoice: made while their sale was
 * stated in it, not cancelled. SAT does not cancel a CFDI while CFDIs related to it are valid.
 */
export async function egresosOfGlobal(db: Reader, scope: Scope, globalId: number): Promise<string[]> {
  const rows = await queryRows<{ credit_number: string }>(
    db,
    sql`select n.credit_number from document_cfdi d
      join invoice_cfdi c on c.group_id = d.group_id and c.global_cfdi_id = ${globalId}
        and d.docs @> jsonb_build_array(jsonb_build_object('invoice_id', c.invoice_id))
      join credit_note n on n.group_id = d.group_id and n.id = d.credit_note_id
      where d.group_id = ${scope.groupId} and d.garage_id = ${scope.garageId} and d.kind = 'E'
        and d.status in ('PENDING', 'FAILED', 'STAMPED')
      order by n.id`,
  );
  return rows.map((r) => r.credit_number);
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
    global_invoice: globalOf(row),
    // SAT's printed representation (QR, seals, certificates) is read from the stamped XML, as an invoice's.
    timbre: row.xml && row.uuid ? cfdiTimbreOf(row.xml) : null,
  };
}

/** The global invoice an egreso was stamped against (kept in its `docs`), as the answer names it. */
function globalOf(row: DocumentCfdiRow): DocumentCfdi['global_invoice'] {
  const global = row.kind === 'E' ? (row.docs as EgresoDoc[])[0]?.global : undefined;
  return global ? { folio: global.folio, uuid: global.uuid } : null;
}
