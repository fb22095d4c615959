/**
 * Stamping the CFDI of a receipt (P: the payment complement, REP) or of a credit note (E: egreso) of a
 * Mexican garage, after the transaction that received the money or made the credit note has committed
 * (decision 048, addendum) — the same way an invoice's CFDI is stamped (stamp-invoice-cfdi.ts): under a lock
 * of its row only, FAILED with the reason when it cannot be, retried by its route. Both name the invoice's
 * folio fiscal, so while an invoice they name has no stamped CFDI they wait (PENDING, cfdi.waitingInvoice),
 * and are stamped once it is (stampWaitingOn, called after an invoice's CFDI is stamped).
 */
import { buildPagosXml, type CfdiPago, type CfdiPaidDocument, cfdiTaxSummary, Money, money } from '@garage/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';
import { paymentForms } from '../../payment-methods/payment-forms.ts';
import {
  findReceiptRow,
  type InvoiceRow,
  invoiceLines,
  invoicesByIds,
  paymentsOfInvoices,
  paymentsOfReceipt,
} from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import { receiptMarks } from '../refund.repository.ts';
import { type CfdiRow, cfdisOf } from './cfdi.repository.ts';
import { buildStamper } from './cfdi-stamper.ts';
import { creditNoteXml, formaOf } from './credit-note-egreso.ts';
import {
  type DocumentCfdiRow,
  type EgresoDoc,
  findDocumentCfdi,
  type PaidDoc,
  updateDocumentCfdi,
  waitingOn,
} from './document-cfdi.repository.ts';
import { type CfdiDeps, cfdiSource, failure, SchemaInvalid } from './stamp-invoice-cfdi.ts';
import { loadCfdiSchema, validateCfdi } from './validate-cfdi.ts';

type Scope = { groupId: number; garageId: number };

/** The PAC, schema, clock and log every CFDI stamping uses (the configured PAC: CFDI_PAC, CFDI_XSD_DIR). */
export function cfdiDepsOf(services: Pick<Services, 'config' | 'clock' | 'ids' | 'log'>): CfdiDeps {
  return {
    stamper: buildStamper(services.config, services.clock, services.ids),
    schema: loadCfdiSchema(services.config.cfdiXsdDir),
    clock: services.clock,
    log: services.log,
  };
}
type Which = { receiptId: number } | { creditNoteId: number };
type Status = DocumentCfdiRow['status'];

/** Which invoices a CFDI names, with the invoice CFDI each needs (a REP only those stamped or to be stamped PPD). */
function named(row: DocumentCfdiRow, invoiceCfdis: readonly CfdiRow[]): { needed: CfdiRow[]; waiting: CfdiRow | undefined } {
  const ids = (row.docs as Array<{ invoice_id: number }>).map((d) => d.invoice_id);
  const cfdis = ids
    .map((id) => invoiceCfdis.find((c) => c.invoiceId === id))
    .filter((c): c is CfdiRow => c !== undefined && c.status !== 'CANCELLED');
  const needed = row.kind === 'P' ? cfdis.filter((c) => c.status !== 'STAMPED' || c.metodoPago === 'PPD') : cfdis;
  // An egreso of a sale stated in a global invoice relates that global invoice (stamped when it was issued).
  const ready = (c: CfdiRow) => c.status === 'STAMPED' || (row.kind === 'E' && c.status === 'GLOBAL' && c.globalCfdiId !== null);
  return { needed, waiting: needed.find((c) => !ready(c)) };
}

/**
 * The payment complement of a receipt: one Pago per payment form (in the order the receipt took them), one
 * DoctoRelacionado per PPD invoice it paid in that form. NumParcialidad counts the invoice's earlier Pagos
 * (each receipt's forms, in receipt order); ImpSaldoAnt is what the invoice owed when the money came
 * (kept by the receiving transaction), less what this receipt's earlier forms paid.
 */
async function paymentXml(tx: Tx, deps: CfdiDeps, scope: Scope, row: DocumentCfdiRow, needed: readonly CfdiRow[]) {
  const receipt = (await findReceiptRow(tx, scope, row.receiptId!))!;
  const ids = needed.map((c) => c.invoiceId);
  const uuidOf = new Map(needed.map((c) => [c.invoiceId, c.uuid!]));
  const pays = (await paymentsOfReceipt(tx, scope.groupId, receipt.id))
    .map((r) => r.p)
    .filter((p) => uuidOf.has(p.invoiceId) && money(p.amount).gt(0));
  const formOf = await paymentForms(tx, scope);
  const byForma = new Map<string, Map<number, Money>>();
  for (const p of pays) {
    const forma = formaOf(formOf, p.method);
    const docs = byForma.get(forma) ?? new Map<number, Money>();
    docs.set(p.invoiceId, (docs.get(p.invoiceId) ?? new Money(0)).plus(p.amount));
    byForma.set(forma, docs);
  }
  // The invoice's earlier Pagos: one per receipt and form, among the money received before this receipt.
  // A receipt refunded since (decision 064) had its REP cancelled: its Pagos no longer count.
  const before = (await paymentsOfInvoices(tx, scope.groupId, ids)).filter(
    (p) => p.receiptId < receipt.id && money(p.amount).gt(0),
  );
  const marks = await receiptMarks(
    tx,
    scope.groupId,
    before.map((p) => p.receiptId),
  );
  const earlier = new Map<number, Set<string>>();
  for (const p of before) {
    if (marks.get(p.receiptId)?.refund) continue;
    const seen = earlier.get(p.invoiceId) ?? new Set<string>();
    seen.add(`${p.receiptId}|${formOf(p.method) ?? p.method}`);
    earlier.set(p.invoiceId, seen);
  }
  const saldo = new Map((row.docs as PaidDoc[]).map((d) => [d.invoice_id, new Money(d.saldo_ant)]));
  const count = new Map(ids.map((id) => [id, earlier.get(id)?.size ?? 0]));
  const invoices = new Map<number, { number: string; total: string; traslados: CfdiPaidDocument['traslados'] }>();
  let parties: Awaited<ReturnType<typeof cfdiSource>> | null = null;
  for (const id of ids) {
    const bill = await loadInvoice(tx, scope, id);
    const receptor = needed.find((c) => c.invoiceId === id)?.receptor;
    const source = await cfdiSource(tx, scope, bill, await invoiceLines(tx, scope.groupId, id), receptor);
    parties ??= source;
    const summary = cfdiTaxSummary(source.lines);
    invoices.set(id, {
      number: bill.invoice_number,
      total: summary.total.toFixed(2),
      traslados: summary.traslados.map((t) => ({
        impuesto: t.impuesto,
        tasa: t.tasa,
        base: t.base.toFixed(2),
        importe: t.importe.toFixed(2),
      })),
    });
  }
  const pagos: CfdiPago[] = [...byForma].map(([forma, docs]) => ({
    forma,
    documents: [...docs].map(([invoiceId, paid]) => {
      const before = saldo.get(invoiceId)!;
      saldo.set(invoiceId, before.minus(paid));
      count.set(invoiceId, count.get(invoiceId)! + 1);
      const inv = invoices.get(invoiceId)!;
      return {
        uuid: uuidOf.get(invoiceId)!,
        invoice_number: inv.number,
        invoice_total: inv.total,
        num_parcialidad: count.get(invoiceId)!,
        saldo_anterior: before.toFixed(),
        paid: paid.toFixed(),
        traslados: inv.traslados,
      };
    }),
  }));
  const xml = buildPagosXml(
    {
      receipt_number: receipt.receiptNumber,
      received_at: receipt.receivedAt.toISOString(),
      issued_at: deps.clock.now().toISOString(),
      seller: parties!.seller,
      customer: parties!.customer,
      pagos,
    },
    deps.stamper.seal(),
  );
  return { xml, forma: [...byForma.keys()].join(',') };
}

/**
 * Builds, checks and stamps the CFDI of one receipt or credit note under a lock of its row. `retry`: the
 * caller asked for it (404 without a CFDI, 409 when there is nothing left to stamp); otherwise a CFDI that
 * is not PENDING is left alone. Answers its status, or null when the document has no CFDI.
 */
export async function stampDocumentCfdi(
  db: Db,
  deps: CfdiDeps,
  scope: Scope,
  which: Which,
  retry = false,
): Promise<Status | null> {
  return db.transaction(async (tx) => {
    const row = await findDocumentCfdi(tx, scope, which, true);
    if (!row) {
      if (retry) throw new AppError('NOT_FOUND', 'cfdi.documentNotApplicable');
      return null;
    }
    if (row.status === 'STAMPED' || row.status === 'CANCELLED' || row.status === 'NOT_REQUIRED') {
      if (retry) throw new AppError('CONFLICT', row.status === 'STAMPED' ? 'cfdi.alreadyStamped' : 'cfdi.notRequired');
      return row.status;
    }
    if (!retry && row.status !== 'PENDING') return row.status;
    const now = deps.clock.now();
    const ids = (row.docs as Array<{ invoice_id: number }>).map((d) => d.invoice_id);
    const { needed, waiting } = named(row, await cfdisOf(tx, scope, ids));
    if (waiting) {
      const [bill] = (await invoicesByIds(tx, scope, [waiting.invoiceId])) as InvoiceRow[];
      // A sale left for the global invoice: its own CFDI or a global invoice will decide (cfdi.waitingGlobal).
      const key = waiting.status === 'GLOBAL' ? 'cfdi.waitingGlobal' : 'cfdi.waitingInvoice';
      const error = { key, params: { invoice: bill?.invoiceNumber ?? '' }, detail: null };
      await updateDocumentCfdi(tx, scope, row.id, { status: 'PENDING', error, updatedAt: now });
      return 'PENDING';
    }
    if (needed.length === 0) {
      await updateDocumentCfdi(tx, scope, row.id, {
        status: 'NOT_REQUIRED',
        error: { key: 'cfdi.notRequired', params: {}, detail: null },
        updatedAt: now,
      });
      return 'NOT_REQUIRED';
    }
    const attempts = row.attempts + 1;
    try {
      const built: { xml: string; forma: string; docs?: EgresoDoc[] | undefined } =
        row.kind === 'P' ? await paymentXml(tx, deps, scope, row, needed) : await creditNoteXml(tx, deps, scope, row, needed[0]!);
      const check = await validateCfdi(built.xml, deps.schema);
      if (!check.valid) throw new SchemaInvalid(check.errors);
      const stamped = await deps.stamper.stamp(built.xml);
      await updateDocumentCfdi(tx, scope, row.id, {
        status: 'STAMPED',
        uuid: stamped.uuid,
        xml: stamped.xml,
        stampedAt: stamped.stampedAt,
        provider: deps.stamper.name,
        formaPago: built.forma,
        ...(built.docs ? { docs: built.docs } : {}),
        error: null,
        attempts,
        updatedAt: now,
      });
      return 'STAMPED';
    } catch (error) {
      const stored = failure(error);
      if (stored.key === 'cfdi.stampFailed') deps.log.warn({ err: error, documentCfdiId: row.id }, 'CFDI stamping failed');
      await updateDocumentCfdi(tx, scope, row.id, { status: 'FAILED', error: stored, attempts, updatedAt: now });
      return 'FAILED';
    }
  });
}

/** Once an invoice's CFDI is stamped: the REPs and egresos that waited for it are stamped now. */
export async function stampWaitingOn(db: Db, deps: CfdiDeps, scope: Scope, invoiceId: number): Promise<void> {
  for (const row of await waitingOn(db, scope, invoiceId)) {
    const which = row.receiptId !== null ? { receiptId: row.receiptId } : { creditNoteId: row.creditNoteId! };
    await stampDocumentCfdi(db, deps, scope, which);
  }
}
