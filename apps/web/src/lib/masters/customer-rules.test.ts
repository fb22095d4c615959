import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../form-errors.ts';
import {
  type CustomerDraft,
  checkCustomer,
  emptyCustomerDraft,
  regimeChoices,
  regimeHintKey,
  requiredCustomerFields,
} from './customer-rules.ts';
import { masterRules } from './garage-rules.ts';

const india = masterRules('IN', {});
const saudi = masterRules('SA', {});
const strict = masterRules('IN', {
  mandatoryCustomerEmail: true,
  mandatoryCustomerAddress: 'true',
  mandatoryCustomerGstin: true,
});

function draft(over: Partial<CustomerDraft> = {}, phoneCode = '91'): CustomerDraft {
  return { ...emptyCustomerDraft(phoneCode), first_name: 'Asha', mobile_number: '9876501234', ...over };
}

function errorsOf(d: CustomerDraft, rules = india): Record<string, string> {
  const checked = checkCustomer(d, rules);
  return checked.ok ? {} : fieldErrors(checked.issues, {}, 'en');
}

describe('customer form rules (mirror of the server)', () => {
  it('accepts a minimal customer and sends blanks as empty strings (an edit can clear a field)', () => {
    const checked = checkCustomer(draft({ tags: ['vip'] }), india);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({
      first_name: 'Asha',
      mobile_number: '9876501234',
      country_phone_code: '91',
      tags: ['vip'],
    });
    expect(checked.body.building_number).toBeUndefined();
  });

  it('sends the régimen fiscal of a Mexican customer only, and refuses a code SAT does not have', () => {
    const mexico = masterRules('MX', {});
    const mx = draft({ mobile_number: '5512345678', tax_number: 'NUPJ800101AB1', tax_regime: '612' }, '52');
    const checked = checkCustomer(mx, mexico);
    expect(checked.ok && checked.body.tax_regime).toBe('612');
    const elsewhere = checkCustomer(draft({ tax_regime: '612' }), india);
    expect(elsewhere.ok && elsewhere.body.tax_regime).toBeUndefined();
    expect(Object.keys(errorsOf({ ...mx, tax_regime: '999' }, mexico))).toEqual(['tax_regime']);
  });

  it('offers a person’s régimenes for a 13-character RFC and a company’s for 12, chooses none, and refuses a misfit', () => {
    const mexico = masterRules('MX', {});
    const person = regimeChoices('NUPJ800101AB1', '').map((c) => c.value);
    expect(person).toEqual(expect.arrayContaining(['605', '606', '612', '621', '625', '626']));
    expect(person).not.toContain('601');
    expect(regimeChoices('FDS020202XY9', '').map((c) => c.value)).toEqual([
      '601',
      '603',
      '610',
      '620',
      '622',
      '623',
      '624',
      '626',
    ]);
    // A choice that stopped fitting (the RFC changed) stays listed, so the form can mark it.
    expect(regimeChoices('FDS020202XY9', '612').map((c) => c.value)).toContain('612');
    expect(regimeHintKey('NUPJ800101AB1')).toBe('customers.form.taxRegimePerson');
    expect(regimeHintKey('fds020202xy9')).toBe('customers.form.taxRegimeCompany');
    expect(regimeHintKey('')).toBe('customers.form.taxRegimeHint');
    const mx = draft({ mobile_number: '5512345678', tax_number: 'NUPJ800101AB1', tax_regime: '601' }, '52');
    expect(errorsOf(mx, mexico).tax_regime).toMatch(/^Régimen fiscal 601 is not a person's/);
    expect(checkCustomer({ ...mx, tax_regime: '' }, mexico).ok).toBe(true);
  });

  it('sends the default CFDI use of a Mexican customer only, and refuses a code SAT does not have', () => {
    const mexico = masterRules('MX', {});
    const mx = draft({ mobile_number: '5512345678', tax_number: 'FDS020202XY9', tax_regime: '601', cfdi_use: 'G03' }, '52');
    const checked = checkCustomer(mx, mexico);
    expect(checked.ok && checked.body.cfdi_use).toBe('G03');
    const elsewhere = checkCustomer(draft({ cfdi_use: 'G03' }), india);
    expect(elsewhere.ok && elsewhere.body.cfdi_use).toBeUndefined();
    expect(Object.keys(errorsOf({ ...mx, cfdi_use: 'X99' }, mexico))).toEqual(['cfdi_use']);
  });

  it('requires the first name and the mobile number', () => {
    expect(errorsOf(draft({ first_name: ' ', mobile_number: '' }))).toEqual({
      first_name: 'first_name is required',
      mobile_number: 'mobile_number is required',
    });
  });

  it("checks the mobile number against its country's format", () => {
    expect(errorsOf(draft({ mobile_number: '98765' }))).toEqual({ mobile_number: 'Enter a valid mobile number' });
    // Saudi mobile: 9 digits starting with 5.
    expect(Object.keys(errorsOf(draft({ mobile_number: '412345678' }, '966')))).toEqual(['mobile_number']);
    expect(errorsOf(draft({ mobile_number: '512345678' }, '966'))).toEqual({});
  });

  it('makes e-mail, address and tax number mandatory when the garage says so', () => {
    expect([...requiredCustomerFields(india)].sort()).toEqual(['country_phone_code', 'first_name', 'mobile_number']);
    expect([...requiredCustomerFields(strict)]).toEqual(expect.arrayContaining(['email', 'address', 'tax_number']));
    expect(Object.keys(errorsOf(draft(), strict)).sort()).toEqual(['address', 'email', 'tax_number']);
    expect(errorsOf(draft({ email: 'a@b.example', address: 'MG Road', tax_number: '29ABCDE1234F1Z5' }), strict)).toEqual({});
  });

  it('allows letters and digits only in the tax number', () => {
    expect(errorsOf(draft({ tax_number: '29-ABC' }))).toEqual({ tax_number: 'Tax number may contain letters and digits only' });
  });

  it('applies the Saudi postal code and building number formats only in Saudi Arabia', () => {
    const bad = { postal_code: '1234', building_number: '12' };
    expect(errorsOf(draft(bad, '966'), saudi)).toMatchObject({
      postal_code: 'A Saudi postal code has 5 digits',
      building_number: 'A Saudi building number has 4 digits',
    });
    expect(errorsOf(draft({ ...bad, mobile_number: '512345678' }, '966'), saudi)).not.toHaveProperty('mobile_number');
    expect(errorsOf(draft({ postal_code: '12345', building_number: '1234', mobile_number: '512345678' }, '966'), saudi)).toEqual(
      {},
    );
    expect(errorsOf(draft({ postal_code: '1234' }), india)).toEqual({});
  });

  it('refuses HTML in the name and the e-mail', () => {
    expect(errorsOf(draft({ first_name: '<b>Asha</b>' }))).toEqual({ first_name: 'first_name must not contain HTML tags' });
    expect(Object.keys(errorsOf(draft({ email: '<script>x@y.z' })))).toEqual(['email']);
  });
});
