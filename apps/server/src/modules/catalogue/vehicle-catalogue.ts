import { vehicleDisplayName } from '@garage/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favouriteBrand, favouriteModel, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
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

export async function createModel(
  db: Db,
  current: Membership,
  input: { brand_id: number; model_name: string; fuel_types: string[]; vehicle_type: 'car' | 'bike' },
) {
  const [brand] = await db.select().from(vehicleBrand).where(eq(vehicleBrand.id, input.brand_id)).limit(1);
  if (!brand) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
  const [same] = await db
    .select({ id: vehicleModel.id })
    .from(vehicleModel)
    .where(
      and(
        eq(vehicleModel.brandId, input.brand_id),
        sql`lower(${vehicleModel.name}) = lower(${input.model_name})`,
        or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId)),
      ),
    )
    .limit(1);
  if (same) throw badRequest('catalogue.modelTaken', { name: input.model_name });
  const [row] = await db
    .insert(vehicleModel)
    .values({
      brandId: input.brand_id,
      name: input.model_name,
      vehicleType: input.vehicle_type,
      fuelTypes: input.fuel_types,
      groupId: current.groupId,
    })
    .returning({ id: vehicleModel.id });
  const models = await listModels(db, current, input.brand_id);
  const created = models.find((m) => m.model_id === row?.id);
  if (!created) throw new Error('model not readable after insert');
  return created;
}

/** The body names the garage too (spec); it must be the garage of x-garage-id. */
function sameGarage(current: Membership, garageId: number) {
  if (garageId !== current.garageId) throw notFound();
}

export async function setFavouriteBrands(db: Db, current: Membership, garageId: number, ids: number[], on: boolean) {
  sameGarage(current, garageId);
  if (on) {
    const known = await db.select({ id: vehicleBrand.id }).from(vehicleBrand).where(inArray(vehicleBrand.id, ids));
    if (known.length !== new Set(ids).size) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
    await db
      .insert(favouriteBrand)
      .values([...new Set(ids)].map((brandId) => ({ groupId: current.groupId, garageId, brandId })))
      .onConflictDoNothing();
  } else {
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
  return listBrands(db, current);
}

export async function setFavouriteModels(db: Db, current: Membership, garageId: number, ids: number[], on: boolean) {
  sameGarage(current, garageId);
  if (on) {
    const known = await db
      .select({ id: vehicleModel.id })
      .from(vehicleModel)
      .where(and(inArray(vehicleModel.id, ids), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId))));
    if (known.length !== new Set(ids).size) throw new AppError('VALIDATION', 'catalogue.modelUnknown');
    await db
      .insert(favouriteModel)
      .values([...new Set(ids)].map((modelId) => ({ groupId: current.groupId, garageId, modelId })))
      .onConflictDoNothing();
  } else {
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
  return { message: 'ok' };
}
