/**
 * A global invoice built and checked but not stamped yet (decision 048, addenda on the global invoice and on
 * cancelling it): issuing one and substituting a cancelled one both build it here, then ask the PAC, then
 * write it — so a PAC refusal leaves nothing written (the folio taken rolls back with the transaction).
 */
import {
  buildGlobalCfdiXml,
  type CfdiLine,
  type GlobalCfdiBill,
  type GlobalPeriod,
  Money,
  money,
  netCfdiLine,
  paymentTerms,
} from '@garage/domain';
import type { Tx } from '../../../db/client.ts';
import { nextNumber } from '../../../platform/counters.ts';
import type { Membership } from '../../../platform/guard.ts';
import { moneyText } from '../../orders/order-view.ts';
import { creditedLines } from '../credit-note.repository.ts';
import { invoiceLines } from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import type { StampedCfdi } from './cfdi-stamper.ts';
import type { GlobalBill, NewGlobalCfdi } from './global-cfdi.repository.ts';
import { type CfdiDeps, cfdiSource, SchemaInvalid } from './stamp-invoice-cfdi.ts';
import { validateCfdi } from './validate-cfdi.ts';

export interface GlobalDraft {
  folio: number;
  period: GlobalPeriod;
  bills: GlobalBill[];
  total: string;
  forma: string;
  /** Checked against the schema, without the TimbreFiscalDigital. */
  xml: string;
}

export const billsTotal = (bills: readonly GlobalBill[]) =>
  moneyText(bills.reduce((s, b) => s.plus(b.total_amount), new Money(0)).toFixed());

/**
 * Builds the global invoice of these bills (one Concepto each, from the frozen invoices) for a period and
 * checks it against the CFDI 4.0 schema; `replaces` names the cancelled global invoices it substitutes
 * (CfdiRelacionados 04). Takes the garage's next Serie FG folio. Throws CfdiBuildError (the garage's fiscal
 * data) or SchemaInvalid; the caller says which document failed.
 */
export async function draftGlobalCfdi(
  tx: Tx,
  deps: CfdiDeps,
  current: Membership,
  period: GlobalPeriod,
  bills: readonly GlobalBill[],
  now: Date,
  replaces: readonly string[] = [],
): Promise<GlobalDraft> {
  const sources: GlobalCfdiBill[] = [];
  let seller: Awaited<ReturnType<typeof cfdiSource>>['seller'] | null = null;
  for (const b of bills) {
    const bill = await loadInvoice(tx, current, b.invoice_id);
    const rows = await invoiceLines(tx, current.groupId, b.invoice_id);
    const source = await cfdiSource(tx, current, bill, rows);
    seller ??= source.seller;
    // Each sale less what its credit notes took back (read now, under the bills' CFDI row locks that credit
    // notes take too): their egresos are then not required.
    const credited = await creditedLines(
      tx,
      current.groupId,
      rows.map((r) => r.id),
    );
    const creditsOf = (id: number) => credited.filter((c) => c.invoiceLineId === id).map((c) => c.priced as CfdiLine);
    sources.push({
      invoice_number: bill.invoice_number,
      lines: source.lines.map((line, i) => netCfdiLine(line, creditsOf(rows[i]!.id))),
      total_amount: money(bill.total_amount).minus(bill.credited_amount).toFixed(2),
      payments: source.payments,
    });
  }
  const total = moneyText(sources.reduce((s, b) => s.plus(b.total_amount), new Money(0)).toFixed());
  const forma = paymentTerms({ total_amount: total, payments: sources.flatMap((s) => s.payments) }).forma;
  // The garage's own gap-free folio (Serie FG). Taken before the PAC is asked: only global invoices use this
  // counter, and two of one garage already queue on their bills' CFDI rows, so nothing else waits on it.
  const folio = await nextNumber(tx, current, 'CFDI_GLOBAL');
  const xml = buildGlobalCfdiXml(
    { folio: String(folio), issued_at: now.toISOString(), seller: seller!, period, bills: sources, replaces },
    deps.stamper.seal(),
  );
  const check = await validateCfdi(xml, deps.schema);
  if (!check.valid) throw new SchemaInvalid(check.errors);
  return { folio, period, bills: [...bills], total, forma, xml };
}

/** The row of a stamped draft. */
export function globalRowOf(
  draft: GlobalDraft,
  stamped: StampedCfdi,
  provider: string,
  userId: number,
  now: Date,
): NewGlobalCfdi {
  return {
    folio: draft.folio,
    periodicidad: draft.period.periodicidad,
    meses: draft.period.meses,
    anio: draft.period.anio,
    fromDay: draft.period.from,
    toDay: draft.period.to,
    billCount: draft.bills.length,
    total: draft.total,
    formaPago: draft.forma,
    uuid: stamped.uuid,
    xml: stamped.xml,
    stampedAt: stamped.stampedAt,
    provider,
    createdBy: userId,
    createdAt: now,
  };
}
