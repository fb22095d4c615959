/**
 * Garage properties: name/value pairs per garage, stored as text. Each known property has a type and a
 * default, so a garage that never set one reads the default.
 */
type BoolDef = { type: 'boolean'; default: boolean };
type IntDef = { type: 'integer'; default: number; min: number; max: number };
type TextDef = { type: 'text'; default: string; maxLength: number; pattern?: RegExp };
export type PropertyDefinition = BoolDef | IntDef | TextDef;

const bool = (value = false): BoolDef => ({ type: 'boolean', default: value });
const int = (value: number, min: number, max: number): IntDef => ({ type: 'integer', default: value, min, max });
const text = (value: string, maxLength: number, pattern?: RegExp): TextDef => ({
  type: 'text',
  default: value,
  maxLength,
  ...(pattern ? { pattern } : {}),
});

export const GARAGE_PROPERTIES = {
  // Mandatory fields of customers and vehicles.
  mandatory_customer_email: bool(),
  mandatory_customer_address: bool(),
  mandatory_customer_gstin: bool(),
  mandatory_engine_number: bool(),
  mandatory_vin: bool(),
  mandatory_odometer: bool(),
  mandatory_insurance: bool(),
  // Notification switches.
  sms_notification_enabled: bool(true),
  whatsapp_notification_enabled: bool(),
  email_notification_enabled: bool(true),
  order_notification_enabled: bool(true),
  invoice_notification_enabled: bool(true),
  reminder_notification_enabled: bool(true),
  first_reminder_days: int(0, 0, 3650),
  second_reminder_days: int(0, 0, 3650),
  // Pricing and tax.
  is_tax_applicable: bool(true),
  tax_inclusive: bool(),
  part_tax_inclusive: bool(true),
  rounding_mode: int(2, 0, 4),
  service_hourly_rate_enabled: bool(),
  // Modules.
  inventory_enabled: bool(true),
  part_issuance_enabled: bool(),
  bay_enabled: bool(),
  shift_module_enabled: bool(),
  quote_enabled: bool(),
  quotation_expiry_days: int(15, 1, 365),
  batch_serial_enabled: bool(),
  // Stock (decision 052): whether an issue may take a part below zero on hand (off: refused with a message).
  allow_negative_stock: bool(),
  mechanic_assignment_enabled: bool(),
  loyalty_enabled: bool(),
  coupon_code_enabled: bool(),
  daily_report_enabled: bool(),
  tally_enabled: bool(),
  inspection_enabled: bool(),
  order_sub_status_enabled: bool(),
  tv_enabled: bool(),
  freshreview_enabled: bool(),
  app_push_enabled: bool(),
  hide_brand: bool(),
  hide_fuel: bool(),
  // Invoices and receipts: the prefix of their numbers (INV/26-27/00001), letters, digits and '-'.
  invoice_prefix: text('INV', 4, /^[A-Za-z0-9-]{1,4}$/),
  receipt_prefix: text('RCP', 4, /^[A-Za-z0-9-]{1,4}$/),
  credit_note_prefix: text('CN', 4, /^[A-Za-z0-9-]{1,4}$/),
  // Mexico's CFDI (decision 048): the garage's régimen fiscal (c_RegimenFiscal, 601 for a company) and the
  // postal code of its place of issue (LugarExpedicion; empty reads the five digits of the garage address).
  cfdi_tax_regime: text('601', 3, /^6[0-2][0-9]$/),
  cfdi_postal_code: text('', 5, /^([0-9]{5})?$/),
  // Session.
  passcode_timeout_minutes: int(0, 0, 1440),
} as const satisfies Record<string, PropertyDefinition>;

export type PropertyName = keyof typeof GARAGE_PROPERTIES;
export type PropertyValue = boolean | number | string;
export type GarageProperties = {
  [K in PropertyName]: (typeof GARAGE_PROPERTIES)[K]['default'] extends boolean
    ? boolean
    : (typeof GARAGE_PROPERTIES)[K]['default'] extends string
      ? string
      : number;
};

export const PROPERTY_NAMES = Object.keys(GARAGE_PROPERTIES) as PropertyName[];

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Accepts either spelling (`roundingMode` or `rounding_mode`) and answers the stored one. */
export function propertyName(name: string): PropertyName | undefined {
  const snake = name.includes('_') ? name : camelToSnake(name);
  return snake in GARAGE_PROPERTIES ? (snake as PropertyName) : undefined;
}

/** Parses a value (as sent or as stored) for a property; undefined when it does not fit the type. */
export function parsePropertyValue(name: PropertyName, raw: unknown): PropertyValue | undefined {
  const def: PropertyDefinition = GARAGE_PROPERTIES[name];
  if (def.type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === '1' || raw === 1) return true;
    if (raw === 'false' || raw === '0' || raw === 0) return false;
    return undefined;
  }
  if (def.type === 'integer') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(n) || n < def.min || n > def.max) return undefined;
    return n;
  }
  const { maxLength, pattern } = def as TextDef;
  if (typeof raw !== 'string' || raw.length > maxLength) return undefined;
  if (pattern && !pattern.test(raw)) return undefined;
  return raw;
}

/** Full typed set for a garage: stored values over defaults. Unknown stored names are ignored. */
export function resolveProperties(stored: ReadonlyArray<{ property_name: string; property_value: string }>): GarageProperties {
  const out: Record<string, PropertyValue> = {};
  for (const name of PROPERTY_NAMES) out[name] = GARAGE_PROPERTIES[name].default;
  for (const row of stored) {
    const name = propertyName(row.property_name);
    if (!name) continue;
    const value = parsePropertyValue(name, row.property_value);
    if (value !== undefined) out[name] = value;
  }
  return out as GarageProperties;
}

export function toCamelCaseProperties(props: GarageProperties): Record<string, PropertyValue> {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [snakeToCamel(k), v]));
}
