import type { PaymentMethodView } from '@garage/contract';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { type GarageMethod, loadGarageMethods, usedCodes } from './payment-method.repository.ts';

export const methodView = (m: GarageMethod, used: boolean): PaymentMethodView => ({
  code: m.code,
  custom: m.custom,
  kind: m.kind,
  name: m.name,
  active: m.active,
  used,
  forma_pago: m.forma_pago,
});

/**
 * The garage's payment methods in the order offered (built-ins, then its own): the active ones for a
 * payment form, all of them with `include_inactive` for the master screen.
 */
export async function listPaymentMethods(db: Db, current: Membership, includeInactive: boolean): Promise<PaymentMethodView[]> {
  const methods = (await loadGarageMethods(db, current)).filter((m) => includeInactive || m.active);
  const used = includeInactive
    ? await usedCodes(
        db,
        current,
        methods.map((m) => m.code),
      )
    : new Set<string>();
  return methods.map((m) => methodView(m, used.has(m.code)));
}
