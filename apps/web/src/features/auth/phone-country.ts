import { COUNTRIES, findCountry } from '@garage/domain';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';

const LAST_PHONE_CODE_KEY = STORAGE_KEYS.lastPhoneCode;

/** When neither this device nor the browser's languages name a country we serve: the product's home market. */
export const FALLBACK_PHONE_CODE = '91';

export interface PhoneCodeInputs {
  /** The code last used to sign in on this device, as stored (anything: storage is not trusted). */
  stored: unknown;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  languages: readonly string[];
}

const knownPhoneCode = (code: unknown): code is string => typeof code === 'string' && COUNTRIES.some((c) => c.phoneCode === code);

/** The region of a BCP 47 tag: its own ('es-MX' → MX), or, with `likely`, the likely one ('es' → ES). */
function regionOf(tag: string, likely: boolean): string | undefined {
  try {
    const locale = new Intl.Locale(tag);
    return (likely ? locale.maximize() : locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The country code the sign-in page starts on: the last one used on this device; else the first of the
 * browser's languages whose region is a country of the list (es-MX → +52), explicit regions before likely
 * ones ('en-IN, en' → India, not the United States that 'en' alone suggests); else the fallback.
 */
export function choosePhoneCode({ stored, languages }: PhoneCodeInputs): string {
  if (knownPhoneCode(stored)) return stored;
  for (const likely of [false, true]) {
    for (const tag of languages) {
      const region = regionOf(tag, likely);
      const country = region ? findCountry(region) : undefined;
      if (country) return country.phoneCode;
    }
  }
  return FALLBACK_PHONE_CODE;
}

/** The browser's languages: `navigator.languages`, else `navigator.language`. */
function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (nav?.languages?.length) return nav.languages;
  return nav?.language ? [nav.language] : [];
}

export function defaultPhoneCode(): string {
  return choosePhoneCode({ stored: readJson<unknown>(LAST_PHONE_CODE_KEY), languages: browserLanguages() });
}

/** Remembered when a code is sent, so the next sign-in on this device starts on it. */
export function rememberPhoneCode(code: string): void {
  if (knownPhoneCode(code)) writeJson(LAST_PHONE_CODE_KEY, code);
}
