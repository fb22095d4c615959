import type { GlobalCfdiPeriodQuery, GlobalCfdiPreview } from '@garage/contract';
import {
  buildGlobalCfdiXml,
  CfdiBuildError,
  type GlobalCfdiBill,
  type GlobalPeriod,
  globalPeriod,
  localDay,
  Money,
  paymentTerms,
} from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { garage, globalCfdi } from '../../../db/schema.ts';
import { nextNumber } from '../../../platform/counters.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { Membership } from '../../../platform/guard.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { moneyText } from '../../orders/order-view.ts';
import { invoiceLines } from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import { coverBills, type GlobalBill, publicBillsOf } from './global-cfdi.repository.ts';
import { type CfdiDeps, cfdiSource, failure } from './stamp-invoice-cfdi.ts';
import { validateCfdi } from './validate-cfdi.ts';

type Scope = { groupId: number; garageId: number };

/** The period asked for, checked: a Mexican garage, a period that has started (local days up to today). */
async function periodOf(db: Db | Tx, scope: Scope, query: GlobalCfdiPeriodQuery, now: Date): Promise<GlobalPeriod> {
  const [shop] = await db
    .select({ countryCode: garage.countryCode, timeZone: garage.timeZone })
    .from(garage)
    .where(and(eq(garage.groupId, scope.groupId), eq(garage.id, scope.garageId)));
  if (!shop) throw new AppError('NOT_FOUND', 'http.notFound');
  if (shop.countryCode !== 'MX') throw badRequest('cfdiGlobal.notMexico');
  const period = globalPeriod(query.periodicidad, query.date);
  const today = localDay(now, shop.timeZone);
  if (period.from > today) throw badRequest('cfdiGlobal.futurePeriod');
  // A period still running covers its sales up to now.
  return period.to > today ? { ...period, to: today } : period;
}

const sum = (bills: readonly GlobalBill[]) => moneyText(bills.reduce((s, b) => s.plus(b.total_amount), new Money(0)).toFixed());

/** What the global invoice of a period would state now. */
export async function previewGlobalCfdi(
  db: Db,
  scope: Scope,
  query: GlobalCfdiPeriodQuery,
  now: Date,
): Promise<GlobalCfdiPreview> {
  const period = await periodOf(db, scope, query, now);
  const { bills, unpaid } = await publicBillsOf(db, scope, period);
  return { period, bills, total: sum(bills), unpaid_count: unpaid };
}

/**
 * Issues the global invoice of a period: locks the CFDI rows of the public's paid bills left for it, builds
 * one Concepto per bill from the frozen invoices, checks the XML against the CFDI 4.0 schema and stamps it
 * through the PAC — all in one transaction, so a refusal leaves the bills free for the next attempt and two
 * global invoices at once cover each bill once (the second waits for the first's locks and finds the bills
 * taken). The PAC is asked while only these CFDI rows are locked (no order, counter or invoice row).
 */
async function issueGlobalCfdi(
  tx: Tx,
  deps: CfdiDeps,
  current: Membership,
  query: GlobalCfdiPeriodQuery,
  userId: number,
  now: Date,
): Promise<{ id: number; bills: GlobalBill[] }> {
  const period = await periodOf(tx, current, query, now);
  const { bills } = await publicBillsOf(tx, current, period, true);
  if (bills.length === 0) throw badRequest('cfdiGlobal.noBills');
  const sources: GlobalCfdiBill[] = [];
  let seller: Awaited<ReturnType<typeof cfdiSource>>['seller'] | null = null;
  for (const b of bills) {
    const bill = await loadInvoice(tx, current, b.invoice_id);
    const source = await cfdiSource(tx, current, bill, await invoiceLines(tx, current.groupId, b.invoice_id));
    seller ??= source.seller;
    sources.push({
      invoice_number: bill.invoice_number,
      lines: source.lines,
      total_amount: bill.total_amount,
      payments: source.payments,
    });
  }
  const total = sum(bills);
  const forma = paymentTerms({ total_amount: total, payments: sources.flatMap((s) => s.payments) }).forma;
  // The garage's own gap-free folio (Serie FG). Taken before the PAC is asked: only global invoices use this
  // counter, and two of one garage already queue on their bills' CFDI rows, so nothing else waits on it.
  const folio = await nextNumber(tx, current, 'CFDI_GLOBAL');
  // The row first, completed once stamped in the same transaction.
  const [row] = await tx
    .insert(globalCfdi)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      folio,
      periodicidad: period.periodicidad,
      meses: period.meses,
      anio: period.anio,
      fromDay: period.from,
      toDay: period.to,
      billCount: bills.length,
      total,
      formaPago: forma,
      uuid: '',
      xml: '',
      stampedAt: now,
      provider: deps.stamper.name,
      createdBy: userId,
      createdAt: now,
    })
    .returning({ id: globalCfdi.id });
  const id = row!.id;
  let stamped: { uuid: string; xml: string; stampedAt: Date };
  try {
    const xml = buildGlobalCfdiXml(
      { folio: String(folio), issued_at: now.toISOString(), seller: seller!, period, bills: sources },
      deps.stamper.seal(),
    );
    const check = await validateCfdi(xml, deps.schema);
    if (!check.valid) throw new AppError('BAD_REQUEST', 'cfdiGlobal.failed', { reason: check.errors.join('; ') });
    stamped = await deps.stamper.stamp(xml);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // What to fix in the garage's fiscal data says so in its own words (e.g. cfdi.sellerRfc).
    if (error instanceof CfdiBuildError) throw badRequest(error.key, error.params);
    deps.log.warn({ err: error }, 'global CFDI stamping failed');
    throw new AppError('CONFLICT', 'cfdiGlobal.failed', { reason: failure(error).params.reason ?? '' });
  }
  await tx
    .update(globalCfdi)
    .set({ uuid: stamped.uuid, xml: stamped.xml, stampedAt: stamped.stampedAt })
    .where(and(eq(globalCfdi.groupId, current.groupId), eq(globalCfdi.id, id)));
  await coverBills(
    tx,
    current,
    id,
    bills.map((b) => b.invoice_id),
  );
  return { id, bills };
}

/** Issues a period's global invoice once per Idempotency-Key; a replay answers the first one. */
export async function issueGlobalCfdiOnce(
  db: Db,
  deps: CfdiDeps,
  current: Membership,
  query: GlobalCfdiPeriodQuery,
  userId: number,
  now: Date,
  key: string | undefined,
) {
  return idempotent(db, { userId, scope: `globalCfdi:${current.garageId}`, key, body: query }, async (tx) => ({
    status: 201,
    body: await issueGlobalCfdi(tx, deps, current, query, userId, now),
  }));
}
