import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { checkComponentSum, type TaxInput } from './create-tax-category.ts';
import { updateTaxCategoryRow } from './tax-category.repository.ts';

export async function updateTaxCategory(tx: Tx, current: Membership, id: number, input: TaxInput): Promise<void> {
  checkComponentSum(input);
  if (!(await updateTaxCategoryRow(tx, current, id, input))) throw notFound();
}
