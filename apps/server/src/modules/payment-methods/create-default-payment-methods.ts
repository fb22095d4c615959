import { type Language, seededPaymentMethods } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { paymentMethod } from '../../db/schema.ts';

/**
 * Gives a new garage its country's usual methods of its own (India: UPI) in its language, in the garage's
 * creating transaction (decision 050, addendum); a name the garage already has is left as it is.
 */
export async function createDefaultPaymentMethods(
  tx: Tx,
  scope: { groupId: number; garageId: number },
  countryCode: string,
  language: Language = 'en',
): Promise<void> {
  const rows = seededPaymentMethods(countryCode, language).map((m) => ({ ...scope, builtIn: null, kind: m.kind, name: m.name }));
  if (rows.length > 0) await tx.insert(paymentMethod).values(rows).onConflictDoNothing();
}
