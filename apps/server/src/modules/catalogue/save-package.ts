import type { ServicePackageInput } from '@garage/contract';
import { PACKAGE_DESCRIPTION_MAX_WORDS, wordCount } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { countOwnItems } from './item.repository.ts';
import { insertPackage, updatePackage } from './service-package.repository.ts';

type PackageInputOut = z.output<typeof ServicePackageInput>;

/** A package's description has a word limit, and it names only this garage's services and parts. */
async function checkPackage(db: Db | Tx, current: Membership, input: PackageInputOut) {
  const words = wordCount(input.description ?? '');
  if (words > PACKAGE_DESCRIPTION_MAX_WORDS) throw badRequest('package.descriptionWords', { count: words });
  const serviceIds = [...new Set(input.service_ids_list)];
  const partIds = [...new Set(input.part_ids_list)];
  const own = await countOwnItems(db, current, serviceIds, partIds);
  if (own.services !== serviceIds.length || own.parts !== partIds.length)
    throw new AppError('VALIDATION', 'catalogue.itemUnknown');
  return { serviceIds, partIds };
}

/** Creates (id null) or updates a service package of this garage. */
export async function savePackage(
  db: Db,
  current: Membership,
  id: number | null,
  input: PackageInputOut,
  now: Date,
): Promise<number> {
  const { serviceIds, partIds } = await checkPackage(db, current, input);
  const values = {
    name: input.service_package_name,
    description: input.description || null,
    serviceIds,
    partIds,
    active: input.active,
  };
  if (id === null) return insertPackage(db, current, values, now);
  if (!(await updatePackage(db, current, id, values, now))) throw notFound();
  return id;
}
