import { findCountryByPhoneCode } from './countries.ts';

export interface PhoneCheck {
  ok: boolean;
  /** Message key in the catalogue when not ok. */
  error?: 'phone.codeInvalid' | 'phone.numberInvalid' | 'phone.saudiInvalid';
  countryPhoneCode: string;
  mobileNumber: string;
}

export function normalizeDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[\s\-().+]/g, '');
}

/** Validates a national mobile number against its country phone code (spec: Saudi mobile is 9 digits starting with 5). */
export function checkMobile(countryPhoneCode: string | number, mobileNumber: string | number): PhoneCheck {
  const code = normalizeDigits(countryPhoneCode);
  const number = normalizeDigits(mobileNumber);
  const base = { countryPhoneCode: code, mobileNumber: number };
  if (!/^\d{1,4}$/.test(code)) return { ok: false, error: 'phone.codeInvalid', ...base };
  if (!/^\d+$/.test(number)) return { ok: false, error: 'phone.numberInvalid', ...base };
  if (code === '966') {
    return /^5\d{8}$/.test(number) ? { ok: true, ...base } : { ok: false, error: 'phone.saudiInvalid', ...base };
  }
  const country = findCountryByPhoneCode(code);
  const min = country?.mobileDigits.min ?? 6;
  const max = country?.mobileDigits.max ?? 15;
  if (number.length < min || number.length > max) return { ok: false, error: 'phone.numberInvalid', ...base };
  return { ok: true, ...base };
}

export function e164(countryPhoneCode: string, mobileNumber: string): string {
  return `+${normalizeDigits(countryPhoneCode)}${normalizeDigits(mobileNumber)}`;
}
