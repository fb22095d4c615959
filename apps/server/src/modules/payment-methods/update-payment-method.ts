import type { PaymentMethodUpdate, PaymentMethodView } from '@garage/contract';
import { builtInMethod, FORMA_PAGO, nameTaken } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkedFormaPago, duplicateMethod } from './create-payment-method.ts';
import { methodView } from './list-payment-methods.ts';
import {
  findGarageMethod,
  insertMethodRow,
  loadGarageMethods,
  lockGarageMethods,
  updateMethodRow,
  usedCodes,
} from './payment-method.repository.ts';

/**
 * Renames a method for display or turns it on or off. A built-in gets its row the first time it is
 * changed (an empty name gives it back its standard name); a garage's own method keeps a name and may
 * change its kind and, in Mexico, its SAT form (decision 050, addendum). Payments already taken keep their
 * method either way; a CFDI not yet stamped states the form the method has when it is stamped.
 */
export async function updatePaymentMethod(
  tx: Tx,
  current: Membership,
  code: string,
  input: z.output<typeof PaymentMethodUpdate>,
): Promise<PaymentMethodView> {
  const { country } = await lockGarageMethods(tx, current);
  const method = await findGarageMethod(tx, current, code);
  if (!method) throw new AppError('NOT_FOUND', 'paymentMethod.notFound');
  // A built-in's SAT form is fixed; null ("its own") is no change.
  if (!method.custom && input.forma_pago) throw badRequest('paymentMethod.formaPagoBuiltIn', { forma: FORMA_PAGO[code] ?? '' });
  const formaPago = input.forma_pago === undefined ? method.forma_pago : checkedFormaPago(country, input.forma_pago);
  const typed = input.name === undefined ? method.name : input.name?.trim() || null;
  if (method.custom && typed === null) throw badRequest('paymentMethod.nameRequired');
  // A built-in renamed to its own standard name keeps no name of its own.
  const standard = builtInMethod(code);
  const name = standard && typed && ([standard.en, standard.es] as readonly string[]).includes(typed) ? null : typed;
  if (name !== null && nameTaken(name, await loadGarageMethods(tx, current), code)) throw duplicateMethod(name);
  const kind = method.custom ? (input.kind ?? method.kind) : method.kind;
  if (method.rowId === null) {
    await insertMethodRow(tx, {
      groupId: current.groupId,
      garageId: current.garageId,
      builtIn: code,
      kind,
      name,
      active: input.active,
    });
  } else {
    await updateMethodRow(tx, current, method.rowId, {
      name,
      kind,
      active: input.active,
      ...(method.custom ? { formaPago } : {}),
    });
  }
  const used = await usedCodes(tx, current, [code]);
  return methodView(
    { ...method, name, kind, active: input.active, forma_pago: method.custom ? formaPago : null },
    used.has(code),
  );
}
