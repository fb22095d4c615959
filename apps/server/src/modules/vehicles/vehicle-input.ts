import type { VehicleUpdate } from '@garage/contract';
import { customerDisplayName, isSaudiPlate, normalizeReg } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { brandExists, customerExists, findByReg, findModelBrand } from './vehicle.repository.ts';

/** What create and update share: the garage's rules for a vehicle and the columns it is stored in. */
export type VehicleInput = z.output<typeof VehicleUpdate>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The garage's mandatory fields, the plate format, a known brand and model, and a registration not taken by another vehicle. */
export async function checkVehicleRules(tx: Tx, current: Membership, input: VehicleInput, exceptId?: number): Promise<void> {
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

  if (input.brand_id && !(await brandExists(tx, input.brand_id))) throw new AppError('VALIDATION', 'catalogue.brandUnknown');
  if (input.model_id) {
    const model = await findModelBrand(tx, current.groupId, input.model_id);
    if (!model || (input.brand_id && model.brandId !== input.brand_id))
      throw new AppError('VALIDATION', 'catalogue.modelUnknown');
  }

  const taken = await findByReg(tx, current.groupId, input.reg_number);
  if (taken && taken.id !== exceptId) {
    throw badRequest('vehicle.regTaken', { reg: taken.regNumber, name: customerDisplayName(taken) });
  }
}

/** The customer a vehicle is given to must be of the caller's group. */
export async function requireCustomer(tx: Tx, groupId: number, customerId: number): Promise<void> {
  if (!(await customerExists(tx, groupId, customerId))) throw new AppError('NOT_FOUND', 'customer.notFound');
}

export function vehicleColumns(input: VehicleInput) {
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
