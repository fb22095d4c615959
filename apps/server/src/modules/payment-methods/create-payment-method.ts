import type { PaymentMethodCreate, PaymentMethodView } from '@garage/contract';
import { CUSTOM_PAYMENT_METHOD_LIMIT, customMethodCode, nameTaken } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { methodView } from './list-payment-methods.ts';
import { countOwnMethods, insertMethodRow, loadGarageMethods, lockGarageMethods } from './payment-method.repository.ts';

/**
 * Adds a method of the garage's own (e.g. UPI of kind BANK): a name no other method shows, at most 30; in
 * Mexico, the SAT form its CFDIs state if the owner chose one (decision 050, addendum).
 */
export async function createPaymentMethod(
  tx: Tx,
  current: Membership,
  input: z.output<typeof PaymentMethodCreate>,
): Promise<PaymentMethodView> {
  const { country } = await lockGarageMethods(tx, current);
  const formaPago = checkedFormaPago(country, input.forma_pago);
  const name = input.name.trim();
  if (nameTaken(name, await loadGarageMethods(tx, current))) throw duplicateMethod(name);
  if ((await countOwnMethods(tx, current)) >= CUSTOM_PAYMENT_METHOD_LIMIT)
    throw badRequest('paymentMethod.limit', { limit: CUSTOM_PAYMENT_METHOD_LIMIT });
  const row = await insertMethodRow(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    builtIn: null,
    kind: input.kind,
    name,
    active: input.active,
    formaPago,
  });
  return methodView(
    {
      code: customMethodCode(row.id),
      custom: true,
      kind: input.kind,
      name,
      active: row.active,
      forma_pago: row.formaPago,
      rowId: row.id,
    },
    false,
  );
}

/**
 * The SAT form asked for a garage's own method (null: its kind's). Refused outside Mexico rather than kept
 * unused: a form stated there would mean nothing, and a caller that sends one expects it to count.
 */
export function checkedFormaPago(country: string, forma: string | null | undefined): string | null {
  if (forma === undefined || forma === null) return null;
  if (country !== 'MX') throw badRequest('paymentMethod.formaPagoMexico');
  return forma;
}

/** The unique index (garage, lower(name)) and the check above both answer with this. */
export const duplicateMethod = (name: string) => badRequest('paymentMethod.duplicate', { name: name.trim() });
