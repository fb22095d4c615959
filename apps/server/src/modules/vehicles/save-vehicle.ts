import type { VehicleCreate, VehicleUpdate } from '@garage/contract';
import { customerDisplayName, isSaudiPlate, normalizeReg } from '@garage/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customer, vehicle, vehicleBrand, vehicleModel, vehicleOdometer, vehicleOwner } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { findByReg } from './vehicle.repository.ts';

type CreateInput = z.output<typeof VehicleCreate>;
type UpdateInput = z.output<typeof VehicleUpdate>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

async function checkRules(tx: Tx, current: Membership, input: UpdateInput, exceptId?: number): Promise<void> {
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw notFound();
  if (settings.countryCode === 'SA' && !isSaudiPlate(input.reg_number)) throw new AppError('VALIDATION', 'vehicle.saudiPlate');

  const { props } = settings;
  const required: Array<[boolean, unknown, string]> = [
    [props.mandatory_engine_number, input.engine_number, '@engine_number'],
    [props.mandatory_vin, input.vin, '@vin'],
    [props.mandatory_odometer, input.odometer_reading, '@odometer_reading'],
    [props.mandatory_insurance, input.insurance_provider, '@insurance_provider'],
    [props.mandatory_insurance, input.policy_number, '@policy_number'],
    [props.mandatory_insurance, input.insurance_expiry, '@insurance_expiry'],
  ];
  for (const [mandatory, value, field] of required) if (mandatory && blank(value)) throw badRequest('field.required', { field });

  if (input.brand_id) {
    const [brand] = await tx
      .select({ id: vehicleBrand.id })
      .from(vehicleBrand)
      .where(eq(vehicleBrand.id, input.brand_id))
      .limit(1);
    if (!brand) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
  }
  if (input.model_id) {
    const [model] = await tx
      .select({ brandId: vehicleModel.brandId })
      .from(vehicleModel)
      .where(
        and(eq(vehicleModel.id, input.model_id), or(isNull(vehicleModel.groupId), eq(vehicleModel.groupId, current.groupId))),
      )
      .limit(1);
    if (!model || (input.brand_id && model.brandId !== input.brand_id))
      throw new AppError('VALIDATION', 'catalogue.modelUnknown');
  }

  const taken = await findByReg(tx, current.groupId, input.reg_number);
  if (taken && taken.id !== exceptId) {
    throw badRequest('vehicle.regTaken', { reg: taken.regNumber, name: customerDisplayName(taken) });
  }
}

function columns(input: UpdateInput) {
  return {
    regNumber: input.reg_number.toUpperCase(),
    regSearch: normalizeReg(input.reg_number),
    brandId: input.brand_id ?? null,
    modelId: input.model_id ?? null,
    variant: input.variant || null,
    fuelType: input.fuel_type ?? null,
    vehicleType: input.vehicle_type,
    vin: input.vin ? input.vin.toUpperCase() : null,
    vinSearch: input.vin ? normalizeReg(input.vin) : null,
    engineNumber: input.engine_number ? input.engine_number.toUpperCase() : null,
    odometerReading: input.odometer_reading ?? null,
    manufactureYear: input.manufacture_year ?? null,
    colour: input.colour || null,
    insuranceProvider: input.insurance_provider || null,
    policyNumber: input.policy_number || null,
    insuranceExpiry: input.insurance_expiry ?? null,
  };
}

async function requireCustomer(tx: Tx, groupId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, customerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'customer.notFound');
}

export async function createVehicle(tx: Tx, current: Membership, input: CreateInput, now: Date, userId: number): Promise<number> {
  await requireCustomer(tx, current.groupId, input.customer_id);
  await checkRules(tx, current, input);
  const [row] = await tx
    .insert(vehicle)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      customerId: input.customer_id,
      ...columns(input),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: vehicle.id });
  if (!row) throw new Error('vehicle insert returned nothing');
  await tx
    .insert(vehicleOwner)
    .values({ groupId: current.groupId, userCarId: row.id, customerId: input.customer_id, fromAt: now, changedBy: userId });
  if (input.odometer_reading !== undefined && input.odometer_reading !== null) {
    await tx
      .insert(vehicleOdometer)
      .values({ groupId: current.groupId, userCarId: row.id, reading: input.odometer_reading, recordedAt: now });
  }
  return row.id;
}

export async function updateVehicle(tx: Tx, current: Membership, id: number, input: UpdateInput, now: Date): Promise<void> {
  const [found] = await tx
    .select({ id: vehicle.id, odometer: vehicle.odometerReading })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, id)))
    .for('update')
    .limit(1);
  if (!found) throw notFound();
  await checkRules(tx, current, input, id);
  await tx
    .update(vehicle)
    .set({ ...columns(input), updatedAt: now })
    .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, id)));
  if (input.odometer_reading !== undefined && input.odometer_reading !== null && input.odometer_reading !== found.odometer) {
    await tx
      .insert(vehicleOdometer)
      .values({ groupId: current.groupId, userCarId: id, reading: input.odometer_reading, recordedAt: now });
  }
}

/** Moves a vehicle to another customer of the group; the previous ownership is closed, not erased. */
export async function changeOwnership(
  tx: Tx,
  current: Membership,
  id: number,
  customerId: number,
  note: string | undefined,
  now: Date,
  userId: number,
) {
  const [found] = await tx
    .select({ id: vehicle.id, customerId: vehicle.customerId })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, id)))
    .for('update')
    .limit(1);
  if (!found) throw notFound();
  await requireCustomer(tx, current.groupId, customerId);
  if (found.customerId === customerId) throw badRequest('vehicle.sameOwner');
  await tx
    .update(vehicleOwner)
    .set({ toAt: now })
    .where(and(eq(vehicleOwner.groupId, current.groupId), eq(vehicleOwner.userCarId, id), isNull(vehicleOwner.toAt)));
  await tx
    .insert(vehicleOwner)
    .values({ groupId: current.groupId, userCarId: id, customerId, fromAt: now, note: note || null, changedBy: userId });
  await tx
    .update(vehicle)
    .set({ customerId, updatedAt: now })
    .where(and(eq(vehicle.groupId, current.groupId), eq(vehicle.id, id)));
}
