import { customMethodId, methodProblem } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { loadGarageMethods, shareActiveOwnMethods } from './payment-method.repository.ts';

/**
 * The methods of a payment's parts must be active in this garage's master (decision 050): a built-in not
 * turned off, or one of the garage's own, still there and active (held until the payment commits, so it
 * cannot be deleted under it). The customer's credit is always a method; ON_ACCOUNT is no money.
 * Answers the garage's names of its methods (methodNames), read with them, for a receipt's view.
 */
export async function checkPaymentMethods(
  tx: Tx,
  current: Membership,
  codes: readonly string[],
): Promise<Map<string, string | null>> {
  const wanted = [...new Set(codes)];
  const methods = await loadGarageMethods(tx, current);
  const ownIds = wanted.map(customMethodId).filter((id): id is number => id !== null);
  const ownActive = await shareActiveOwnMethods(tx, current, ownIds);
  const active = new Set(
    methods.filter((m) => m.active && (!m.custom || (m.rowId !== null && ownActive.has(m.rowId)))).map((m) => m.code),
  );
  for (const code of wanted) {
    const problem = methodProblem(code, active);
    if (problem) throw badRequest(problem, { method: methods.find((m) => m.code === code)?.name ?? code });
  }
  return new Map(methods.map((m) => [m.code, m.name]));
}
