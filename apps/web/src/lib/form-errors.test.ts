import { ExtraInformation, GarageCreate } from '@garage/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { loadLanguage } from './i18n.ts';

// The Spanish core texts load with the Spanish catalogue (decision 042), as when the app starts in Spanish.
beforeAll(() => loadLanguage('es'));

describe('form errors from the contract', () => {
  const labels = { garage_name: 'Garage name', email: 'Garage e-mail', country_code: 'Country', time_zone: 'Time zone' };

  it('names the field with its on-screen label, in the UI language', () => {
    const parsed = GarageCreate.safeParse({ garage_name: '  ', country_code: 'IN', time_zone: 'Asia/Kolkata', email: 'nope' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error.issues, labels, 'en')).toEqual({
      garage_name: 'Garage name is required',
      email: 'Enter a valid e-mail address',
    });
    expect(fieldErrors(parsed.error.issues, labels, 'es').garage_name).toBe('Garage name es obligatorio');
  });

  it('rejects HTML in text fields with the catalogue sentence', () => {
    const parsed = GarageCreate.safeParse({ garage_name: '<b>x</b>', country_code: 'IN', time_zone: 'Asia/Kolkata' });
    if (parsed.success) throw new Error('expected a failure');
    expect(fieldErrors(parsed.error.issues, labels, 'en').garage_name).toBe('Garage name must not contain HTML tags');
  });

  it('keeps the first message per field and falls back to the path for unlabelled fields', () => {
    const parsed = ExtraInformation.safeParse({ bays: -1 });
    if (parsed.success) throw new Error('expected a failure');
    expect(fieldErrors(parsed.error.issues, {}, 'en')).toEqual({ bays: 'bays must not be negative' });
  });
});
