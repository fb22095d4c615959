import type { Db, Tx } from '../../db/client.ts';
import { loadGarageMethods } from './payment-method.repository.ts';

/**
 * The garage's names of its payment methods by code: its own methods' names and the built-ins it renamed
 * (null: the standard name, in the reader's language). Receipts, invoices and the account book show a
 * method by the name it has now (decision 050).
 */
export async function methodNames(
  db: Db | Tx,
  scope: { groupId: number; garageId: number },
): Promise<Map<string, string | null>> {
  return new Map((await loadGarageMethods(db, scope)).map((m) => [m.code, m.name]));
}
