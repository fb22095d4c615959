import { HOURLY_RATE_COLUMN, MONEY_COLUMN, QUANTITY_COLUMN, TAX_RATE_COLUMN } from '@garage/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
const groupId = () => bigint('group_id', { mode: 'number' }).notNull();
const garageId = () => bigint('garage_id', { mode: 'number' }).notNull();
/** Money and quantities: exact decimals, read as strings. */
const money = (name: string) => numeric(name, MONEY_COLUMN);

/** Customers belong to the group: every outlet sees the same people. */
export const customer = pgTable(
  'customer',
  {
    groupId: groupId(),
    id: id(),
    /** The outlet that created the customer. */
    garageId: garageId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    countryPhoneCode: text('country_phone_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    buildingNumber: text('building_number'),
    taxNumber: text('tax_number'),
    /** Mexico: the customer's régimen fiscal (c_RegimenFiscal) for the CFDI's receptor; decision 048. */
    taxRegime: text('tax_regime'),
    /** Mexico: the CFDI use (c_UsoCFDI) the customer's invoices start with; null: S01 (decision 048, stop 28). */
    cfdiUse: text('cfdi_use'),
    customerCategory: text('customer_category').notNull().default('INDIVIDUAL'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** Name, numbers and e-mail in normal form (lower case, no accents) for partial search. */
    searchText: text('search_text').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('customer_mobile_uq').on(t.groupId, t.countryPhoneCode, t.mobileNumber),
    index('customer_recent_idx').on(t.groupId, t.id.desc()),
    index('customer_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const vehicle = pgTable(
  'user_car',
  {
    groupId: groupId(),
    id: id(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    garageId: garageId(),
    regNumber: text('reg_number').notNull(),
    /** Registration number lower case without spaces or dashes: what search and uniqueness compare. */
    regSearch: text('reg_search').notNull(),
    brandId: bigint('brand_id', { mode: 'number' }),
    modelId: bigint('model_id', { mode: 'number' }),
    variant: text('variant'),
    fuelType: text('fuel_type'),
    vehicleType: text('vehicle_type', { enum: ['car', 'bike'] })
      .notNull()
      .default('car'),
    vin: text('vin'),
    vinSearch: text('vin_search'),
    engineNumber: text('engine_number'),
    odometerReading: integer('odometer_reading'),
    manufactureYear: integer('manufacture_year'),
    colour: text('colour'),
    insuranceProvider: text('insurance_provider'),
    policyNumber: text('policy_number'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.customerId], foreignColumns: [customer.groupId, customer.id] }),
    uniqueIndex('user_car_reg_uq').on(t.groupId, t.regSearch),
    index('user_car_customer_idx').on(t.groupId, t.customerId),
    // Recommended items (decision 059): the vehicles of a model, or of a brand, in a group.
    index('user_car_model_idx').on(t.groupId, t.modelId),
    index('user_car_brand_idx').on(t.groupId, t.brandId),
    index('user_car_recent_idx').on(t.groupId, t.id.desc()),
    index('user_car_reg_trgm').using('gin', t.regSearch.op('gin_trgm_ops')),
    index('user_car_vin_trgm').using('gin', t.vinSearch.op('gin_trgm_ops')),
  ],
);

export const vehicleOwner = pgTable(
  'user_car_owner',
  {
    groupId: groupId(),
    id: id(),
    userCarId: bigint('user_car_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }),
    note: text('note'),
    changedBy: bigint('changed_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.userCarId], foreignColumns: [vehicle.groupId, vehicle.id] }),
    foreignKey({ columns: [t.groupId, t.customerId], foreignColumns: [customer.groupId, customer.id] }),
    index('user_car_owner_car_idx').on(t.groupId, t.userCarId),
  ],
);

export const vehicleOdometer = pgTable(
  'user_car_odometer',
  {
    groupId: groupId(),
    id: id(),
    userCarId: bigint('user_car_id', { mode: 'number' }).notNull(),
    reading: integer('reading').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    source: text('source').notNull().default('VEHICLE'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.userCarId], foreignColumns: [vehicle.groupId, vehicle.id] }),
    index('user_car_odometer_car_idx').on(t.groupId, t.userCarId, t.recordedAt),
  ],
);

/** Shared reference data: brands and models of the curated catalogue, plus each group's own models. */
export const vehicleBrand = pgTable('vehicle_brand', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  vehicleType: text('vehicle_type', { enum: ['car', 'bike'] }).notNull(),
});

export const vehicleModel = pgTable(
  'vehicle_model',
  {
    // Curated models carry fixed ids below 100000; models a group adds are numbered from 100000.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => vehicleBrand.id),
    name: text('name').notNull(),
    vehicleType: text('vehicle_type', { enum: ['car', 'bike'] }).notNull(),
    fuelTypes: text('fuel_types').array().notNull().default(sql`'{}'::text[]`),
    /** Set for a group's own model; null for the shared catalogue. */
    groupId: bigint('group_id', { mode: 'number' }),
  },
  (t) => [index('vehicle_model_brand_idx').on(t.brandId)],
);

export const favouriteBrand = pgTable(
  'favourite_brand_map',
  { groupId: groupId(), garageId: garageId(), brandId: bigint('brand_id', { mode: 'number' }).notNull() },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.brandId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

export const favouriteModel = pgTable(
  'favourite_model_map',
  { groupId: groupId(), garageId: garageId(), modelId: bigint('model_id', { mode: 'number' }).notNull() },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.modelId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

export const taxCategory = pgTable(
  'tax_category',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    totalValue: numeric('total_value', TAX_RATE_COLUMN).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    index('tax_category_garage_idx').on(t.groupId, t.garageId),
  ],
);

export const taxComponent = pgTable(
  'tax_component',
  {
    groupId: groupId(),
    id: id(),
    taxCategoryId: bigint('tax_category_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    value: numeric('value', TAX_RATE_COLUMN).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.taxCategoryId], foreignColumns: [taxCategory.groupId, taxCategory.id] }).onDelete(
      'cascade',
    ),
    index('tax_component_category_idx').on(t.groupId, t.taxCategoryId),
  ],
);

export const service = pgTable(
  'service',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    sac: text('sac'),
    price: money('price').notNull(),
    taxCategoryId: bigint('tax_category_id', { mode: 'number' }),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    hourlyRating: numeric('hourly_rating', HOURLY_RATE_COLUMN),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.taxCategoryId], foreignColumns: [taxCategory.groupId, taxCategory.id] }),
    uniqueIndex('service_name_uq').on(t.groupId, t.garageId, t.nameKey),
    index('service_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const part = pgTable(
  'part',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    partNumber: text('part_number'),
    partNumberKey: text('part_number_key'),
    hsn: text('hsn'),
    brand: text('brand'),
    partType: text('part_type', { enum: ['PART', 'TYRE'] })
      .notNull()
      .default('PART'),
    tracking: text('tracking', { enum: ['NONE', 'BATCH', 'SERIAL'] })
      .notNull()
      .default('NONE'),
    unitId: integer('unit_id').notNull(),
    sellingPrice: money('selling_price').notNull(),
    purchasePrice: money('purchase_price'),
    taxCategoryId: bigint('tax_category_id', { mode: 'number' }),
    taxInclusive: boolean('tax_inclusive').notNull().default(true),
    minStock: numeric('min_stock', QUANTITY_COLUMN).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text').notNull(),
    /**
     * `active` and `min_stock` as the garage's `stock_summary` row last counted them (platform/stock-summary.ts):
     * written only by the summary's fold, so a part whose figures differ is one the summary reads live.
     */
    summaryActive: boolean('summary_active').notNull().default(false),
    summaryMinStock: numeric('summary_min_stock', QUANTITY_COLUMN).notNull().default('0'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.taxCategoryId], foreignColumns: [taxCategory.groupId, taxCategory.id] }),
    uniqueIndex('part_number_uq').on(t.groupId, t.garageId, t.partNumberKey).where(sql`${t.partNumberKey} is not null`),
    index('part_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    // The Inventory list (decision 057): active parts by name, and the parts that have a reorder level.
    index('part_stock_list_idx').on(t.groupId, t.garageId, sql`lower(${t.name})`, t.id).where(sql`${t.active}`),
    index('part_reorder_idx').on(t.groupId, t.garageId, t.id).where(sql`${t.active} and ${t.minStock} > 0`),
    // The low-stock filter, alone or with a search, reads only the parts that have a reorder level: by name,
    // or by the search's trigrams.
    index('part_low_list_idx')
      .on(t.groupId, t.garageId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.active} and ${t.minStock} > 0`),
    index('part_low_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')).where(sql`${t.active} and ${t.minStock} > 0`),
    // The parts the stock summary has not counted as they are now (created, deactivated, reorder level changed).
    index('part_summary_pending_idx')
      .on(t.groupId, t.garageId, t.id)
      .where(sql`${t.active} <> ${t.summaryActive} or ${t.minStock} <> ${t.summaryMinStock}`),
  ],
);

export const servicePackage = pgTable(
  'service_package',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    description: text('description'),
    serviceIds: bigint('service_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    partIds: bigint('part_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

/**
 * Insurance companies a garage bills the insurer's share of a split bill to (sidebar: Insurance
 * Partners). Their own dues are the INSURER invoices billed to them.
 */
export const insurancePartner = pgTable(
  'insurance_partner',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    address: text('address'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('insurance_partner_name_uq').on(t.groupId, t.garageId, sql`lower(${t.name})`),
  ],
);

/**
 * A customer's own price for a service or part of a garage (spec: part_customer_price,
 * service_customer_price; decision 060): lines for this customer start at this price instead of the
 * master's, and the price roles compare against it.
 */
export const customerItemPrice = pgTable(
  'customer_item_price',
  {
    groupId: groupId(),
    id: id(),
    garageId: garageId(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['service', 'part'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    foreignKey({ columns: [t.groupId, t.customerId], foreignColumns: [customer.groupId, customer.id] }),
    uniqueIndex('customer_item_price_uq').on(t.groupId, t.garageId, t.customerId, t.kind, t.itemId),
  ],
);
