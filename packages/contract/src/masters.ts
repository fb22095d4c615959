import {
  CFDI_USOS_INGRESO,
  CUSTOMER_CATEGORIES,
  containsHtml,
  FUEL_TYPES,
  HOURLY_RATE_COLUMN,
  isCfdiTaxRegime,
  isTaxNumber,
  MONEY_COLUMN,
  PART_TYPES,
  QUANTITY_COLUMN,
  TAX_RATE_COLUMN,
  TRACKING_TYPES,
  VEHICLE_SEARCH_FIELDS,
  VEHICLE_TYPES,
} from '@garage/domain';
import { z } from 'zod';
import {
  calendarDate,
  decimalInput,
  digits,
  nonNegativeDecimal,
  optionalEmail,
  plainText,
  requiredText,
  unitId,
} from './common.ts';

// Re-exported: other contract modules and the browser read them from here.
export { decimalInput, nonNegativeDecimal };

export const Decimal = z.string().meta({ description: 'decimal number as a string' });

export const PageQuery = z.object({
  page_number: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export function page<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page_number: z.number(),
    page_size: z.number(),
    total_elements: z.number(),
    total_pages: z.number(),
    /** True when a search stopped counting (ten pages past the one asked for): there are more than total_elements. */
    total_capped: z.boolean(),
  });
}

// ---------- Customers ----------

const taxNumber = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || isTaxNumber(v), { error: 'customer.taxNumber' });

const customerFields = {
  first_name: requiredText(60),
  last_name: plainText(60).optional(),
  country_phone_code: digits.pipe(z.string().regex(/^\d{1,4}$/, { error: 'phone.codeInvalid' })),
  mobile_number: digits.pipe(z.string().regex(/^\d{4,15}$/, { error: 'phone.numberInvalid' })),
  email: optionalEmail,
  address: plainText(500).optional(),
  city: plainText(80).optional(),
  state: plainText(80).optional(),
  postal_code: plainText(12).optional(),
  building_number: plainText(10).optional(),
  tax_number: taxNumber.optional(),
  /** Mexico: the customer's régimen fiscal (SAT c_RegimenFiscal) for their CFDI; empty: from the RFC (decision 048). */
  tax_regime: z
    .string()
    .trim()
    .refine((v) => v === '' || isCfdiTaxRegime(v), { error: 'cfdi.customerRegime' })
    .optional(),
  /**
   * Mexico: the CFDI use (c_UsoCFDI) the customer's B2B invoices start with; empty: S01 (decision 048, stop 28).
   * Checked against the RFC and régimen when an invoice states it.
   */
  cfdi_use: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || v in CFDI_USOS_INGRESO, { error: 'cfdiGlobal.usoInvalid' })
    .optional(),
  customer_category: z.enum(CUSTOMER_CATEGORIES).default('INDIVIDUAL'),
  tags: z
    .array(plainText(30).pipe(z.string().min(1)))
    .max(20)
    .default([]),
  notes: plainText(2000).optional(),
};

export const CustomerCreate = z.object(customerFields);
export type CustomerCreate = z.input<typeof CustomerCreate>;
export const CustomerUpdate = z.object(customerFields);

export const Vehicle = z
  .object({
    user_car_id: z.number(),
    customer_id: z.number(),
    customer_name: z.string(),
    customer_mobile: z.string(),
    reg_number: z.string(),
    brand_id: z.number().nullable(),
    brand_name: z.string().nullable(),
    model_id: z.number().nullable(),
    model_name: z.string().nullable(),
    variant: z.string().nullable(),
    fuel_type: z.string().nullable(),
    vehicle_type: z.enum(VEHICLE_TYPES),
    vin: z.string().nullable(),
    engine_number: z.string().nullable(),
    odometer_reading: z.number().nullable(),
    odometer_unit: z.enum(['KM', 'MILE']),
    manufacture_year: z.number().nullable(),
    colour: z.string().nullable(),
    insurance_provider: z.string().nullable(),
    policy_number: z.string().nullable(),
    insurance_expiry: z.string().nullable(),
    display_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof Vehicle>;

export const Customer = z
  .object({
    customer_id: z.number(),
    group_id: z.number(),
    garage_id: z.number(),
    display_name: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    country_phone_code: z.string(),
    mobile_number: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    building_number: z.string().nullable(),
    tax_number: z.string().nullable(),
    tax_regime: z.string().nullable(),
    cfdi_use: z.string().nullable(),
    customer_category: z.string(),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    vehicle_count: z.number(),
    /** What the customer owes the current garage: totals of their orders awaiting payment, less payments. */
    dues: Decimal,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof Customer>;

export const CustomerDetails = Customer.extend({
  vehicles: z.array(Vehicle),
}).meta({ id: 'CustomerDetails' });

export const CustomerPage = page(Customer);
export const CustomerWithVehicles = Customer.extend({ vehicles: z.array(Vehicle) });
export const CustomerWithVehiclesPage = page(CustomerWithVehicles);

export const CustomerSearchQuery = PageQuery.extend({
  query: z.string().trim().max(100).default(''),
});
export const CheckMobileQuery = z.object({ mobile_number: digits, country_phone_code: digits });
export const CheckMobileAnswer = z.object({
  exists: z.boolean(),
  customer_id: z.number().nullable(),
  display_name: z.string().nullable(),
});

// ---------- Vehicles ----------

const year = z.coerce.number().int().min(1900).max(2100);
const regNumber = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .refine((v) => !containsHtml(v), { error: 'field.htmlTags' })
  .refine((v) => /^[\p{L}\p{N}\s-]+$/u.test(v), { error: 'vehicle.regChars' });

const vehicleFields = {
  reg_number: regNumber,
  brand_id: z.number().int().positive().nullable().optional(),
  model_id: z.number().int().positive().nullable().optional(),
  variant: plainText(60).optional(),
  fuel_type: z.enum(FUEL_TYPES).nullable().optional(),
  vehicle_type: z.enum(VEHICLE_TYPES).default('car'),
  vin: plainText(17)
    .refine((v) => v === '' || /^[A-Za-z0-9]{11,17}$/.test(v), { error: 'vehicle.vin' })
    .optional(),
  engine_number: plainText(30)
    .refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), { error: 'field.invalid' })
    .optional(),
  odometer_reading: z.coerce.number().int().min(0).max(9_999_999).nullable().optional(),
  manufacture_year: year.nullable().optional(),
  colour: plainText(30).optional(),
  insurance_provider: plainText(80).optional(),
  policy_number: plainText(40).optional(),
  insurance_expiry: calendarDate.nullable().optional(),
};

export const VehicleCreate = z.object({ customer_id: z.number().int().positive(), ...vehicleFields });
export type VehicleCreate = z.input<typeof VehicleCreate>;
export const VehicleUpdate = z.object(vehicleFields);

export const VehicleSearchQuery = PageQuery.extend({
  garage_id: z.coerce.number().int().positive().optional(),
  reg_number: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
  search_by: z.enum(VEHICLE_SEARCH_FIELDS).optional(),
});
export const VehiclePage = page(Vehicle);

export const OwnershipChange = z.object({
  customer_id: z.number().int().positive(),
  note: plainText(500).optional(),
});

export const VehicleHistory = Vehicle.extend({
  owners: z.array(
    z.object({
      customer_id: z.number(),
      customer_name: z.string(),
      from: z.string(),
      to: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  odometer_readings: z.array(z.object({ reading: z.number(), unit: z.enum(['KM', 'MILE']), recorded_at: z.string() })),
});

// ---------- Vehicle catalogue ----------

export const Brand = z.object({
  brand_id: z.number(),
  brand_name: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  is_favourite: z.boolean(),
});
export const BrandQuery = z.object({ vehicle_type: z.enum(VEHICLE_TYPES).optional() });
export const Model = z.object({
  brand_id: z.number(),
  model_id: z.number(),
  model_name: z.string(),
  /** Brand, model and fuel as the garage shows them (hide_brand / hide_fuel honoured). */
  display_name: z.string(),
  fuel_types: z.array(z.string()),
  vehicle_type: z.enum(VEHICLE_TYPES),
  is_custom: z.boolean(),
  is_favourite: z.boolean(),
});
export const ModelCreate = z.object({
  brand_id: z.number().int().positive(),
  model_name: requiredText(60),
  fuel_types: z.array(z.enum(FUEL_TYPES)).max(6).default([]),
  vehicle_type: z.enum(VEHICLE_TYPES).default('car'),
});
export const FavouriteBrands = z.object({
  garage_id: z.number().int().positive(),
  brand_id_list: z.array(z.number().int().positive()).min(1).max(200),
});
export const FavouriteModels = z.object({
  garage_id: z.number().int().positive(),
  model_id_list: z.array(z.number().int().positive()).min(1).max(500),
});

// ---------- Taxes, units ----------

export const TaxComponent = z.object({ tax_component_id: z.number(), tax_component_name: z.string(), value: Decimal });
export const TaxCategory = z
  .object({
    tax_category_id: z.number(),
    name: z.string(),
    total_value: Decimal,
    tax_component_list: z.array(TaxComponent),
    active: z.boolean(),
  })
  .meta({ id: 'TaxCategory' });
export type TaxCategory = z.infer<typeof TaxCategory>;
export const TaxCategoryInput = z.object({
  name: requiredText(60),
  total_value: nonNegativeDecimal(TAX_RATE_COLUMN),
  tax_component_list: z
    .array(z.object({ tax_component_name: requiredText(30), value: nonNegativeDecimal(TAX_RATE_COLUMN) }))
    .min(1)
    .max(6),
  active: z.boolean().default(true),
});

export const UnitView = z.object({
  unit_id: z.number(),
  unit_name: z.string(),
  symbol: z.string(),
  category_id: z.number(),
  multiplier: Decimal,
});
export const UnitCategoryView = z.object({ category_id: z.number(), category_name: z.string(), base_symbol: z.string() });

// ---------- Services, parts, packages ----------

export const CatalogueQuery = PageQuery.extend({
  query: z.string().trim().max(100).default(''),
  include_inactive: z.stringbool().default(false),
});

export const Service = z
  .object({
    service_id: z.number(),
    service_name: z.string(),
    sac: z.string().nullable(),
    price: Decimal,
    tax_category_id: z.number().nullable(),
    tax_category: TaxCategory.nullable(),
    tax_inclusive: z.boolean(),
    hourly_rating: Decimal.nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'Service' });
export const ServiceInput = z.object({
  service_name: requiredText(120),
  sac: plainText(20).optional(),
  price: nonNegativeDecimal(MONEY_COLUMN),
  tax_category_id: z.number().int().positive().nullable().optional(),
  tax_inclusive: z.boolean().default(false),
  hourly_rating: nonNegativeDecimal(HOURLY_RATE_COLUMN).nullable().optional(),
  active: z.boolean().default(true),
});
export type Service = z.infer<typeof Service>;
export const ServicePage = page(Service);

export const Part = z
  .object({
    part_id: z.number(),
    part_name: z.string(),
    part_number: z.string().nullable(),
    hsn: z.string().nullable(),
    brand: z.string().nullable(),
    part_type: z.enum(PART_TYPES),
    tracking: z.enum(TRACKING_TYPES),
    unit_id: z.number(),
    unit_symbol: z.string(),
    selling_price: Decimal,
    /** Omitted for users with PRICE_VIEW_RESTRICTED. */
    purchase_price: Decimal.nullable(),
    tax_category_id: z.number().nullable(),
    tax_category: TaxCategory.nullable(),
    tax_inclusive: z.boolean(),
    min_stock: Decimal,
    active: z.boolean(),
  })
  .meta({ id: 'Part' });
export const PartInput = z.object({
  part_name: requiredText(120),
  part_number: plainText(40).optional(),
  hsn: plainText(20).optional(),
  brand: plainText(60).optional(),
  part_type: z.enum(PART_TYPES).default('PART'),
  tracking: z.enum(TRACKING_TYPES).default('NONE'),
  unit_id: unitId.default(9),
  selling_price: nonNegativeDecimal(MONEY_COLUMN),
  purchase_price: nonNegativeDecimal(MONEY_COLUMN).nullable().optional(),
  tax_category_id: z.number().int().positive().nullable().optional(),
  // Spec: parts are tax inclusive by default.
  tax_inclusive: z.boolean().default(true),
  min_stock: nonNegativeDecimal(QUANTITY_COLUMN).default('0'),
  active: z.boolean().default(true),
});
export type Part = z.infer<typeof Part>;
export const PartPage = page(Part);

export const ServicePackage = z
  .object({
    service_package_id: z.number(),
    service_package_name: z.string(),
    description: z.string().nullable(),
    service_ids_list: z.array(z.number()),
    part_ids_list: z.array(z.number()),
    services: z.array(Service),
    parts: z.array(Part),
    active: z.boolean(),
  })
  .meta({ id: 'ServicePackage' });
export const ServicePackageInput = z
  .object({
    service_package_name: requiredText(120),
    description: z
      .string()
      .trim()
      .max(20_000)
      .refine((v) => !containsHtml(v), { error: 'field.htmlTags' })
      .optional(),
    service_ids_list: z.array(z.number().int().positive()).max(200).default([]),
    part_ids_list: z.array(z.number().int().positive()).max(200).default([]),
    active: z.boolean().default(true),
  })
  .refine((v) => v.service_ids_list.length + v.part_ids_list.length > 0, { error: 'package.empty', path: ['service_ids_list'] });
export const ServicePackageList = z.array(ServicePackage);
