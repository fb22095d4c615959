import type { Language } from './messages.ts';

export type DistanceUnit = 'KM' | 'MILE';

export interface Country {
  code: string;
  name: string;
  phoneCode: string;
  currencyCode: string;
  timeZones: readonly string[];
  /** Digits of a national mobile number, without the country code. */
  mobileDigits: { min: number; max: number };
}

/** Countries a garage can register in. The product handles MX, US, IN, SA and East Africa specially. */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'IN',
    name: 'India',
    phoneCode: '91',
    currencyCode: 'INR',
    timeZones: ['Asia/Kolkata'],
    mobileDigits: { min: 10, max: 10 },
  },
  {
    code: 'MX',
    name: 'Mexico',
    phoneCode: '52',
    currencyCode: 'MXN',
    timeZones: [
      'America/Mexico_City',
      'America/Cancun',
      'America/Monterrey',
      'America/Tijuana',
      'America/Hermosillo',
      'America/Chihuahua',
      'America/Mazatlan',
    ],
    mobileDigits: { min: 10, max: 10 },
  },
  {
    code: 'US',
    name: 'United States',
    phoneCode: '1',
    currencyCode: 'USD',
    timeZones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ],
    mobileDigits: { min: 10, max: 10 },
  },
  {
    code: 'SA',
    name: 'Saudi Arabia',
    phoneCode: '966',
    currencyCode: 'SAR',
    timeZones: ['Asia/Riyadh'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    phoneCode: '971',
    currencyCode: 'AED',
    timeZones: ['Asia/Dubai'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'OM',
    name: 'Oman',
    phoneCode: '968',
    currencyCode: 'OMR',
    timeZones: ['Asia/Muscat'],
    mobileDigits: { min: 8, max: 8 },
  },
  {
    code: 'QA',
    name: 'Qatar',
    phoneCode: '974',
    currencyCode: 'QAR',
    timeZones: ['Asia/Qatar'],
    mobileDigits: { min: 8, max: 8 },
  },
  {
    code: 'BH',
    name: 'Bahrain',
    phoneCode: '973',
    currencyCode: 'BHD',
    timeZones: ['Asia/Bahrain'],
    mobileDigits: { min: 8, max: 8 },
  },
  {
    code: 'JO',
    name: 'Jordan',
    phoneCode: '962',
    currencyCode: 'JOD',
    timeZones: ['Asia/Amman'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'YE',
    name: 'Yemen',
    phoneCode: '967',
    currencyCode: 'YER',
    timeZones: ['Asia/Aden'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'KE',
    name: 'Kenya',
    phoneCode: '254',
    currencyCode: 'KES',
    timeZones: ['Africa/Nairobi'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'TZ',
    name: 'Tanzania',
    phoneCode: '255',
    currencyCode: 'TZS',
    timeZones: ['Africa/Dar_es_Salaam'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'UG',
    name: 'Uganda',
    phoneCode: '256',
    currencyCode: 'UGX',
    timeZones: ['Africa/Kampala'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'RW',
    name: 'Rwanda',
    phoneCode: '250',
    currencyCode: 'RWF',
    timeZones: ['Africa/Kigali'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'ZM',
    name: 'Zambia',
    phoneCode: '260',
    currencyCode: 'ZMW',
    timeZones: ['Africa/Lusaka'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'ES',
    name: 'Spain',
    phoneCode: '34',
    currencyCode: 'EUR',
    timeZones: ['Europe/Madrid', 'Atlantic/Canary'],
    mobileDigits: { min: 9, max: 9 },
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    phoneCode: '44',
    currencyCode: 'GBP',
    timeZones: ['Europe/London'],
    mobileDigits: { min: 10, max: 10 },
  },
];

export const EAST_AFRICA = ['KE', 'TZ', 'UG', 'RW', 'ZM'] as const;

/** Country codes whose renewal opens the external pricing page (spec: shell 4). */
export const EXTERNAL_PRICING_COUNTRIES = ['UAE', 'AE', 'OM', 'SA', 'QA', 'YE', 'JO', 'BH'] as const;

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((c) => c.code === code.toUpperCase());
}

export function findCountryByPhoneCode(phoneCode: string): Country | undefined {
  const digits = phoneCode.replace(/\D/g, '');
  return COUNTRIES.find((c) => c.phoneCode === digits);
}

export function distanceUnit(countryCode: string): DistanceUnit {
  return countryCode.toUpperCase() === 'US' || countryCode.toUpperCase() === 'USA' ? 'MILE' : 'KM';
}

/** A country with its name in the reader's language (its `name` stays the English one). */
export interface NamedCountry extends Country {
  localName: string;
}

const byName = new Map<Language, readonly NamedCountry[]>();
const regionNames = new Map<Language, Intl.DisplayNames | null>();

/** A country's name in a language, from the runtime's region names (Intl.DisplayNames); else its English name. */
export function countryName(country: Country, language: Language): string {
  if (language === 'en') return country.name;
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  try {
    return names?.of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/**
 * The countries sorted by their name in `language`, worked out once per language. One collator: `localeCompare`
 * in a sort builds one per comparison, tens of milliseconds of a slow phone's render for some 240 countries.
 */
export function countriesByName(language: Language = 'en'): readonly NamedCountry[] {
  let list = byName.get(language);
  if (!list) {
    const compare = new Intl.Collator(language).compare;
    list = COUNTRIES.map((c) => ({ ...c, localName: countryName(c, language) })).sort((a, b) =>
      compare(a.localName, b.localName),
    );
    byName.set(language, list);
  }
  return list;
}
