import { CustomerCreate } from '@garage/contract';
import {
  CUSTOMER_CATEGORIES,
  cfdiRegimeLabel,
  checkMobile,
  isRfc,
  isSaudiBuildingNumber,
  isSaudiPostalCode,
  type MessageKey,
  regimeForRfcProblem,
  regimesForRfc,
} from '@garage/domain';
import type { Customer, CustomerBody } from '../api/masters.ts';
import type { IssueLike } from '../form-errors.ts';
import type { Check } from '../forms/use-contract-form.ts';
import type { MasterRules } from './garage-rules.ts';

export type CustomerCategory = (typeof CUSTOMER_CATEGORIES)[number];

/** The customer form as typed: every text as a string, so nothing typed is lost on a failed save. */
export type CustomerDraft = {
  first_name: string;
  last_name: string;
  country_phone_code: string;
  mobile_number: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  building_number: string;
  tax_number: string;
  /** Mexico: the régimen fiscal of the customer's CFDI; empty: from the RFC (decision 048). */
  tax_regime: string;
  /** Mexico: the CFDI use the customer's B2B invoices start with; empty: S01 (decision 048, stop 28). */
  cfdi_use: string;
  customer_category: CustomerCategory;
  tags: string[];
  notes: string;
};

export type CustomerField = keyof CustomerDraft;

export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'first_name',
  'last_name',
  'country_phone_code',
  'mobile_number',
  'email',
  'address',
  'city',
  'state',
  'postal_code',
  'building_number',
  'tax_number',
  'tax_regime',
  'cfdi_use',
  'customer_category',
  'tags',
  'notes',
];

export function emptyCustomerDraft(countryPhoneCode: string): CustomerDraft {
  return {
    first_name: '',
    last_name: '',
    country_phone_code: countryPhoneCode,
    mobile_number: '',
    email: '',
    address: '',
    city: '',
    state: '',
    postal_code: '',
    building_number: '',
    tax_number: '',
    tax_regime: '',
    cfdi_use: '',
    customer_category: 'INDIVIDUAL',
    tags: [],
    notes: '',
  };
}

function isCategory(value: string): value is CustomerCategory {
  return (CUSTOMER_CATEGORIES as readonly string[]).includes(value);
}

/** A category the app does not know reads as INDIVIDUAL (the default). */
export function asCategory(value: string): CustomerCategory {
  return isCategory(value) ? value : 'INDIVIDUAL';
}

export function draftFromCustomer(c: Customer): CustomerDraft {
  return {
    first_name: c.first_name,
    last_name: c.last_name ?? '',
    country_phone_code: c.country_phone_code,
    mobile_number: c.mobile_number,
    email: c.email ?? '',
    address: c.address ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    postal_code: c.postal_code ?? '',
    building_number: c.building_number ?? '',
    tax_number: c.tax_number ?? '',
    tax_regime: c.tax_regime ?? '',
    cfdi_use: c.cfdi_use ?? '',
    customer_category: asCategory(c.customer_category),
    tags: [...c.tags],
    notes: c.notes ?? '',
  };
}

/** Which fields carry an asterisk: the first name, the mobile number and what the garage made mandatory. */
export function requiredCustomerFields(rules: MasterRules): ReadonlySet<CustomerField> {
  const out = new Set<CustomerField>(['first_name', 'country_phone_code', 'mobile_number']);
  if (rules.mandatory.customerEmail) out.add('email');
  if (rules.mandatory.customerAddress) out.add('address');
  if (rules.mandatory.customerTaxNumber) out.add('tax_number');
  return out;
}

/** The request body: blanks are sent as empty strings so an edit can clear a field. */
export function customerBody(draft: CustomerDraft, rules: MasterRules): CustomerBody {
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    country_phone_code: draft.country_phone_code,
    mobile_number: draft.mobile_number,
    email: draft.email,
    address: draft.address,
    city: draft.city,
    state: draft.state,
    postal_code: draft.postal_code,
    building_number: rules.saudi ? draft.building_number : undefined,
    tax_number: draft.tax_number,
    tax_regime: rules.countryCode === 'MX' ? draft.tax_regime : undefined,
    cfdi_use: rules.countryCode === 'MX' ? draft.cfdi_use : undefined,
    customer_category: draft.customer_category,
    tags: draft.tags,
    notes: draft.notes,
  };
}

function issue(field: CustomerField, key: MessageKey): IssueLike {
  return { path: [field], message: key };
}

export type CustomerCheck = Check<CustomerBody>;

/**
 * The rules the server applies to a customer: the contract's schema, the country's mobile number format,
 * the garage's mandatory fields and, in Saudi Arabia, postal code and building number formats. Rule
 * issues come first so the more specific message of a field wins.
 */
export function checkCustomer(draft: CustomerDraft, rules: MasterRules): CustomerCheck {
  const issues: IssueLike[] = [];
  const blank = (v: string) => v.trim() === '';

  if (blank(draft.country_phone_code)) issues.push(issue('country_phone_code', 'field.required'));
  if (blank(draft.mobile_number)) issues.push(issue('mobile_number', 'field.required'));
  else if (!blank(draft.country_phone_code)) {
    const phone = checkMobile(draft.country_phone_code, draft.mobile_number);
    if (!phone.ok && phone.error) {
      issues.push(issue(phone.error === 'phone.codeInvalid' ? 'country_phone_code' : 'mobile_number', phone.error));
    }
  }
  if (rules.mandatory.customerEmail && blank(draft.email)) issues.push(issue('email', 'field.required'));
  if (rules.mandatory.customerAddress && blank(draft.address)) issues.push(issue('address', 'field.required'));
  if (rules.mandatory.customerTaxNumber && blank(draft.tax_number)) issues.push(issue('tax_number', 'field.required'));
  if (rules.saudi) {
    const postal = draft.postal_code.trim();
    if (postal && !isSaudiPostalCode(postal)) issues.push(issue('postal_code', 'customer.saudiPostal'));
    const building = draft.building_number.trim();
    if (building && !isSaudiBuildingNumber(building)) issues.push(issue('building_number', 'customer.saudiBuilding'));
  }

  if (rules.countryCode === 'MX') {
    const regime = regimeForRfcProblem(draft.tax_regime, draft.tax_number);
    if (regime) issues.push({ path: ['tax_regime'], message: regime.key, params: regime.params });
  }

  const body = customerBody(draft, rules);
  const parsed = CustomerCreate.safeParse(body);
  if (!parsed.success) issues.push(...parsed.error.issues);
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** Server messages that belong next to a customer field. */
export const CUSTOMER_SERVER_KEYS: Partial<Record<MessageKey, CustomerField>> = {
  'customer.mobileTaken': 'mobile_number',
  'phone.numberInvalid': 'mobile_number',
  'phone.saudiInvalid': 'mobile_number',
  'phone.codeInvalid': 'country_phone_code',
  'customer.taxNumber': 'tax_number',
  'customer.saudiPostal': 'postal_code',
  'customer.saudiBuilding': 'building_number',
  'cfdi.customerRegime': 'tax_regime',
  'cfdi.regimeForPerson': 'tax_regime',
  'cfdi.regimeForCompany': 'tax_regime',
  'cfdiGlobal.usoInvalid': 'cfdi_use',
  'field.email': 'email',
};

/**
 * Mexico: the régimenes offered for the RFC typed so far — a person's (13 characters) or a company's (12),
 * every code until it is an RFC — and the chosen one even when it no longer fits (the form marks it).
 * Nothing is chosen for the user: a person's régimen depends on their activity.
 */
export function regimeChoices(rfc: string, chosen: string): Array<{ value: string; label: string }> {
  const codes = regimesForRfc(rfc);
  if (chosen && !codes.includes(chosen)) codes.push(chosen);
  return codes.map((code) => ({ value: code, label: cfdiRegimeLabel(code) }));
}

/** The régimen field's hint for the RFC typed so far. */
export function regimeHintKey(
  rfc: string,
): 'customers.form.taxRegimeHint' | 'customers.form.taxRegimePerson' | 'customers.form.taxRegimeCompany' {
  const typed = rfc.trim().toUpperCase();
  if (!isRfc(typed)) return 'customers.form.taxRegimeHint';
  return typed.length === 12 ? 'customers.form.taxRegimeCompany' : 'customers.form.taxRegimePerson';
}
