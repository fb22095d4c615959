import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { lockCustomer, updateCustomerRow } from './customer.repository.ts';
import { type CustomerInput, checkCustomerRules, customerColumns } from './customer-input.ts';

/** Replaces a customer's details; the row is locked first so two edits of one number cannot both pass. */
export async function updateCustomer(tx: Tx, current: Membership, id: number, input: CustomerInput, now: Date): Promise<void> {
  if (!(await lockCustomer(tx, current.groupId, id))) throw notFound();
  await checkCustomerRules(tx, current, input, id);
  await updateCustomerRow(tx, current.groupId, id, { ...customerColumns(input), updatedAt: now });
}
