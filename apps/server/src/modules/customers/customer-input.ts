import type { CustomerCreate } from '@garage/contract';
import { checkMobile, customerDisplayName, isSaudiBuildingNumber, isSaudiPostalCode, regimeForRfcProblem } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { customerSearchText, findByMobile } from './customer.repository.ts';

export type CustomerInput = z.output<typeof CustomerCreate>;

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/**
 * What creating and updating a customer share. The rules the schema cannot know: they depend on the garage (its country and its mandatory-field
 * properties) and on the group's other customers.
 */
export async function checkCustomerRules(tx: Tx, current: Membership, input: CustomerInput, exceptId?: number): Promise<void> {
  const phone = checkMobile(input.country_phone_code, input.mobile_number);
  if (!phone.ok) throw new AppError('VALIDATION', phone.error ?? 'phone.numberInvalid');

  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw notFound();
  if (settings.countryCode === 'SA') {
    if (!blank(input.postal_code) && !isSaudiPostalCode(input.postal_code!))
      throw new AppError('VALIDATION', 'customer.saudiPostal');
    if (!blank(input.building_number) && !isSaudiBuildingNumber(input.building_number!)) {
      throw new AppError('VALIDATION', 'customer.saudiBuilding');
    }
  }

  // Mexico: a person's RFC takes a person's régimen, a company's a company's (a PAC refuses the CFDI otherwise).
  const regime = regimeForRfcProblem(input.tax_regime, input.tax_number);
  if (regime) throw badRequest(regime.key, regime.params);

  const { props } = settings;
  if (props.mandatory_customer_email && blank(input.email)) throw badRequest('field.required', { field: '@email' });
  if (props.mandatory_customer_address && blank(input.address)) throw badRequest('field.required', { field: '@address' });
  if (props.mandatory_customer_gstin && blank(input.tax_number)) throw badRequest('field.required', { field: '@tax_number' });

  const existing = await findByMobile(tx, current.groupId, input.country_phone_code, input.mobile_number);
  if (existing && existing.id !== exceptId) throw badRequest('customer.mobileTaken', { name: customerDisplayName(existing) });
}

export function customerColumns(input: CustomerInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name || null,
    countryPhoneCode: input.country_phone_code,
    mobileNumber: input.mobile_number,
    email: input.email || null,
    address: input.address || null,
    city: input.city || null,
    state: input.state || null,
    postalCode: input.postal_code || null,
    buildingNumber: input.building_number || null,
    taxNumber: input.tax_number ? input.tax_number.toUpperCase() : null,
    taxRegime: input.tax_regime || null,
    cfdiUse: input.cfdi_use || null,
    customerCategory: input.customer_category,
    tags: [...new Set(input.tags)],
    notes: input.notes || null,
    searchText: customerSearchText({
      firstName: input.first_name,
      lastName: input.last_name,
      countryPhoneCode: input.country_phone_code,
      mobileNumber: input.mobile_number,
      email: input.email,
    }),
  };
}
