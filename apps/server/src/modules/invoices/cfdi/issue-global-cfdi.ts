import type { GlobalCfdiPeriodQuery, GlobalCfdiPreview } from '@garage/contract';
import { CfdiBuildError, type GlobalPeriod, globalPeriod, globalPeriodicidades, localDay } from '@garage/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { loadGarageSettings } from '../../../platform/garage-settings.ts';
import type { Membership } from '../../../platform/guard.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { settleCreditedInFull, settleEgresosInGlobal } from './document-cfdi.repository.ts';
import { coverBills, type GlobalBill, insertGlobalCfdi, publicBillsOf } from './global-cfdi.repository.ts';
import { billsTotal, draftGlobalCfdi, globalRowOf } from './global-cfdi-draft.ts';
import { type CfdiDeps, failure, SchemaInvalid } from './stamp-invoice-cfdi.ts';

type Scope = { groupId: number; garageId: number };

/**
 * The period asked for, checked: a Mexican garage, a periodicity its régimen may state (05 only in 621), a period
 * that has started (local days up to today).
 */
async function periodOf(db: Db | Tx, scope: Scope, query: GlobalCfdiPeriodQuery, now: Date): Promise<GlobalPeriod> {
  const shop = await loadGarageSettings(db, scope.groupId, scope.garageId);
  if (!shop) throw new AppError('NOT_FOUND', 'http.notFound');
  if (shop.countryCode !== 'MX') throw badRequest('cfdiGlobal.notMexico');
  // SAT keeps the bimonthly period (05) for issuers in régimen 621.
  const regimen = shop.props.cfdi_tax_regime;
  if (!globalPeriodicidades(regimen).includes(query.periodicidad)) throw badRequest('cfdiGlobal.bimonthlyRegimen', { regimen });
  const period = globalPeriod(query.periodicidad, query.date);
  const today = localDay(now, shop.timeZone);
  if (period.from > today) throw badRequest('cfdiGlobal.futurePeriod');
  // A period still running covers its sales up to now.
  return period.to > today ? { ...period, to: today } : period;
}

/** What the global invoice of a period would state now. */
export async function previewGlobalCfdi(
  db: Db,
  scope: Scope,
  query: GlobalCfdiPeriodQuery,
  now: Date,
): Promise<GlobalCfdiPreview> {
  const period = await periodOf(db, scope, query, now);
  const { bills, unpaid } = await publicBillsOf(db, scope, period);
  return { period, bills, total: billsTotal(bills), unpaid_count: unpaid };
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
  let id: number;
  let folio: number;
  try {
    const draft = await draftGlobalCfdi(tx, deps, current, period, bills, now);
    const stamped = await deps.stamper.stamp(draft.xml);
    id = await insertGlobalCfdi(tx, current, globalRowOf(draft, stamped, deps.stamper.name, userId, now));
    folio = draft.folio;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // What to fix in the garage's fiscal data says so in its own words (e.g. cfdi.sellerRfc).
    if (error instanceof CfdiBuildError) throw badRequest(error.key, error.params);
    if (error instanceof SchemaInvalid) throw badRequest('cfdiGlobal.failed', { reason: error.errors.join('; ') });
    deps.log.warn({ err: error }, 'global CFDI stamping failed');
    throw new AppError('CONFLICT', 'cfdiGlobal.failed', { reason: failure(error).params.reason ?? '' });
  }
  const ids = bills.map((b) => b.invoice_id);
  await coverBills(tx, current, id, ids);
  // It states each sale less its credit notes: their waiting egresos are not required.
  await settleEgresosInGlobal(tx, current, ids, `FG-${folio}`, now);
  // The period's sales it leaves out because they were credited in full will never be stated: nor are their egresos.
  await settleCreditedInFull(tx, current, { days: period }, now);
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
