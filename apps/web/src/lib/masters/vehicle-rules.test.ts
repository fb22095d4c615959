import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../form-errors.ts';
import { masterRules } from './garage-rules.ts';
import {
  checkNewVehicle,
  checkVehicleUpdate,
  emptyVehicleDraft,
  requiredVehicleFields,
  type VehicleDraft,
} from './vehicle-rules.ts';

const india = masterRules('IN', {});
const saudi = masterRules('SA', {});
const strict = masterRules('IN', {
  mandatoryEngineNumber: true,
  mandatoryVin: true,
  mandatoryOdometer: true,
  mandatoryInsurance: true,
});

const draft = (over: Partial<VehicleDraft> = {}): VehicleDraft => ({
  ...emptyVehicleDraft('car'),
  reg_number: 'KA 01 AB 1234',
  ...over,
});

function errorsOf(d: VehicleDraft, rules = india, customerId: number | null = 7): Record<string, string> {
  const checked = checkNewVehicle(d, customerId, rules);
  return checked.ok ? {} : fieldErrors(checked.issues, {}, 'en');
}

describe('add-vehicle rules (mirror of the server)', () => {
  it('needs an owner and a registration number', () => {
    expect(errorsOf(draft({ reg_number: '' }), india, null)).toEqual({
      customer_id: 'customer_id is required',
      reg_number: 'reg_number is required',
    });
  });

  it('sends numbers as numbers and blanks as null', () => {
    const checked = checkNewVehicle(
      draft({ odometer_reading: '12,500', manufacture_year: '2019', brand_id: 1, model_id: 5 }),
      7,
      india,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({
      customer_id: 7,
      reg_number: 'KA 01 AB 1234',
      odometer_reading: 12500,
      manufacture_year: 2019,
      brand_id: 1,
      model_id: 5,
      insurance_expiry: null,
      vehicle_type: 'car',
    });
  });

  it('refuses a broken odometer, year or VIN', () => {
    const errors = errorsOf(draft({ odometer_reading: '12.5', manufacture_year: '19', vin: 'SHORT' }));
    expect(Object.keys(errors).sort()).toEqual(['manufacture_year', 'odometer_reading', 'vin']);
    expect(errors.vin).toBe('A VIN has 11 to 17 letters and digits');
  });

  it('wants a Saudi plate (3 letters and 4 digits) in Saudi Arabia', () => {
    expect(errorsOf(draft({ reg_number: 'KA 01 AB 1234' }), saudi)).toEqual({
      reg_number: 'A Saudi plate has 3 letters and 4 digits',
    });
    expect(errorsOf(draft({ reg_number: 'ABC 1234' }), saudi)).toEqual({});
    expect(errorsOf(draft({ reg_number: 'ABC-1234' }), saudi)).toEqual({});
  });

  it('refuses HTML and odd characters in the registration number', () => {
    expect(Object.keys(errorsOf(draft({ reg_number: '<b>KA01</b>' })))).toEqual(['reg_number']);
    expect(errorsOf(draft({ reg_number: 'KA#01' }))).toEqual({
      reg_number: 'Registration number may contain letters, digits, spaces and dashes only',
    });
  });

  it('makes engine number, VIN, odometer and insurance mandatory when the garage says so', () => {
    expect([...requiredVehicleFields(strict)]).toEqual(
      expect.arrayContaining([
        'engine_number',
        'vin',
        'odometer_reading',
        'insurance_provider',
        'policy_number',
        'insurance_expiry',
      ]),
    );
    expect(Object.keys(errorsOf(draft(), strict)).sort()).toEqual([
      'engine_number',
      'insurance_expiry',
      'insurance_provider',
      'odometer_reading',
      'policy_number',
      'vin',
    ]);
    const full = draft({
      engine_number: 'K12M-12345',
      vin: 'MA3EWDE1S00123456',
      odometer_reading: '100',
      insurance_provider: 'ACKO',
      policy_number: 'P-1',
      insurance_expiry: '2027-03-31',
    });
    expect(errorsOf(full, strict)).toEqual({});
  });

  it('checks an update without an owner', () => {
    expect(checkVehicleUpdate(draft(), india).ok).toBe(true);
    expect(checkVehicleUpdate(draft({ reg_number: ' ' }), india).ok).toBe(false);
  });
});
