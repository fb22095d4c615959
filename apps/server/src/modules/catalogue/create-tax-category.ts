import { Money } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertTaxCategory } from './tax-category.repository.ts';

export interface TaxInput {
  name: string;
  total_value: string;
  tax_component_list: Array<{ tax_component_name: string; value: string }>;
  active: boolean;
}

/** The components of a category add up to its total (update-tax-category.ts checks it too). */
export function checkComponentSum(input: TaxInput): void {
  const sum = input.tax_component_list.reduce((acc, c) => acc.plus(c.value), new Money(0));
  if (!sum.equals(input.total_value)) throw badRequest('tax.componentsSum', { total: new Money(input.total_value).toFixed(2) });
}

export async function createTaxCategory(tx: Tx, current: Membership, input: TaxInput): Promise<number> {
  checkComponentSum(input);
  return insertTaxCategory(tx, current, input);
}
