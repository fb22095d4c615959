import { describe, expect, it } from 'vitest';
import { masterRules, taxNumberLabel } from './garage-rules.ts';

describe('garage rules of the master forms', () => {
  it('reads the mandatory-field properties (booleans or "true")', () => {
    const rules = masterRules('in', {
      mandatoryCustomerEmail: true,
      mandatoryVin: 'true',
      mandatoryInsurance: true,
      mandatoryOdometer: false,
    });
    expect(rules.countryCode).toBe('IN');
    expect(rules.mandatory).toEqual({
      customerEmail: true,
      customerAddress: false,
      customerTaxNumber: false,
      engineNumber: false,
      vin: true,
      odometer: false,
      insurance: true,
    });
  });

  it('uses Saudi formats in SA and miles in the US', () => {
    expect(masterRules('SA', {}).saudi).toBe(true);
    expect(masterRules('IN', {}).saudi).toBe(false);
    expect(masterRules('US', {}).distanceUnit).toBe('MILE');
    expect(masterRules('MX', {}).distanceUnit).toBe('KM');
  });

  it('keeps the rounding digits within 0–4 (default 2) and parts tax inclusive by default', () => {
    expect(masterRules('IN', {}).roundingDigits).toBe(2);
    expect(masterRules('IN', { roundingMode: 3 }).roundingDigits).toBe(3);
    expect(masterRules('IN', { roundingMode: 9 }).roundingDigits).toBe(2);
    expect(masterRules('IN', {}).partTaxInclusive).toBe(true);
    expect(masterRules('IN', { partTaxInclusive: false }).partTaxInclusive).toBe(false);
    expect(masterRules('IN', { serviceHourlyRateEnabled: true }).serviceHourlyRate).toBe(true);
  });

  it('names the tax number GSTIN in India, RFC in Mexico and VAT number elsewhere', () => {
    expect(taxNumberLabel('IN')).toBe('gstin');
    expect(taxNumberLabel('mx')).toBe('rfc');
    expect(taxNumberLabel('SA')).toBe('vat');
  });
});
