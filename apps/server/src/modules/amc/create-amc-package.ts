import type { AmcItem, AmcPackageCreate } from '@garage/contract';
import { findUnit } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { activeParts, activeServices, insertAmcItems, requireCustomer, vehicleOwner } from './amc.repository.ts';

type Input = z.output<typeof AmcPackageCreate>;

/**
 * Gives a customer a maintenance contract: each item is an active service or part of this garage, named
 * as in the master. A part's quantity is counted in its own unit unless another unit of the same category
 * (ml for a part sold in litres) is chosen.
 */
export async function createAmcPackage(tx: Tx, current: Membership, input: Input): Promise<AmcItem[]> {
  const { groupId, garageId } = current;
  await requireCustomer(tx, groupId, input.customer_id);
  if (input.user_car_id) {
    const car = await vehicleOwner(tx, groupId, input.user_car_id);
    if (!car) throw new AppError('NOT_FOUND', 'vehicle.notFound');
    if (car.customerId !== input.customer_id) throw badRequest('amc.vehicleOfOtherCustomer');
  }

  const seen = new Set<string>();
  for (const item of input.items) {
    const key = `${item.kind}:${item.item_id}`;
    if (seen.has(key)) throw badRequest('amc.duplicateItem');
    seen.add(key);
  }
  const ids = (kind: 'service' | 'part') => input.items.filter((i) => i.kind === kind).map((i) => i.item_id);
  const serviceIds = ids('service');
  const partIds = ids('part');
  const services = await activeServices(tx, current, serviceIds);
  const parts = await activeParts(tx, current, partIds);
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const partById = new Map(parts.map((p) => [p.id, p]));

  const values = input.items.map((item) => {
    const base = {
      groupId,
      garageId,
      customerId: input.customer_id,
      userCarId: input.user_car_id ?? null,
      kind: item.kind,
      itemId: item.item_id,
      quantity: item.quantity,
      discount: item.discount,
    };
    if (item.kind === 'service') {
      const found = serviceById.get(item.item_id);
      if (!found) throw badRequest('amc.itemUnknown', { id: item.item_id });
      // A service is counted in times done: no unit.
      return { ...base, itemName: found.name, unitId: null };
    }
    const found = partById.get(item.item_id);
    if (!found) throw badRequest('amc.itemUnknown', { id: item.item_id });
    const own = findUnit(found.unitId);
    const chosen = item.uom_child ? findUnit(item.uom_child) : own;
    if (!own || !chosen || chosen.category_id !== own.category_id) {
      throw badRequest('amc.unitCategory', { name: found.name, unit: own?.symbol ?? '' });
    }
    return { ...base, itemName: found.name, unitId: chosen.unit_id };
  });

  return insertAmcItems(tx, values);
}
