import { message } from '@garage/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n.ts';
import { matchMessage, placeServerError } from './server-errors.ts';

const FIELDS = ['first_name', 'mobile_number', 'email', 'tax_number', 'postal_code'] as const;
const BY_KEY = { 'customer.mobileTaken': 'mobile_number', 'customer.saudiPostal': 'postal_code' } as const;

// The Spanish core texts load with the Spanish catalogue (decision 042), as when the app starts in Spanish.
beforeAll(() => loadLanguage('es'));
describe('server messages next to their field', () => {
  it('recognises a catalogue text in either language and reads its placeholders', () => {
    const en = message('customer.mobileTaken', 'en', { name: 'Rahul Sharma' });
    const es = message('customer.mobileTaken', 'es', { name: 'Rahul Sharma' });
    expect(matchMessage(en, 'customer.mobileTaken')).toEqual({ name: 'Rahul Sharma' });
    expect(matchMessage(es, 'customer.mobileTaken')).toEqual({ name: 'Rahul Sharma' });
    expect(matchMessage('Something else', 'customer.mobileTaken')).toBeNull();
  });

  it('puts a duplicate mobile number under the mobile field with the owner', () => {
    const text = message('customer.mobileTaken', 'en', { name: 'Meera Iyer' });
    expect(placeServerError(text, FIELDS, BY_KEY)).toEqual({
      field: 'mobile_number',
      text,
      params: { name: 'Meera Iyer' },
      key: 'customer.mobileTaken',
    });
  });

  it("places the generic field texts by the server's label of the field", () => {
    const required = message('field.required', 'es', { field: 'Número fiscal' });
    expect(placeServerError(required, FIELDS, BY_KEY).field).toBe('tax_number');
    const html = message('field.htmlTags', 'en', { field: 'First name' });
    expect(placeServerError(html, FIELDS, BY_KEY).field).toBe('first_name');
    expect(placeServerError(message('field.email', 'en'), FIELDS, BY_KEY).field).toBe('email');
  });

  it('prefers the more specific text when a general one would match too', () => {
    const text = message('catalogue.partNumberTaken', 'en', { number: 'CF-1' });
    const byKey = { 'catalogue.nameTaken': 'part_name', 'catalogue.partNumberTaken': 'part_number' } as const;
    expect(placeServerError(text, ['part_name', 'part_number'], byKey)).toMatchObject({
      field: 'part_number',
      params: { number: 'CF-1' },
    });
    const name = message('catalogue.nameTaken', 'es', { name: 'Filtro' });
    expect(placeServerError(name, ['part_name', 'part_number'], byKey).field).toBe('part_name');
  });

  it('leaves anything else to the form as a whole', () => {
    expect(placeServerError('Bad request', FIELDS, BY_KEY)).toMatchObject({ field: null, key: null });
    const unknownField = message('field.required', 'en', { field: 'Colour' });
    expect(placeServerError(unknownField, FIELDS, BY_KEY)).toMatchObject({ field: null, key: 'field.required' });
  });
});
