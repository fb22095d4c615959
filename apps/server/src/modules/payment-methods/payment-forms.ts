import { FORMA_PAGO, formaPagoOf } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { loadGarageMethods } from './payment-method.repository.ts';

/**
 * Mexico: the SAT c_FormaPago each payment method of the garage states on a CFDI (decision 050, addendum):
 * a built-in's fixed form; a garage's own method's chosen form, or its kind's. Read once per CFDI built,
 * so a form changed before a failed stamp is retried is the one stated. Null: a code with no form.
 */
export async function paymentForms(
  db: Db | Tx,
  scope: { groupId: number; garageId: number },
): Promise<(method: string) => string | null> {
  const byCode = new Map((await loadGarageMethods(db, scope)).map((m) => [m.code, formaPagoOf(m)]));
  return (method) => byCode.get(method) ?? FORMA_PAGO[method] ?? null;
}
