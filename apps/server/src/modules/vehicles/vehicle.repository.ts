import type { Vehicle } from '@garage/contract';
import { customerDisplayName, type DistanceUnit, normalizeReg, normalizeSearch, vehicleDisplayName } from '@garage/domain';
import { and, asc, count, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { customer, vehicle, vehicleBrand, vehicleModel, vehicleOdometer, vehicleOwner } from '../../db/schema.ts';
import { contains, countCap, type Paged, pageOf, pageTotal } from '../../platform/paging.ts';

type Reader = Db | Tx;
const model = alias(vehicleModel, 'model');

const columns = {
  v: vehicle,
  brandName: vehicleBrand.name,
  modelName: model.name,
  firstName: customer.firstName,
  lastName: customer.lastName,
  mobile: customer.mobileNumber,
  phoneCode: customer.countryPhoneCode,
};

type Row = {
  v: typeof vehicle.$inferSelect;
  brandName: string | null;
  modelName: string | null;
  firstName: string;
  lastName: string | null;
  mobile: string;
  phoneCode: string;
};

export interface DisplayOptions {
  unit: DistanceUnit;
  hideBrand?: boolean;
  hideFuel?: boolean;
}

export function toVehicleView(row: Row, options: DisplayOptions): Vehicle {
  const v = row.v;
  return {
    user_car_id: v.id,
    customer_id: v.customerId,
    customer_name: customerDisplayName({ firstName: row.firstName, lastName: row.lastName }),
    customer_mobile: `+${row.phoneCode} ${row.mobile}`,
    reg_number: v.regNumber,
    brand_id: v.brandId,
    brand_name: row.brandName,
    model_id: v.modelId,
    model_name: row.modelName,
    variant: v.variant,
    fuel_type: v.fuelType,
    vehicle_type: v.vehicleType,
    vin: v.vin,
    engine_number: v.engineNumber,
    odometer_reading: v.odometerReading,
    odometer_unit: options.unit,
    manufacture_year: v.manufactureYear,
    colour: v.colour,
    insurance_provider: v.insuranceProvider,
    policy_number: v.policyNumber,
    insurance_expiry: v.insuranceExpiry,
    display_name: `${vehicleDisplayName({
      brandName: row.brandName,
      modelName: row.modelName,
      fuelType: v.fuelType,
      hideBrand: options.hideBrand ?? false,
      hideFuel: options.hideFuel ?? false,
    })} ${v.regNumber}`.trim(),
    created_at: v.createdAt.toISOString(),
  };
}

function base(db: Reader) {
  return db
    .select(columns)
    .from(vehicle)
    .innerJoin(customer, and(eq(customer.groupId, vehicle.groupId), eq(customer.id, vehicle.customerId)))
    .leftJoin(vehicleBrand, eq(vehicleBrand.id, vehicle.brandId))
    .leftJoin(model, eq(model.id, vehicle.modelId));
}

export async function findVehicle(db: Reader, groupId: number, id: number, options: DisplayOptions): Promise<Vehicle | null> {
  const [row] = await base(db)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, id)))
    .limit(1);
  return row ? toVehicleView(row, options) : null;
}

export async function vehiclesOfCustomer(
  db: Reader,
  groupId: number,
  customerId: number,
  options: DisplayOptions,
): Promise<Vehicle[]> {
  const rows = await base(db)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.customerId, customerId)))
    .orderBy(desc(vehicle.id));
  return rows.map((r) => toVehicleView(r, options));
}

export async function findByReg(db: Reader, groupId: number, regNumber: string) {
  const [row] = await db
    .select({
      id: vehicle.id,
      customerId: vehicle.customerId,
      regNumber: vehicle.regNumber,
      firstName: customer.firstName,
      lastName: customer.lastName,
    })
    .from(vehicle)
    .innerJoin(customer, and(eq(customer.groupId, vehicle.groupId), eq(customer.id, vehicle.customerId)))
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.regSearch, normalizeReg(regNumber))))
    .limit(1);
  return row ?? null;
}

/** Locks a vehicle of the group for an edit or an owner change; null when it is not the group's. */
export async function lockVehicle(tx: Tx, groupId: number, id: number) {
  const [row] = await tx
    .select({ id: vehicle.id, customerId: vehicle.customerId, odometer: vehicle.odometerReading })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function customerExists(db: Reader, groupId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, customerId)))
    .limit(1);
  return Boolean(row);
}

/** Brands are shared by every group. */
export async function brandExists(db: Reader, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicleBrand.id }).from(vehicleBrand).where(eq(vehicleBrand.id, brandId)).limit(1);
  return Boolean(row);
}

/** A model the group may use (a shared one or the group's own) and its brand; null when unknown to the group. */
export async function findModelBrand(db: Reader, groupId: number, modelId: number): Promise<{ brandId: number } | null> {
  const [row] = await db
    .select({ brandId: vehicleModel.brandId })
    .from(vehicleModel)
    .where(and(eq(vehicleModel.id, modelId), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, groupId))))
    .limit(1);
  return row ?? null;
}

export type SearchBy = 'reg_number' | 'customer_name' | 'vin_number';

/**
 * Vehicles of a group by registration number (spaces and dashes ignored), VIN or customer name: partial
 * and case-insensitive, served by trigram indexes; without a term, the newest vehicles.
 */
export async function searchVehicles(
  db: Reader,
  groupId: number,
  by: SearchBy,
  term: string,
  pageNumber: number,
  pageSize: number,
  options: DisplayOptions,
): Promise<Paged<Vehicle>> {
  let match: SQL | undefined;
  if (term) {
    if (by === 'reg_number') {
      const reg = normalizeReg(term);
      match = reg ? like(vehicle.regSearch, reg.length >= 3 ? contains(reg) : `${reg}%`) : undefined;
    } else if (by === 'vin_number') {
      const vin = normalizeReg(term);
      match = vin ? like(vehicle.vinSearch, vin.length >= 3 ? contains(vin) : `${vin}%`) : undefined;
    } else {
      const name = normalizeSearch(term);
      match = name ? like(customer.searchText, name.length >= 3 ? contains(name) : `${name}%`) : undefined;
    }
  }
  const where = match ? and(eq(vehicle.groupId, groupId), match) : eq(vehicle.groupId, groupId);
  // Plates and VINs are near-unique: the trigram index must lead, so order by an expression the primary
  // key cannot serve (a walk backwards through a million vehicles looking for one plate is the slow plan).
  const rows = await base(db)
    .where(where)
    .orderBy(match && by !== 'customer_name' ? sql`${vehicle.id} + 0 desc` : desc(vehicle.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    match
      ? queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (select 1 from user_car inner join customer on customer.group_id = user_car.group_id and customer.id = user_car.customer_id where ${where} limit ${countCap(pageNumber, pageSize)}) capped`,
        )
      : db.select({ n: count() }).from(vehicle).where(where),
  );
  return pageOf(
    rows.map((r) => toVehicleView(r, options)),
    total,
    pageNumber,
    pageSize,
    Boolean(match),
  );
}

/** The vehicle's owners, the current one first (tenant-first: the group's rows only). */
export async function vehicleOwners(db: Reader, groupId: number, userCarId: number) {
  return db
    .select({ o: vehicleOwner, firstName: customer.firstName, lastName: customer.lastName })
    .from(vehicleOwner)
    .innerJoin(customer, and(eq(customer.groupId, vehicleOwner.groupId), eq(customer.id, vehicleOwner.customerId)))
    .where(and(eq(vehicleOwner.groupId, groupId), eq(vehicleOwner.userCarId, userCarId)))
    .orderBy(desc(vehicleOwner.fromAt), desc(vehicleOwner.id));
}

/** The readings kept on the vehicle itself, oldest first. */
export async function vehicleReadings(db: Reader, groupId: number, userCarId: number) {
  return db
    .select()
    .from(vehicleOdometer)
    .where(and(eq(vehicleOdometer.groupId, groupId), eq(vehicleOdometer.userCarId, userCarId)))
    .orderBy(asc(vehicleOdometer.recordedAt), asc(vehicleOdometer.id));
}
