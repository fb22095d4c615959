import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertCustomer } from './customer.repository.ts';
import { type CustomerInput, checkCustomerRules, customerColumns } from './customer-input.ts';

/** A new customer of the group, taken in at this garage; the mobile number is unique in the group. */
export async function createCustomer(tx: Tx, current: Membership, input: CustomerInput, now: Date): Promise<number> {
  await checkCustomerRules(tx, current, input);
  return insertCustomer(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    ...customerColumns(input),
    createdAt: now,
    updatedAt: now,
  });
}
