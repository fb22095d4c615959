import { VendorInput } from '@garage/contract';
import type { MessageKey } from '@garage/domain';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { Vendor, VendorBody } from '../../lib/purchasing/purchasing-api.ts';

/** The vendor form's values (a type, not an interface: useContractForm needs a Record). */
export type VendorDraft = {
  name: string;
  tax_number: string;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  payment_terms_days: number | string;
  notes: string;
  active: boolean;
};
export type VendorField = keyof VendorDraft;
export const VENDOR_FIELDS: readonly VendorField[] = [
  'name',
  'tax_number',
  'contact_name',
  'phone',
  'email',
  'address',
  'payment_terms_days',
  'notes',
  'active',
];
/** The server's duplicate-name refusal belongs next to the name. */
export const VENDOR_SERVER_KEYS: Partial<Record<MessageKey, VendorField>> = { 'vendor.duplicate': 'name' };

export function vendorDraft(v: Vendor | null): VendorDraft {
  return {
    name: v?.name ?? '',
    tax_number: v?.tax_number ?? '',
    contact_name: v?.contact_name ?? '',
    phone: v?.phone ?? '',
    email: v?.email ?? '',
    address: v?.address ?? '',
    payment_terms_days: v?.payment_terms_days ?? 0,
    notes: v?.notes ?? '',
    active: v?.active ?? true,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The body to send, checked with the contract's own schema (its messages are catalogue keys). */
export function checkVendor(d: VendorDraft): Check<VendorBody> {
  const terms = d.payment_terms_days === '' ? 0 : Number(d.payment_terms_days);
  const body: VendorBody = {
    name: d.name.trim(),
    tax_number: orNull(d.tax_number),
    contact_name: orNull(d.contact_name),
    phone: orNull(d.phone),
    email: orNull(d.email),
    address: orNull(d.address),
    payment_terms_days: terms,
    notes: orNull(d.notes),
    active: d.active,
  };
  const parsed = VendorInput.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, issues: parsed.error.issues };
}

/** "+966 11 … · orders@vendor.example": the ways to reach the vendor, or null. */
export function vendorContact(v: Pick<Vendor, 'contact_name' | 'phone' | 'email'>): string | null {
  const parts = [v.contact_name, v.phone, v.email].filter((x): x is string => !!x);
  return parts.length ? parts.join(' · ') : null;
}
