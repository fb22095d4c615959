import { type DistanceUnit, distanceUnit } from '@garage/domain';
import { isOn, numberProperty, type PropertyMap } from '../api/session-data.ts';

/** What the garage's country and properties decide for the master-data forms (the server applies the same). */
export interface MasterRules {
  countryCode: string;
  /** Saudi formats: mobile, postal code, building number, plate. */
  saudi: boolean;
  distanceUnit: DistanceUnit;
  mandatory: {
    customerEmail: boolean;
    customerAddress: boolean;
    customerTaxNumber: boolean;
    engineNumber: boolean;
    vin: boolean;
    odometer: boolean;
    /** Provider, policy number and expiry date. */
    insurance: boolean;
  };
  hideBrand: boolean;
  hideFuel: boolean;
  serviceHourlyRate: boolean;
  /** Defaults of new catalogue items. */
  serviceTaxInclusive: boolean;
  partTaxInclusive: boolean;
  /** Decimals of amounts (rounding_mode, default 2). */
  roundingDigits: number;
}

export function masterRules(countryCode: string, properties: PropertyMap): MasterRules {
  const country = countryCode.toUpperCase();
  const on = (name: string) => isOn(properties, name);
  const digits = numberProperty(properties, 'roundingMode', 2);
  return {
    countryCode: country,
    saudi: country === 'SA',
    distanceUnit: distanceUnit(country),
    mandatory: {
      customerEmail: on('mandatoryCustomerEmail'),
      customerAddress: on('mandatoryCustomerAddress'),
      customerTaxNumber: on('mandatoryCustomerGstin'),
      engineNumber: on('mandatoryEngineNumber'),
      vin: on('mandatoryVin'),
      odometer: on('mandatoryOdometer'),
      insurance: on('mandatoryInsurance'),
    },
    hideBrand: on('hideBrand'),
    hideFuel: on('hideFuel'),
    serviceHourlyRate: on('serviceHourlyRateEnabled'),
    serviceTaxInclusive: on('taxInclusive'),
    partTaxInclusive: properties.partTaxInclusive === undefined ? true : on('partTaxInclusive'),
    roundingDigits: Number.isInteger(digits) && digits >= 0 && digits <= 4 ? digits : 2,
  };
}

/** The customer's tax number is called GSTIN in India, RFC in Mexico and VAT number elsewhere. */
export type TaxNumberLabel = 'gstin' | 'rfc' | 'vat';
export function taxNumberLabel(countryCode: string): TaxNumberLabel {
  const c = countryCode.toUpperCase();
  return c === 'IN' ? 'gstin' : c === 'MX' ? 'rfc' : 'vat';
}
