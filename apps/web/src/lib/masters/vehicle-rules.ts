import { VehicleCreate, VehicleUpdate } from '@garage/contract';
import { FUEL_TYPES, type FuelType, isSaudiPlate, type MessageKey, type VehicleType } from '@garage/domain';
import type { Vehicle, VehicleCreateBody, VehicleUpdateBody } from '../api/masters.ts';
import type { IssueLike } from '../form-errors.ts';
import type { Check } from '../forms/use-contract-form.ts';
import type { MasterRules } from './garage-rules.ts';

/** The add-vehicle form as typed. Numbers stay text until saved, so nothing typed is lost. */
export type VehicleDraft = {
  reg_number: string;
  vehicle_type: VehicleType;
  brand_id: number | null;
  model_id: number | null;
  fuel_type: FuelType | null;
  variant: string;
  vin: string;
  engine_number: string;
  odometer_reading: string;
  manufacture_year: string;
  colour: string;
  insurance_provider: string;
  policy_number: string;
  insurance_expiry: string;
};

export type VehicleField = keyof VehicleDraft | 'customer_id';

export const VEHICLE_FIELDS: readonly VehicleField[] = [
  'customer_id',
  'reg_number',
  'vehicle_type',
  'brand_id',
  'model_id',
  'fuel_type',
  'variant',
  'vin',
  'engine_number',
  'odometer_reading',
  'manufacture_year',
  'colour',
  'insurance_provider',
  'policy_number',
  'insurance_expiry',
];

export function emptyVehicleDraft(vehicleType: VehicleType): VehicleDraft {
  return {
    reg_number: '',
    vehicle_type: vehicleType,
    brand_id: null,
    model_id: null,
    fuel_type: null,
    variant: '',
    vin: '',
    engine_number: '',
    odometer_reading: '',
    manufacture_year: '',
    colour: '',
    insurance_provider: '',
    policy_number: '',
    insurance_expiry: '',
  };
}

function isFuel(value: string | null): value is FuelType {
  return value !== null && (FUEL_TYPES as readonly string[]).includes(value);
}

export function draftFromVehicle(v: Vehicle): VehicleDraft {
  return {
    reg_number: v.reg_number,
    vehicle_type: v.vehicle_type,
    brand_id: v.brand_id,
    model_id: v.model_id,
    fuel_type: isFuel(v.fuel_type) ? v.fuel_type : null,
    variant: v.variant ?? '',
    vin: v.vin ?? '',
    engine_number: v.engine_number ?? '',
    odometer_reading: v.odometer_reading === null ? '' : String(v.odometer_reading),
    manufacture_year: v.manufacture_year === null ? '' : String(v.manufacture_year),
    colour: v.colour ?? '',
    insurance_provider: v.insurance_provider ?? '',
    policy_number: v.policy_number ?? '',
    insurance_expiry: v.insurance_expiry ? v.insurance_expiry.slice(0, 10) : '',
  };
}

/** Fields with an asterisk: the owner and the registration number, plus what the garage made mandatory. */
export function requiredVehicleFields(rules: MasterRules): ReadonlySet<VehicleField> {
  const out = new Set<VehicleField>(['customer_id', 'reg_number']);
  if (rules.mandatory.engineNumber) out.add('engine_number');
  if (rules.mandatory.vin) out.add('vin');
  if (rules.mandatory.odometer) out.add('odometer_reading');
  if (rules.mandatory.insurance) {
    out.add('insurance_provider');
    out.add('policy_number');
    out.add('insurance_expiry');
  }
  return out;
}

/** Whole non-negative numbers as typed ("12 345" and "12,345" are fine); anything else stays text for the schema to refuse. */
function wholeNumber(text: string): number | string | null {
  const t = text.trim().replace(/[\s,]/g, '');
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

export function vehicleBody(draft: VehicleDraft): VehicleUpdateBody {
  return {
    reg_number: draft.reg_number,
    vehicle_type: draft.vehicle_type,
    brand_id: draft.brand_id,
    model_id: draft.model_id,
    fuel_type: draft.fuel_type,
    variant: draft.variant,
    vin: draft.vin,
    engine_number: draft.engine_number,
    odometer_reading: wholeNumber(draft.odometer_reading) as number | null,
    manufacture_year: wholeNumber(draft.manufacture_year) as number | null,
    colour: draft.colour,
    insurance_provider: draft.insurance_provider,
    policy_number: draft.policy_number,
    insurance_expiry: draft.insurance_expiry.trim() || null,
  };
}

export type VehicleCheck<B> = Check<B>;

const issue = (field: VehicleField, key: MessageKey): IssueLike => ({ path: [field], message: key });

function ruleIssues(draft: VehicleDraft, rules: MasterRules): IssueLike[] {
  const issues: IssueLike[] = [];
  const blank = (v: string) => v.trim() === '';
  if (blank(draft.reg_number)) issues.push(issue('reg_number', 'field.required'));
  else if (rules.saudi && !isSaudiPlate(draft.reg_number)) issues.push(issue('reg_number', 'vehicle.saudiPlate'));
  if (rules.mandatory.engineNumber && blank(draft.engine_number)) issues.push(issue('engine_number', 'field.required'));
  if (rules.mandatory.vin && blank(draft.vin)) issues.push(issue('vin', 'field.required'));
  if (rules.mandatory.odometer && blank(draft.odometer_reading)) issues.push(issue('odometer_reading', 'field.required'));
  if (rules.mandatory.insurance) {
    if (blank(draft.insurance_provider)) issues.push(issue('insurance_provider', 'field.required'));
    if (blank(draft.policy_number)) issues.push(issue('policy_number', 'field.required'));
    if (blank(draft.insurance_expiry)) issues.push(issue('insurance_expiry', 'field.required'));
  }
  return issues;
}

/**
 * The rules the server applies to a new vehicle: the contract's schema, the Saudi plate format and the
 * garage's mandatory fields (engine number, VIN, odometer, insurance provider / policy / expiry).
 */
export function checkNewVehicle(
  draft: VehicleDraft,
  customerId: number | null,
  rules: MasterRules,
): VehicleCheck<VehicleCreateBody> {
  const issues = ruleIssues(draft, rules);
  if (customerId === null) issues.unshift(issue('customer_id', 'field.required'));
  const parsed = VehicleCreate.safeParse({ customer_id: customerId ?? 0, ...vehicleBody(draft) });
  if (!parsed.success) issues.push(...parsed.error.issues.filter((i) => i.path[0] !== 'customer_id'));
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

export function checkVehicleUpdate(draft: VehicleDraft, rules: MasterRules): VehicleCheck<VehicleUpdateBody> {
  const issues = ruleIssues(draft, rules);
  const parsed = VehicleUpdate.safeParse(vehicleBody(draft));
  if (!parsed.success) issues.push(...parsed.error.issues);
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** Server messages that belong next to a vehicle field. */
export const VEHICLE_SERVER_KEYS: Partial<Record<MessageKey, VehicleField>> = {
  'vehicle.regTaken': 'reg_number',
  'vehicle.saudiPlate': 'reg_number',
  'vehicle.regChars': 'reg_number',
  'vehicle.vin': 'vin',
  'catalogue.brandUnknown': 'brand_id',
  'catalogue.modelUnknown': 'model_id',
  'customer.notFound': 'customer_id',
};
