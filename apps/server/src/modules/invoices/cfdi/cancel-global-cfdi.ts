import type { GlobalCfdiCancel } from '@garage/contract';
import { CfdiBuildError, type CfdiPeriodicidad, type GlobalPeriod, globalCancelPlan, type MessageKey } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import { logActivity } from '../../../platform/activity.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { Membership } from '../../../platform/guard.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { updateCfdi } from './cfdi.repository.ts';
import type { StampedCfdi } from './cfdi-stamper.ts';
import { egresosOfGlobal, reopenEgresos, settleEgresosInGlobal } from './document-cfdi.repository.ts';
import {
  billsOfGlobal,
  findGlobalCfdi,
  type GlobalCfdiRow,
  insertGlobalCfdi,
  markGlobalCancelled,
  moveBills,
} from './global-cfdi.repository.ts';
import { draftGlobalCfdi, globalRowOf } from './global-cfdi-draft.ts';
import { draftNominativeCfdi } from './nominative-cfdi.ts';
import { type CfdiDeps, SchemaInvalid } from './stamp-invoice-cfdi.ts';

type CancelInput = z.output<typeof GlobalCfdiCancel>;
type FailKey = Extract<MessageKey, 'cfdiGlobal.substituteFailed' | 'cfdiGlobal.nominativeFailed' | 'cfdiGlobal.cancelFailed'>;

const periodOfRow = (g: GlobalCfdiRow): GlobalPeriod => ({
  periodicidad: g.periodicidad as CfdiPeriodicidad,
  from: g.fromDay,
  to: g.toDay,
  meses: g.meses,
  anio: g.anio,
});

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A new CFDI that cannot be built or does not pass the schema: 400, saying which document and why. */
async function built<T>(make: () => Promise<T>, key: FailKey, folio: string): Promise<T> {
  try {
    return await make();
  } catch (error) {
    // What to fix in the garage's or the customer's fiscal data says so in its own words (e.g. cfdi.sellerRfc).
    if (error instanceof CfdiBuildError) throw badRequest(error.key, error.params);
    if (error instanceof SchemaInvalid) throw badRequest(key, { reason: error.errors.join('; '), folio });
    throw error;
  }
}

/**
 * Cancels a global invoice at SAT, through the PAC, for SAT's reason (decision 048, addendum on cancelling a
 * global invoice). The row is locked first: a second cancellation waits, then finds it CANCELLED (409).
 * - 02: cancelled without a substitute; its bills go back to the pool (a new global invoice, a CFDI of their
 *   own, or a void once their payments are refunded).
 * - 01: a substitute for the bills that still stand is stamped first (CfdiRelacionados 04 to the old UUID),
 *   then the old one is cancelled naming it (FolioSustitucion); the bills move to it (one owed again since, by
 *   a refund, goes back to the pool).
 * - 04: the named bill's own CFDI is stamped to the customer's receptor, a substitute for the others (when
 *   any), then the old one is cancelled.
 * Every PAC call comes before any write (only the substitute's folio is taken before, and rolls back): if the
 * PAC refuses one, what it had stamped for this attempt is cancelled again (02, best effort) and nothing changes.
 */
export async function cancelGlobalCfdi(
  tx: Tx,
  deps: CfdiDeps,
  current: Membership,
  globalId: number,
  body: CancelInput,
  userId: number,
  now: Date,
): Promise<{ id: number; substitute_id: number | null }> {
  const old = await findGlobalCfdi(tx, current, globalId, true);
  if (!old) throw new AppError('NOT_FOUND', 'http.notFound');
  const folio = `FG-${old.folio}`;
  if (old.status === 'CANCELLED') throw new AppError('CONFLICT', 'cfdiGlobal.alreadyCancelled', { folio });
  const bills = await billsOfGlobal(tx, current, old.id, true);
  // SAT cancels no CFDI while CFDIs related to it are valid: a credit note's egreso relating this one.
  const notes = await egresosOfGlobal(tx, current, old.id);
  if (notes.length > 0) throw new AppError('CONFLICT', 'cfdiGlobal.hasEgresos', { folio, notes: notes.join(', ') });
  if (body.reason === '04' && !bills.some((b) => b.invoice_id === body.invoice_id))
    throw badRequest('cfdiGlobal.billNotInGlobal', { folio });
  const plan = globalCancelPlan(body.reason, bills, body.invoice_id ?? null);
  if (body.reason === '01' && plan.substitute.length === 0) throw badRequest('cfdiGlobal.nothingToSubstitute', { folio });

  // Built and checked before the PAC hears of anything.
  const nominative =
    plan.nominative !== null && body.receptor
      ? await built(
          () => draftNominativeCfdi(tx, deps, current, plan.nominative!, body.receptor!, now),
          'cfdiGlobal.nominativeFailed',
          folio,
        )
      : null;
  const substitute =
    plan.substitute.length > 0
      ? await built(
          () =>
            draftGlobalCfdi(
              tx,
              deps,
              current,
              periodOfRow(old),
              bills.filter((b) => plan.substitute.includes(b.invoice_id)),
              now,
              [old.uuid],
            ),
          'cfdiGlobal.substituteFailed',
          folio,
        )
      : null;

  // The PAC: the new CFDIs stamped, then the old one cancelled (01 names its substitute as FolioSustitucion).
  const made: StampedCfdi[] = [];
  const refused = async (error: unknown, key: FailKey) => {
    deps.log.warn({ err: error, globalCfdiId: old.id }, 'global CFDI cancellation refused by the PAC');
    for (const stamp of made) {
      try {
        await deps.stamper.cancel(stamp.uuid, '02', null);
      } catch (undo) {
        deps.log.error({ err: undo, uuid: stamp.uuid }, 'a CFDI stamped for a refused cancellation is still valid at SAT');
      }
    }
    return new AppError('CONFLICT', key, { reason: reasonOf(error), folio });
  };
  const stamp = async (xml: string, key: FailKey) => {
    try {
      const stamped = await deps.stamper.stamp(xml);
      made.push(stamped);
      return stamped;
    } catch (error) {
      throw await refused(error, key);
    }
  };
  const nominativeStamp = nominative ? await stamp(nominative.xml, 'cfdiGlobal.nominativeFailed') : null;
  const substituteStamp = substitute ? await stamp(substitute.xml, 'cfdiGlobal.substituteFailed') : null;
  const folioSustitucion = body.reason === '01' ? substituteStamp!.uuid : null;
  let cancelledAt: Date;
  try {
    ({ cancelledAt } = await deps.stamper.cancel(old.uuid, body.reason, folioSustitucion));
  } catch (error) {
    throw await refused(error, 'cfdiGlobal.cancelFailed');
  }

  // SAT has it all: now the writes.
  const substituteId =
    substitute && substituteStamp
      ? await insertGlobalCfdi(tx, current, globalRowOf(substitute, substituteStamp, deps.stamper.name, userId, now))
      : null;
  if (substituteId !== null) await moveBills(tx, current, old.id, substituteId, plan.substitute, now);
  await moveBills(tx, current, old.id, null, plan.released, now);
  // The cancelled one stated its sales less their credit notes. The substitute does too; a sale back in the
  // pool or given its own CFDI (04, the whole sale) needs its credit notes' egresos again (stamped after commit).
  const leaving = [...plan.released, ...(plan.nominative !== null ? [plan.nominative] : []), ...plan.substitute];
  await reopenEgresos(tx, current, leaving, now);
  if (substitute) await settleEgresosInGlobal(tx, current, plan.substitute, `FG-${substitute.folio}`, now);
  if (nominative && nominativeStamp) {
    await updateCfdi(tx, current, nominative.invoiceId, {
      status: 'STAMPED',
      globalCfdiId: null,
      uuid: nominativeStamp.uuid,
      xml: nominativeStamp.xml,
      stampedAt: nominativeStamp.stampedAt,
      provider: deps.stamper.name,
      metodoPago: nominative.metodo,
      formaPago: nominative.forma,
      usoCfdi: nominative.uso,
      receptor: nominative.receptor,
      error: null,
      updatedAt: now,
    });
    await logActivity(tx, current.groupId, nominative.orderId, 'CFDI_NOMINATIVE', userId, now, {
      invoice_id: nominative.invoiceId,
      invoice_number: nominative.invoiceNumber,
      uuid: nominativeStamp.uuid,
      rfc: nominative.receptor.rfc,
      global_folio: folio,
    });
  }
  // Under the row lock taken first this always holds; it is the last guard against a second cancellation.
  const marked = await markGlobalCancelled(tx, current, old.id, {
    cancelReason: body.reason,
    substituteUuid: substituteStamp?.uuid ?? null,
    replacedById: substituteId,
    nominativeInvoiceId: nominative?.invoiceId ?? null,
    cancelledAt,
    cancelledBy: userId,
  });
  if (!marked) throw new AppError('CONFLICT', 'cfdiGlobal.alreadyCancelled', { folio });
  return { id: old.id, substitute_id: substituteId };
}

/** Cancels a global invoice once per Idempotency-Key: a double press or a retry answers the first cancellation. */
export async function cancelGlobalCfdiOnce(
  db: Db,
  deps: CfdiDeps,
  current: Membership,
  globalId: number,
  body: CancelInput,
  userId: number,
  now: Date,
  key: string | undefined,
) {
  return idempotent(
    db,
    { userId, scope: `globalCfdiCancel:${current.garageId}`, key, body: { id: globalId, ...body } },
    async (tx) => ({ status: 200, body: await cancelGlobalCfdi(tx, deps, current, globalId, body, userId, now) }),
  );
}
