import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { brandExists, insertModel, listModels, modelNameTaken } from './vehicle-catalogue.repository.ts';

/** A group's own model of a known brand; its name may not repeat one the group already sees. */
export async function createModel(
  db: Db,
  current: Membership,
  input: { brand_id: number; model_name: string; fuel_types: string[]; vehicle_type: 'car' | 'bike' },
) {
  if (!(await brandExists(db, input.brand_id))) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
  if (await modelNameTaken(db, current, input.brand_id, input.model_name))
    throw badRequest('catalogue.modelTaken', { name: input.model_name });
  const id = await insertModel(db, {
    brandId: input.brand_id,
    name: input.model_name,
    vehicleType: input.vehicle_type,
    fuelTypes: input.fuel_types,
    groupId: current.groupId,
  });
  const models = await listModels(db, current, input.brand_id);
  const created = models.find((m) => m.model_id === id);
  if (!created) throw new Error('model not readable after insert');
  return created;
}
