import type { Invoice } from '@garage/contract';
import { customerDisplayName, postalCodeInAddress } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customer, garage } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { type GarageSettings, loadGarageSettings } from '../../platform/garage-settings.ts';

/** A number with its country code as printed on a bill: "+91 9876543210". */
const phone = (code: string | null, number: string | null) => (number ? (code ? `+${code} ${number}` : number) : null);

/**
 * The customer and the garage as they are now, frozen onto an invoice (its `customer` and `seller`
 * blocks), and the garage's number prefix. Read in the invoicing transaction.
 */
export async function billingParties(
  tx: Tx,
  scope: { groupId: number; garageId: number },
  customerId: number,
): Promise<{
  customer: Invoice['customer'];
  seller: Invoice['seller'];
  invoicePrefix: string;
  receiptPrefix: string;
  creditNotePrefix: string;
}> {
  // One after another: a transaction is one connection, which runs one statement at a time anyway.
  const [person] = await tx
    .select()
    .from(customer)
    .where(and(eq(customer.groupId, scope.groupId), eq(customer.id, customerId)));
  const [shop] = await tx
    .select()
    .from(garage)
    .where(and(eq(garage.groupId, scope.groupId), eq(garage.id, scope.garageId)));
  const settings = await loadGarageSettings(tx, scope.groupId, scope.garageId);
  if (!person || !shop || !settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const address = [person.buildingNumber, person.address, person.city, person.state, person.postalCode]
    .filter(Boolean)
    .join(', ');
  return {
    customer: {
      name: customerDisplayName(person),
      mobile: phone(person.countryPhoneCode, person.mobileNumber),
      email: person.email,
      address: address || null,
      tax_number: person.taxNumber || null,
      ...(settings.countryCode === 'MX' ? { postal_code: person.postalCode || null, tax_regime: person.taxRegime || null } : {}),
    },
    seller: sellerBlock(shop, settings),
    invoicePrefix: settings.props.invoice_prefix,
    receiptPrefix: settings.props.receipt_prefix,
    creditNotePrefix: settings.props.credit_note_prefix,
  };
}

type GarageRow = typeof garage.$inferSelect;

/** The garage as a document prints it (an invoice's `seller` block; a purchase order's buyer). */
export function sellerBlock(shop: GarageRow, settings: GarageSettings): Invoice['seller'] {
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
