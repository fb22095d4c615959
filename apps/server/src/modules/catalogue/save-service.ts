import type { ServiceInput } from '@garage/contract';
import { normalizeSearch } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertService, type ServiceColumns, taxCategoryExists, updateService } from './item.repository.ts';

type ServiceInputOut = z.output<typeof ServiceInput>;

function serviceColumns(input: ServiceInputOut): ServiceColumns {
  return {
    name: input.service_name,
    nameKey: input.service_name.toLowerCase(),
    sac: input.sac || null,
    price: input.price,
    taxCategoryId: input.tax_category_id ?? null,
    taxInclusive: input.tax_inclusive,
    hourlyRating: input.hourly_rating ?? null,
    active: input.active,
    searchText: normalizeSearch(`${input.service_name} ${input.sac ?? ''}`),
  };
}

/** Creates (id null) or updates a service of this garage; its name is unique in the garage. */
export async function saveService(
  db: Db,
  current: Membership,
  id: number | null,
  input: ServiceInputOut,
  now: Date,
): Promise<number> {
  if (input.tax_category_id && !(await taxCategoryExists(db, current, input.tax_category_id)))
    throw new AppError('VALIDATION', 'catalogue.taxUnknown');
  try {
    if (id === null) return await insertService(db, current, serviceColumns(input), now);
    if (!(await updateService(db, current, id, serviceColumns(input), now))) throw notFound();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('catalogue.nameTaken', { name: input.service_name });
    throw error;
  }
}
