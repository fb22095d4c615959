import type { PartInput } from '@garage/contract';
import { findUnit, normalizeSearch, partNumberKey } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertPart, type PartColumns, taxCategoryExists, updatePart } from './item.repository.ts';

type PartInputOut = z.output<typeof PartInput>;

function partColumns(input: PartInputOut): PartColumns {
  return {
    name: input.part_name,
    partNumber: input.part_number || null,
    partNumberKey: input.part_number ? partNumberKey(input.part_number) : null,
    hsn: input.hsn || null,
    brand: input.brand || null,
    partType: input.part_type,
    tracking: input.tracking,
    unitId: input.unit_id,
    sellingPrice: input.selling_price,
    purchasePrice: input.purchase_price ?? null,
    taxCategoryId: input.tax_category_id ?? null,
    taxInclusive: input.tax_inclusive,
    minStock: input.min_stock,
    active: input.active,
    searchText: normalizeSearch(`${input.part_name} ${input.part_number ?? ''} ${input.hsn ?? ''} ${input.brand ?? ''}`),
  };
}

/**
 * Saves a part. A user who may not see purchase prices cannot have set one either: on update the stored
 * purchase price is kept as it was.
 */
export async function savePart(
  db: Db,
  current: Membership,
  id: number | null,
  input: PartInputOut,
  now: Date,
  hidePurchase: boolean,
): Promise<number> {
  if (!findUnit(input.unit_id)) throw new AppError('VALIDATION', 'catalogue.unitUnknown');
  if (input.tax_category_id && !(await taxCategoryExists(db, current, input.tax_category_id)))
    throw new AppError('VALIDATION', 'catalogue.taxUnknown');
  const values = partColumns(input);
  const { purchasePrice, ...withoutPurchase } = values;
  try {
    if (id === null)
      return await insertPart(db, current, { ...withoutPurchase, purchasePrice: hidePurchase ? null : purchasePrice }, now);
    if (!(await updatePart(db, current, id, hidePurchase ? withoutPurchase : values, now))) throw notFound();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('catalogue.partNumberTaken', { number: input.part_number ?? '' });
    throw error;
  }
}
