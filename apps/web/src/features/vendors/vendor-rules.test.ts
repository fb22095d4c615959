import { describe, expect, it } from 'vitest';
import { checkVendor, vendorContact, vendorDraft } from './vendor-rules.ts';

describe('vendor form rules', () => {
  it('sends blanks as null and the terms as a number', () => {
    const checked = checkVendor({ ...vendorDraft(null), name: ' Gulf Parts ', payment_terms_days: '30', email: ' ' });
    expect(checked).toEqual({
      ok: true,
      body: {
        name: 'Gulf Parts',
        tax_number: null,
        contact_name: null,
        phone: null,
        email: null,
        address: null,
        payment_terms_days: 30,
        notes: null,
        active: true,
      },
    });
  });

  it('refuses a vendor without a name or with bad terms', () => {
    expect(checkVendor(vendorDraft(null)).ok).toBe(false);
    expect(checkVendor({ ...vendorDraft(null), name: 'X', payment_terms_days: 400 }).ok).toBe(false);
  });

  it('joins the contact person, phone and e-mail', () => {
    expect(vendorContact({ contact_name: 'Kiran', phone: null, email: 'a@b.example' })).toBe('Kiran · a@b.example');
    expect(vendorContact({ contact_name: null, phone: null, email: null })).toBeNull();
  });
});
