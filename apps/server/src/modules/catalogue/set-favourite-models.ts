import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addFavouriteModels, countModels, removeFavouriteModels } from './vehicle-catalogue.repository.ts';

/** Marks models favourite (on) or not for the garage; the body names the garage too (spec), and it must be x-garage-id's. */
export async function setFavouriteModels(db: Db, current: Membership, garageId: number, ids: number[], on: boolean) {
  if (garageId !== current.garageId) throw notFound();
  if (on) {
    if ((await countModels(db, current, ids)) !== new Set(ids).size) throw new AppError('VALIDATION', 'catalogue.modelUnknown');
    await addFavouriteModels(db, current, garageId, ids);
  } else {
    await removeFavouriteModels(db, current, garageId, ids);
  }
  return { message: 'ok' };
}
