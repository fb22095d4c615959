import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addFavouriteBrands, countBrands, listBrands, removeFavouriteBrands } from './vehicle-catalogue.repository.ts';

/** Marks brands favourite (on) or not for the garage; the body names the garage too (spec), and it must be x-garage-id's. */
export async function setFavouriteBrands(db: Db, current: Membership, garageId: number, ids: number[], on: boolean) {
  if (garageId !== current.garageId) throw notFound();
  if (on) {
    if ((await countBrands(db, ids)) !== new Set(ids).size) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
    await addFavouriteBrands(db, current, garageId, ids);
  } else {
    await removeFavouriteBrands(db, current, garageId, ids);
  }
  return listBrands(db, current);
}
