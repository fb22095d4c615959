import { describe, expect, it } from 'vitest';
import type { InsurancePartner } from './insurance-api.ts';
import { sortPartners } from './insurance-api.ts';
import { checkInsurancePartner, contactText, insurancePartnerDraft, toggledBody } from './insurance-partner-rules.ts';

const tawuniya: InsurancePartner = {
  id: 3,
  name: 'Tawuniya',
  tax_number: '300000000000003',
  mobile_number: null,
  email: 'claims@tawuniya.example',
  address: null,
  active: true,
  dues: '826.00',
};

describe('insurance partner form', () => {
  it('sends empty optional fields as null and trims the name', () => {
    const check = checkInsurancePartner({ ...insurancePartnerDraft(null), name: '  Acko  ', mobile_number: ' ' });
    expect(check).toEqual({
      ok: true,
      body: { name: 'Acko', tax_number: null, mobile_number: null, email: null, address: null, active: true },
    });
  });

  it('refuses a missing name and a malformed e-mail with the contract’s messages', () => {
    const check = checkInsurancePartner({ ...insurancePartnerDraft(null), email: 'not-an-email' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const fields = check.issues.map((i) => [i.path[0], i.message]);
    expect(fields).toContainEqual(['name', 'field.required']);
    expect(fields.map(([f]) => f)).toContain('email');
  });

  it('edits a partner as it is and flips only its active flag from the list', () => {
    expect(insurancePartnerDraft(tawuniya)).toMatchObject({ name: 'Tawuniya', mobile_number: '', active: true });
    expect(toggledBody(tawuniya)).toEqual({
      name: 'Tawuniya',
      tax_number: '300000000000003',
      mobile_number: null,
      email: 'claims@tawuniya.example',
      address: null,
      active: false,
    });
  });

  it('lists active partners first, then by name; contact is mobile and e-mail', () => {
    const rows = sortPartners([
      { ...tawuniya, id: 1, name: 'Zurich', active: false },
      { ...tawuniya, id: 2, name: 'Bupa' },
      tawuniya,
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Bupa', 'Tawuniya', 'Zurich']);
    expect(contactText({ mobile_number: '+966 500000000', email: 'c@x.sa' })).toBe('+966 500000000 · c@x.sa');
    expect(contactText({ mobile_number: null, email: null })).toBeNull();
  });
});
