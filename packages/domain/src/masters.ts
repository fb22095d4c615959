/** Rules of the master data every order needs: customers, vehicles, catalogue. */

export const FUEL_TYPES = ['PETROL', 'DIESEL', 'CNG', 'LPG', 'ELECTRIC', 'HYBRID'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const VEHICLE_TYPES = ['car', 'bike'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const CUSTOMER_CATEGORIES = ['INDIVIDUAL', 'CORPORATE', 'FLEET', 'GOVERNMENT', 'INSURANCE'] as const;
export const PART_TYPES = ['PART', 'TYRE'] as const;
export const TRACKING_TYPES = ['NONE', 'BATCH', 'SERIAL'] as const;
export const VEHICLE_SEARCH_FIELDS = ['reg_number', 'customer_name', 'vin_number'] as const;

/**
 * The form a registration number is searched and compared in: lower case, letters and digits only, so
 * "KA 01-AB 1234" and "ka01ab1234" are the same plate and "01ab12" finds it.
 */
export function normalizeReg(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Free search text in the same normal form, keeping spaces between words. */
export function normalizeSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}@.+ ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Saudi plate: 3 letters plus 4 digits, spaces and dashes allowed between them. */
export function isSaudiPlate(value: string): boolean {
  return /^\p{L}{3}\d{4}$/u.test(value.replace(/[\s-]/g, ''));
}

export const isSaudiPostalCode = (value: string) => /^\d{5}$/.test(value);
export const isSaudiBuildingNumber = (value: string) => /^\d{4}$/.test(value);
/** GSTIN, RFC, VAT numbers: letters and digits only. */
export const isTaxNumber = (value: string) => /^[A-Za-z0-9]{1,20}$/.test(value);
export const isVin = (value: string) => /^[A-HJ-NPR-Za-hj-npr-z0-9]{11,17}$/.test(value);

/** Words of a text, for the 1000-word package description limit. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

export const PACKAGE_DESCRIPTION_MAX_WORDS = 1000;

export function vehicleDisplayName(parts: {
  brandName?: string | null;
  modelName?: string | null;
  fuelType?: string | null;
  regNumber?: string | null;
  hideBrand?: boolean;
  hideFuel?: boolean;
}): string {
  const words = [
    parts.hideBrand ? null : parts.brandName,
    parts.modelName,
    parts.hideFuel || !parts.fuelType ? null : parts.fuelType.charAt(0) + parts.fuelType.slice(1).toLowerCase(),
  ].filter(Boolean);
  return words.join(' ') || (parts.regNumber ?? '');
}

/**
 * A part number as the garage's masters compare it: lower case without spaces or dashes ('OF-123 A' and
 * 'of123a' are one part). Parts are unique per garage by this key; imports, transfers and catalogue
 * lookups match on it.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber.toLowerCase().replace(/[\s-]/g, '');
}
