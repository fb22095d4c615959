import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { deleteMethodRow, findGarageMethod, lockGarageMethods, lockMethodRow, usedCodes } from './payment-method.repository.ts';

/**
 * Deletes a garage's own method that no payment used. A used one is refused (turn it off: receipts and
 * the account book still name it); a built-in can only be turned off.
 */
export async function deletePaymentMethod(tx: Tx, current: Membership, code: string): Promise<void> {
  await lockGarageMethods(tx, current);
  const method = await findGarageMethod(tx, current, code);
  if (!method) throw new AppError('NOT_FOUND', 'paymentMethod.notFound');
  if (!method.custom || method.rowId === null) throw new AppError('CONFLICT', 'paymentMethod.builtInDelete');
  // Locked before it is checked: a payment taking it now either finished first (and is seen) or waits and then finds it gone.
  await lockMethodRow(tx, current, method.rowId);
  if ((await usedCodes(tx, current, [code])).has(code))
    throw new AppError('CONFLICT', 'paymentMethod.used', { name: method.name ?? code });
  await deleteMethodRow(tx, current, method.rowId);
}
