/** Vehicle brands and models (shared reference data plus a group's own models) and a garage's favourites. */
import { vehicleDisplayName } from '@garage/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favouriteBrand, favouriteModel, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';

export async function listBrands(db: Db, current: Membership, vehicleType?: 'car' | 'bike') {
  const fav = sql<boolean>`exists (select 1 from favourite_brand_map f where f.group_id = ${current.groupId} and f.garage_id = ${current.garageId} and f.brand_id = ${vehicleBrand.id})`;
  const rows = await db
    .select({
      brand_id: vehicleBrand.id,
      brand_name: vehicleBrand.name,
      vehicle_type: vehicleBrand.vehicleType,
      is_favourite: fav,
    })
    .from(vehicleBrand)
    .where(vehicleType ? eq(vehicleBrand.vehicleType, vehicleType) : undefined)
    .orderBy(sql`${fav} desc`, asc(vehicleBrand.name));
  return rows.map((r) => ({ ...r, is_favourite: Boolean(r.is_favourite) }));
}

export async function listModels(db: Db, current: Membership, brandId: number) {
  const [brand] = await db.select().from(vehicleBrand).where(eq(vehicleBrand.id, brandId)).limit(1);
  if (!brand) throw notFound();
  const props = await loadProperties(db, current.groupId, current.garageId);
  const fav = sql<boolean>`exists (select 1 from favourite_model_map f where f.group_id = ${current.groupId} and f.garage_id = ${current.garageId} and f.model_id = ${vehicleModel.id})`;
  const rows = await db
    .select({ m: vehicleModel, fav })
    .from(vehicleModel)
    .where(and(eq(vehicleModel.brandId, brandId), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId))))
    .orderBy(sql`${fav} desc`, asc(vehicleModel.name));
  return rows.map(({ m, fav: isFav }) => ({
    brand_id: m.brandId,
    model_id: m.id,
    model_name: m.name,
    display_name: vehicleDisplayName({
      brandName: brand.name,
      modelName: m.name,
      fuelType: m.fuelTypes.length === 1 ? m.fuelTypes[0] : null,
      hideBrand: props.hide_brand,
      hideFuel: props.hide_fuel,
    }),
    fuel_types: m.fuelTypes,
    vehicle_type: m.vehicleType,
    is_custom: m.groupId !== null,
    is_favourite: Boolean(isFav),
  }));
}

export async function brandExists(db: Db, id: number): Promise<boolean> {
  const [brand] = await db.select().from(vehicleBrand).where(eq(vehicleBrand.id, id)).limit(1);
  return Boolean(brand);
}

/** A model of the brand with this name (any case), shared or the group's own. */
export async function modelNameTaken(db: Db, current: Membership, brandId: number, name: string): Promise<boolean> {
  const [same] = await db
    .select({ id: vehicleModel.id })
    .from(vehicleModel)
    .where(
      and(
        eq(vehicleModel.brandId, brandId),
        sql`lower(${vehicleModel.name}) = lower(${name})`,
        or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId)),
      ),
    )
    .limit(1);
  return Boolean(same);
}

export async function insertModel(db: Db, values: typeof vehicleModel.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(vehicleModel).values(values).returning({ id: vehicleModel.id });
  return row?.id;
}

/** How many of these brands exist. */
export async function countBrands(db: Db, ids: number[]): Promise<number> {
  const known = await db.select({ id: vehicleBrand.id }).from(vehicleBrand).where(inArray(vehicleBrand.id, ids));
  return known.length;
}

/** How many of these models the group may use (shared or its own). */
export async function countModels(db: Db, current: Membership, ids: number[]): Promise<number> {
  const known = await db
    .select({ id: vehicleModel.id })
    .from(vehicleModel)
    .where(and(inArray(vehicleModel.id, ids), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId))));
  return known.length;
}

export async function addFavouriteBrands(db: Db, current: Membership, garageId: number, ids: number[]): Promise<void> {
  await db
    .insert(favouriteBrand)
    .values([...new Set(ids)].map((brandId) => ({ groupId: current.groupId, garageId, brandId })))
    .onConflictDoNothing();
}

export async function removeFavouriteBrands(db: Db, current: Membership, garageId: number, ids: number[]): Promise<void> {
  await db
    .delete(favouriteBrand)
    .where(
      and(
        eq(favouriteBrand.groupId, current.groupId),
        eq(favouriteBrand.garageId, garageId),
        inArray(favouriteBrand.brandId, ids),
      ),
    );
}

export async function addFavouriteModels(db: Db, current: Membership, garageId: number, ids: number[]): Promise<void> {
  await db
    .insert(favouriteModel)
    .values([...new Set(ids)].map((modelId) => ({ groupId: current.groupId, garageId, modelId })))
    .onConflictDoNothing();
}

export async function removeFavouriteModels(db: Db, current: Membership, garageId: number, ids: number[]): Promise<void> {
  await db
    .delete(favouriteModel)
    .where(
      and(
        eq(favouriteModel.groupId, current.groupId),
        eq(favouriteModel.garageId, garageId),
        inArray(favouriteModel.modelId, ids),
      ),
    );
}
