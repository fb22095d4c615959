import { isRfc } from './cfdi.ts';

/** A GSTIN: state code (2 digits), the 10-character PAN, the entity number, "Z", a check character. */
export const isGstin = (value: string) => /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value);
/** A Saudi VAT registration number: 15 digits, first and last 3 (ZATCA). */
export const isSaudiVatNumber = (value: string) => /^3[0-9]{13}3$/.test(value);

/** The garage's own tax number as it is saved and printed: trimmed, upper case. */
export const normalGarageTaxNumber = (value: string) => value.trim().toUpperCase();

/** The catalogue text refusing a garage's own tax number in its country, or null when it fits (or is empty). */
export type GarageTaxNumberProblem = 'garage.taxNumber.IN' | 'garage.taxNumber.SA' | 'garage.taxNumber.MX';
export function garageTaxNumberProblem(countryCode: string, value: string): GarageTaxNumberProblem | null {
  const number = normalGarageTaxNumber(value);
  if (number === '') return null;
  switch (countryCode.toUpperCase()) {
    case 'IN':
      return isGstin(number) ? null : 'garage.taxNumber.IN';
    case 'SA':
      return isSaudiVatNumber(number) ? null : 'garage.taxNumber.SA';
    case 'MX':
      return isRfc(number) ? null : 'garage.taxNumber.MX';
    default:
      return null;
  }
}

/**
 * Countries whose invoices need the garage's own tax number: India's tax invoice its GSTIN, Saudi Arabia's
 * (ZATCA) its VAT number, Mexico's CFDI its RFC. Elsewhere it is printed when there is one.
 */
const SELLER_TAX_NUMBER_REQUIRED: ReadonlySet<string> = new Set(['IN', 'SA', 'MX']);

/** Whether the garage's invoices need a tax number it has not set (the invoice page offers to add it). */
export function sellerTaxNumberMissing(countryCode: string, taxNumber: string | null | undefined): boolean {
  return SELLER_TAX_NUMBER_REQUIRED.has(countryCode.toUpperCase()) && !taxNumber?.trim();
}
