import type { PaymentMethodCreate, PaymentMethodView } from '@garage/contract';
import { CUSTOM_PAYMENT_METHOD_LIMIT, customMethodCode, nameTaken } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { methodView } from './list-payment-methods.ts';
import { countOwnMethods, insertMethodRow, loadGarageMethods, lockGarageMethods } from './payment-method.repository.ts';

/** Adds a method of the garage's own (e.g. UPI of kind BANK): a name no other method shows, at most 30. */
export async function createPaymentMethod(
  tx: Tx,
  current: Membership,
  input: z.output<typeof PaymentMethodCreate>,
): Promise<PaymentMethodView> {
  await lockGarageMethods(tx, current);
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
  });
  return methodView(
    { code: customMethodCode(row.id), custom: true, kind: input.kind, name, active: row.active, rowId: row.id },
    false,
  );
}

/** The unique index (garage, lower(name)) and the check above both answer with this. */
export const duplicateMethod = (name: string) => badRequest('paymentMethod.duplicate', { name: name.trim() });
