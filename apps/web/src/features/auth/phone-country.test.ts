import { describe, expect, it } from 'vitest';
import { choosePhoneCode, FALLBACK_PHONE_CODE } from './phone-country.ts';

describe('the country code the sign-in page starts on', () => {
  it('starts on the code last used on this device', () => {
    expect(choosePhoneCode({ stored: '52', languages: ['en-US'] })).toBe('52');
  });

  it('ignores a stored value that is not a code of the list', () => {
    expect(choosePhoneCode({ stored: '999', languages: ['es-MX'] })).toBe('52');
    expect(choosePhoneCode({ stored: 52, languages: ['en-GB'] })).toBe('44');
    expect(choosePhoneCode({ stored: null, languages: ['ar-SA'] })).toBe('966');
  });

  it('takes the region of the browser language when nothing is stored', () => {
    expect(choosePhoneCode({ stored: null, languages: ['es-MX', 'es'] })).toBe('52');
    expect(choosePhoneCode({ stored: null, languages: ['en-IN'] })).toBe('91');
    expect(choosePhoneCode({ stored: null, languages: ['sw-KE'] })).toBe('254');
  });

  it('prefers an explicit region of a later language to the likely region of an earlier one', () => {
    // 'en' alone suggests the United States; the user also named India.
    expect(choosePhoneCode({ stored: null, languages: ['en', 'en-IN'] })).toBe('91');
  });

  it('skips regions the product does not serve and malformed tags', () => {
    expect(choosePhoneCode({ stored: null, languages: ['fr-FR', 'not a tag', 'es-419', 'ar-AE'] })).toBe('971');
  });

  it('uses the likely region of a language without one', () => {
    expect(choosePhoneCode({ stored: null, languages: ['es'] })).toBe('34');
  });

  it('falls back to the home market, not to +1, when nothing names a country', () => {
    expect(choosePhoneCode({ stored: null, languages: [] })).toBe(FALLBACK_PHONE_CODE);
    expect(choosePhoneCode({ stored: null, languages: ['fr-FR', 'de'] })).toBe(FALLBACK_PHONE_CODE);
  });
});
