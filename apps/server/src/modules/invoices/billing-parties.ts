import type { Invoice } from '@garage/contract';
import { customerDisplayName, postalCodeInAddress } from '@garage/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { customer, garage, garageProperty } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { type GarageSettings, loadGarageSettings, settingsOf } from '../../platform/garage-settings.ts';
import { type OrderPartLine, partLinesFromJson, partLinesJson } from '../parts-on-orders/order-stock.repository.ts';
import { billingNumberOf } from './invoice.repository.ts';

/** A number with its country code as printed on a bill: "+91 9876543210". */
const phone = (code: string | null, number: string | null) => (number ? (code ? `+${code} ${number}` : number) : null);

interface Person {
  first_name: string;
  last_name: string | null;
  country_phone_code: string | null;
  mobile_number: string | null;
  email: string | null;
  building_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  tax_number: string | null;
  tax_regime: string | null;
  cfdi_use: string | null;
}
interface Shop {
  name: string;
  country_phone_code: string | null;
  mobile_number: string | null;
  email: string | null;
  address: string | null;
  logo_url: string | null;
  extra_information: unknown;
}

/**
 * The customer and the garage as they are now, frozen onto an invoice (its `customer` and `seller`
 * blocks), the garage's number prefixes and settings. Read in the invoicing transaction; with
 * `reserveInvoiceId` the same statement takes the bill's id, so its stock can leave before the bill
 * is written and numbered (create-invoice.ts).
 */
export async function billingParties(
  tx: Tx,
  scope: { groupId: number; garageId: number },
  customerId: number,
  options: { reserveInvoiceId?: boolean; billedOrderId?: number; partLinesOfOrder?: number } = {},
): Promise<{
  customer: Invoice['customer'];
  seller: Invoice['seller'];
  invoicePrefix: string;
  receiptPrefix: string;
  creditNotePrefix: string;
  /** The garage's settings as read with the parties (the stock rules of the bill). */
  settings: GarageSettings;
  /** With `reserveInvoiceId`: the id the bill will have, taken from the invoice's identity sequence. */
  invoiceId: number | null;
  /** With `billedOrderId`: the number of the live bill that already covers that order (invoiceNumberBillingOrder). */
  billedNumber: string | undefined;
  /** With `partLinesOfOrder`: that order's catalogue part lines, what its bill takes off the shelf (partLinesOf). */
  partLines: OrderPartLine[] | undefined;
  /** Mexico: the customer's default CFDI use (c_UsoCFDI), null for S01; not printed, so not in `customer`. */
  customerCfdiUse: string | null;
}> {
  // One statement (decision 043, addendum on speed): the customer's and the garage's printed fields and the
  // garage's settings, each as JSON of text.
  const [found] = await queryRows<{
    person: Person | null;
    shop:
      | (Shop & {
          country_code: string;
          currency_code: string;
          time_zone: string;
          inventory_enabled: boolean;
          part_issuance_enabled: boolean;
        })
      | null;
    props: Array<{ property_name: string; property_value: string }>;
    invoice_id: string | number | null;
    billed_number: string | null;
    part_lines: Parameters<typeof partLinesFromJson>[0] | null;
  }>(
    tx,
    sql`select
      (select json_build_object('first_name', ${customer.firstName}, 'last_name', ${customer.lastName},
          'country_phone_code', ${customer.countryPhoneCode}, 'mobile_number', ${customer.mobileNumber}, 'email', ${customer.email},
          'building_number', ${customer.buildingNumber}, 'address', ${customer.address}, 'city', ${customer.city},
          'state', ${customer.state}, 'postal_code', ${customer.postalCode}, 'tax_number', ${customer.taxNumber},
          'tax_regime', ${customer.taxRegime}, 'cfdi_use', ${customer.cfdiUse})
        from ${customer} where ${customer.groupId} = ${scope.groupId} and ${customer.id} = ${customerId}) as person,
      (select json_build_object('name', ${garage.name}, 'country_phone_code', ${garage.countryPhoneCode},
          'mobile_number', ${garage.mobileNumber}, 'email', ${garage.email}, 'address', ${garage.address},
          'logo_url', ${garage.logoUrl}, 'extra_information', ${garage.extraInformation},
          'country_code', ${garage.countryCode}, 'currency_code', ${garage.currencyCode}, 'time_zone', ${garage.timeZone},
          'inventory_enabled', ${garage.inventoryEnabled}, 'part_issuance_enabled', ${garage.partIssuanceEnabled})
        from ${garage} where ${garage.groupId} = ${scope.groupId} and ${garage.id} = ${scope.garageId}) as shop,
      (select coalesce(json_agg(json_build_object('property_name', ${garageProperty.propertyName},
          'property_value', ${garageProperty.propertyValue})), '[]'::json)
        from ${garageProperty}
        where ${garageProperty.groupId} = ${scope.groupId} and ${garageProperty.garageId} = ${scope.garageId}) as props,
      ${options.reserveInvoiceId ? sql`nextval(pg_get_serial_sequence('invoice', 'id'))` : sql`null`} as invoice_id,
      ${options.billedOrderId === undefined ? sql`null` : billingNumberOf(scope, options.billedOrderId)} as billed_number,
      ${options.partLinesOfOrder === undefined ? sql`null` : partLinesJson(scope.groupId, options.partLinesOfOrder)} as part_lines`,
  );
  const person = found?.person;
  const shop = found?.shop;
  const settings = shop
    ? settingsOf(
        {
          countryCode: shop.country_code,
          currencyCode: shop.currency_code,
          timeZone: shop.time_zone,
          inventoryEnabled: shop.inventory_enabled,
          partIssuanceEnabled: shop.part_issuance_enabled,
        },
        found.props,
      )
    : null;
  if (!person || !shop || !settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const address = [person.building_number, person.address, person.city, person.state, person.postal_code]
    .filter(Boolean)
    .join(', ');
  return {
    customer: {
      name: customerDisplayName({ firstName: person.first_name, lastName: person.last_name }),
      mobile: phone(person.country_phone_code, person.mobile_number),
      email: person.email,
      address: address || null,
      tax_number: person.tax_number || null,
      ...(settings.countryCode === 'MX'
        ? { postal_code: person.postal_code || null, tax_regime: person.tax_regime || null }
        : {}),
    },
    seller: sellerBlock(
      {
        name: shop.name,
        countryPhoneCode: shop.country_phone_code,
        mobileNumber: shop.mobile_number,
        email: shop.email,
        address: shop.address,
        logoUrl: shop.logo_url,
        extraInformation: shop.extra_information,
      },
      settings,
    ),
    invoicePrefix: settings.props.invoice_prefix,
    receiptPrefix: settings.props.receipt_prefix,
    creditNotePrefix: settings.props.credit_note_prefix,
    settings,
    invoiceId: found.invoice_id === null ? null : Number(found.invoice_id),
    billedNumber: found.billed_number ?? undefined,
    partLines: found.part_lines ? partLinesFromJson(found.part_lines) : undefined,
    customerCfdiUse: settings.countryCode === 'MX' ? person.cfdi_use || null : null,
  };
}

/** What the seller block needs of the garage row. */
type SellerSource = Pick<
  typeof garage.$inferSelect,
  'name' | 'countryPhoneCode' | 'mobileNumber' | 'email' | 'address' | 'logoUrl' | 'extraInformation'
>;

/** The garage as a document's seller: name, contacts, tax number, Mexico's CFDI data, currency and digits. */
export function sellerBlock(shop: SellerSource, settings: GarageSettings): Invoice['seller'] {
  const extra = shop.extraInformation as { tax_number?: string };
  return {
    name: shop.name,
    mobile: phone(shop.countryPhoneCode, shop.mobileNumber),
    email: shop.email,
    address: shop.address,
    tax_number: extra.tax_number || null,
    ...(settings.countryCode === 'MX'
      ? {
          postal_code: settings.props.cfdi_postal_code || postalCodeInAddress(shop.address),
          tax_regime: settings.props.cfdi_tax_regime,
        }
      : {}),
    logo_url: shop.logoUrl,
    country_code: settings.countryCode,
    currency_code: settings.currencyCode,
    time_zone: settings.timeZone,
    rounding_digits: settings.props.rounding_mode,
  };
}

/** The garage's seller block read now (documents that are not frozen onto a bill). */
export async function garageSeller(db: Db | Tx, scope: { groupId: number; garageId: number }): Promise<Invoice['seller']> {
  const [shop] = await db
    .select()
    .from(garage)
    .where(and(eq(garage.groupId, scope.groupId), eq(garage.id, scope.garageId)));
  const settings = await loadGarageSettings(db, scope.groupId, scope.garageId);
  if (!shop || !settings) throw new AppError('NOT_FOUND', 'http.notFound');
  return sellerBlock(shop, settings);
}
