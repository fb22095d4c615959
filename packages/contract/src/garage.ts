import { findCountry, isValidTimeZone } from '@garage/domain';
import { z } from 'zod';
import { calendarDate, digits, optionalEmail, plainText, requiredText } from './common.ts';

export const GarageType = z.enum(['car', 'bike', 'both']);

/**
 * A count the owner types (bays, technicians): refused, never clamped, when it is not a whole number
 * from 0 to `max` (a clamped −3 or 99,999,999,999 was saved as something the owner never typed).
 */
const count = (max: number) =>
  z
    .number({ error: 'field.wholeNumber' })
    .int({ error: 'field.wholeNumber' })
    .min(0, { error: 'field.negative' })
    .max(max, { error: 'field.tooLarge' });

export const ExtraInformation = z.object({
  business_type: z.enum(['INDEPENDENT', 'AUTHORISED_DEALER', 'FRANCHISE', 'FLEET', 'OTHER']).optional(),
  services_offered: z
    .array(z.enum(['GENERAL_SERVICE', 'BODY_PAINT', 'TYRES', 'ELECTRICAL', 'AC', 'DETAILING', 'PARTS_SALES']))
    .max(7)
    .optional(),
  bays: count(1000).optional(),
  technicians: count(10000).optional(),
  monthly_vehicles: count(1_000_000).optional(),
  heard_from: plainText(120).optional(),
  /** The garage's tax registration printed on its invoices (GSTIN in India, VAT number, RFC in Mexico). */
  tax_number: plainText(20).optional(),
});
export type ExtraInformation = z.infer<typeof ExtraInformation>;

export const Subscription = z.object({
  subscription_type: z.enum(['TRIAL', 'PAID']),
  start_date: z.string(),
  end_date: z.string(),
});

export const Garage = z
  .object({
    garage_id: z.number(),
    garage_name: z.string(),
    garage_group_id: z.number(),
    group_id: z.number(),
    group_name: z.string(),
    time_zone: z.string(),
    country_code: z.string(),
    currency_code: z.string(),
    head_office: z.boolean(),
    inventory_enabled: z.boolean(),
    part_issuance_enabled: z.boolean(),
    address: z.string().nullable(),
    mobile_number: z.string().nullable(),
    country_phone_code: z.string().nullable(),
    email: z.string().nullable(),
    logo_url: z.string().nullable(),
    type: GarageType,
    established_date: z.string().nullable(),
    extra_information: ExtraInformation,
    subscription: Subscription.nullable(),
    /** The signed-in user's roles in this garage, comma-separated. */
    roles: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Garage' });
export type Garage = z.infer<typeof Garage>;

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => findCountry(c) !== undefined, { error: 'garage.countryUnknown' });
const timeZone = z
  .string()
  .trim()
  .refine((t) => isValidTimeZone(t), { error: 'garage.timeZoneUnknown' });
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'field.invalid' });

export const GarageCreate = z.object({
  garage_name: requiredText(120),
  country_code: countryCode,
  time_zone: timeZone,
  currency_code: currencyCode.optional(),
  address: plainText(500).optional(),
  mobile_number: digits.pipe(z.string().regex(/^\d{4,15}$/, { error: 'phone.numberInvalid' })).optional(),
  country_phone_code: digits.pipe(z.string().regex(/^\d{1,4}$/, { error: 'phone.codeInvalid' })).optional(),
  email: optionalEmail,
  type: GarageType.default('car'),
  established_date: calendarDate.nullable().optional(),
  /**
   * Owner's name, taken at registration when the user has none yet. The server requires it then (a person
   * without a name shows as a bare number); the browser always asks for it.
   */
  owner_first_name: plainText(60).optional(),
  owner_last_name: plainText(60).optional(),
});
export type GarageCreate = z.input<typeof GarageCreate>;

export const GarageUpdate = GarageCreate.omit({ owner_first_name: true, owner_last_name: true })
  .partial()
  .extend({
    logo_url: plainText(1000).nullable().optional(),
    extra_information: ExtraInformation.optional(),
    inventory_enabled: z.boolean().optional(),
    part_issuance_enabled: z.boolean().optional(),
  });
export type GarageUpdate = z.input<typeof GarageUpdate>;

export const GarageList = z.array(Garage);

export const PropertyValue = z.union([z.string().max(500), z.number(), z.boolean()]);
export const Property = z
  .object({ property_name: z.string().min(1).max(100), property_value: PropertyValue })
  .meta({ id: 'GarageProperty' });
export type Property = z.infer<typeof Property>;
export const StoredProperty = z.object({ garage_id: z.number(), property_name: z.string(), property_value: z.string() });
export const PropertyList = z.array(StoredProperty);
export const PropertyMultiple = z.array(Property).min(1).max(100);
export const PropertyNamesQuery = z.object({ property_names: z.string().min(1).max(4000) });
/** All properties with defaults, camel-case names (`roundingMode`), typed values. */
export const PropertyMap = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
