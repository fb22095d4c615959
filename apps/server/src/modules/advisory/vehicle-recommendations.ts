import type { VehicleRecommendations } from '@garage/contract';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesOrder, vehicle, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

/** How many earlier orders the panel lists: enough for years of visits, small enough for a side panel. */
export const RECOMMENDATIONS_LIMIT = 50;

/** A vehicle's brand and model, and its earlier orders in the caller's garage, newest first. */
export async function vehicleRecommendations(db: Db, current: Membership, userCarId: number): Promise<VehicleRecommendations> {
  const [car] = await db
    .select({
      id: vehicle.id,
      regNumber: vehicle.regNumber,
      brandId: vehicle.brandId,
      brandName: vehicleBrand.name,
      modelId: vehicle.modelId,
      modelName: vehicleModel.name,
    })
    .from(vehicle)
    .leftJoin(vehicleBrand, eq(vehicleBrand.id, vehicle.brandId))
    .leftJoin(vehicleModel, eq(vehicleModel.id, vehicle.modelId))
    .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, userCarId)))
    .limit(1);
  if (!car) throw new AppError('NOT_FOUND', 'advisory.vehicleNotFound');
  const rows = await db
    .select({
      id: salesOrder.id,
      externalOrderId: salesOrder.externalOrderId,
      createdAt: salesOrder.createdAt,
      garageRecommendation: salesOrder.garageRecommendation,
    })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.userCarId, userCarId),
        ne(salesOrder.status, 'CANCELLED'),
        gt(salesOrder.number, 0),
      ),
    )
    .orderBy(desc(salesOrder.createdAt), desc(salesOrder.id))
    .limit(RECOMMENDATIONS_LIMIT);
  return {
    vehicle: {
      user_car_id: car.id,
      reg_number: car.regNumber,
      brand_id: car.brandId,
      brand_name: car.brandName,
      model_id: car.modelId,
      model_name: car.modelName,
    },
    orders: rows.map((r) => ({
      order_id: r.id,
      external_order_id: r.externalOrderId,
      created_at: r.createdAt.toISOString(),
      garage_recommendation: r.garageRecommendation?.trim() ? r.garageRecommendation : null,
    })),
  };
}
