import { InsurancePartnerInput } from '@garage/contract';
import type { MessageKey } from '@garage/domain';
import type { Check } from '../forms/use-contract-form.ts';
import type { InsurancePartner, InsurancePartnerBody } from './insurance-api.ts';

/** The form's values (a type, not an interface: useContractForm needs a Record). */
export type InsurancePartnerDraft = {
  name: string;
  tax_number: string;
  mobile_number: string;
  email: string;
  address: string;
  active: boolean;
};
export type InsurancePartnerField = keyof InsurancePartnerDraft;
export const INSURER_FIELDS: readonly InsurancePartnerField[] = [
  'name',
  'tax_number',
  'mobile_number',
  'email',
  'address',
  'active',
];
/** The server's duplicate-name refusal belongs next to the name. */
export const INSURER_SERVER_KEYS: Partial<Record<MessageKey, InsurancePartnerField>> = { 'insurer.duplicate': 'name' };

export function insurancePartnerDraft(p: InsurancePartner | null): InsurancePartnerDraft {
  return {
    name: p?.name ?? '',
    tax_number: p?.tax_number ?? '',
    mobile_number: p?.mobile_number ?? '',
    email: p?.email ?? '',
    address: p?.address ?? '',
    active: p?.active ?? true,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The body to send, checked with the contract's own schema (its messages are catalogue keys). */
export function checkInsurancePartner(d: InsurancePartnerDraft): Check<InsurancePartnerBody> {
  const body: InsurancePartnerBody = {
    name: d.name.trim(),
    tax_number: orNull(d.tax_number),
    mobile_number: orNull(d.mobile_number),
    email: orNull(d.email),
    address: orNull(d.address),
    active: d.active,
  };
  const parsed = InsurancePartnerInput.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, issues: parsed.error.issues };
}

/** The same partner with only its active flag changed (activate / deactivate from the list). */
export function toggledBody(p: InsurancePartner): InsurancePartnerBody {
  return {
    name: p.name,
    tax_number: p.tax_number,
    mobile_number: p.mobile_number,
    email: p.email,
    address: p.address,
    active: !p.active,
  };
}

/** "+91 98… · claims@insurer.in": the ways to reach the insurer, or null. */
export function contactText(p: Pick<InsurancePartner, 'mobile_number' | 'email'>): string | null {
  const parts = [p.mobile_number, p.email].filter((x): x is string => !!x);
  return parts.length ? parts.join(' · ') : null;
}
