/**
 * The one formatting module (decision 039): money, numbers, percentages and dates as every screen, document
 * and server message shows them. Built on Intl only (no hand-written grouping); formatters are cached, so a
 * long table does not create an Intl object per cell. The browser binds it to the signed-in garage with
 * `useFormat()` (apps/web/src/lib/format.ts); the server with `createFormatter` and the caller's language.
 */
import { findCountry } from './countries.ts';
import { cached, DASH, formatDate } from './format-dates.ts';
import type { Language } from './messages.ts';

export {
  DASH,
  type DateStyle,
  formatDate,
  isValidTimeZone,
  parseServerDate,
  utcOffsetLabel,
  zonedDay,
  zoneOffsetMs,
} from './format-dates.ts';

/** What a value is shown next to: the user's language and the garage's country, currency, digits and zone. */
export interface FormatSettings {
  language: Language;
  /** The garage's country (ISO 3166 alpha-2); picks the locale's region. */
  countryCode?: string | null;
  currency: string;
  /** The garage's rounding digits (0–3). */
  digits: number;
  /** The garage's IANA time zone. */
  timeZone: string;
}

const DEFAULT_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/**
 * The BCP 47 locale of a language in a garage's country: the language with the country as region when the
 * runtime has data for that exact pair (en + IN → en-IN with lakh/crore grouping, es + MX → es-MX,
 * en + US → en-US, es + US → es-US), else the language's default (English: en-US, Spanish: es-ES).
 */
export function formatLocale(language: Language, countryCode?: string | null): string {
  const fallback = DEFAULT_LOCALE[language] ?? DEFAULT_LOCALE.en;
  const region = (countryCode ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return fallback;
  return cached(`locale|${language}|${region}`, () => {
    const tag = `${language}-${region}`;
    try {
      return new Intl.NumberFormat(tag).resolvedOptions().locale === tag ? tag : fallback;
    } catch {
      return fallback;
    }
  });
}

function currencyPart(locale: string, currency: string, display: 'symbol' | 'narrowSymbol'): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * How the currency is written: the narrow symbol for the garage country's own currency (₹ in India, $ for
 * pesos in Mexico and dollars in the US, € in Spain: every amount of a garage is in its currency), and
 * for another currency the locale's symbol (MX$, US$), or its narrow sign when the locale only knows the
 * code and the sign is not a dollar (₹ rather than "INR" in Spanish). Codes stay codes (SAR, AED).
 */
function currencyDisplay(locale: string, currency: string, countryCode: string | null | undefined): 'symbol' | 'narrowSymbol' {
  return cached(`display|${locale}|${currency}|${countryCode ?? ''}`, () => {
    const home = countryCode ? findCountry(countryCode.toUpperCase())?.currencyCode : undefined;
    if (home === currency) return 'narrowSymbol';
    const symbol = currencyPart(locale, currency, 'symbol');
    const narrow = currencyPart(locale, currency, 'narrowSymbol');
    const distinctSign = !/[A-Za-z$]/.test(narrow);
    return symbol === currency && distinctSign ? 'narrowSymbol' : 'symbol';
  });
}

function moneyFormatter(locale: string, currency: string, digits: number, countryCode?: string | null): Intl.NumberFormat | null {
  return cached(`money|${locale}|${currency}|${digits}|${countryCode ?? ''}`, () => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: currencyDisplay(locale, currency, countryCode),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        // Spanish does not group 4-digit numbers by default: "8.407,82" must sit beside "22.780,00".
        useGrouping: 'always',
        ...EXACT_ROUNDING,
      });
    } catch {
      return null;
    }
  });
}

function numberFormatter(locale: string, maxFraction: number, minFraction = 0): Intl.NumberFormat {
  return cached(
    `number|${locale}|${maxFraction}|${minFraction}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
        useGrouping: 'always',
        ...EXACT_ROUNDING,
      }),
  );
}

function clampDigits(digits: number): number {
  return Number.isInteger(digits) && digits >= 0 && digits <= 20 ? digits : 2;
}

/**
 * How every formatter here rounds: Intl rounds a decimal given as a string on its digits (Intl.NumberFormat
 * v3 exact decimals; no binary floating point, so "1.005" is ₹1.01), half away from zero like `roundMoney`,
 * and a value that rounds to zero has no minus sign ("-0.004" is ₹0.00). Amounts are therefore handed to
 * Intl as the API's decimal text, never through Number.
 */
const EXACT_ROUNDING = { roundingMode: 'halfExpand', signDisplay: 'negative' } as const;

/** A decimal in plain or exponent notation, as the API and `String(number)` write them. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A value as the decimal text Intl formats exactly, or null when it is missing, blank or not a finite decimal. */
function decimalText(value: string | number | null | undefined): `${number}` | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return DECIMAL.test(text) ? (text as `${number}`) : null;
}

/**
 * An amount (an API decimal string or a number) in a currency, rounded half away from zero to `digits`,
 * with the currency's symbol and the locale's grouping: "₹1,00,000.00" (en-IN), "8.407,82 €" (es-ES).
 * A missing or broken value is a dash; an unknown currency code shows the grouped number and the code.
 */
export function formatMoney(
  value: string | number | null | undefined,
  options: { locale: string; currency: string; digits: number; countryCode?: string | null },
): string {
  const text = decimalText(value);
  if (text === null) return DASH;
  const digits = clampDigits(options.digits);
  const formatter = moneyFormatter(options.locale, options.currency, digits, options.countryCode);
  if (formatter) return formatter.format(text);
  return `${numberFormatter(options.locale, digits, digits).format(text)} ${options.currency}`;
}

/** A plain number with the locale's grouping and at most `maxFraction` decimals, no trailing zeros ("5.000" → "5"). */
export function formatNumber(value: string | number | null | undefined, locale: string, maxFraction = 3): string {
  const text = decimalText(value);
  return text === null ? DASH : numberFormatter(locale, clampDigits(maxFraction)).format(text);
}

/** A percentage from the API without trailing zeros ("9.0000" → "9%", "2.5" → "2.5%", "2,5%" in Spanish). */
export function formatPercent(value: string | number | null | undefined, locale: string): string {
  const text = formatNumber(value, locale, 4);
  return text === DASH ? DASH : `${text}%`;
}

/**
 * A currency's name as a language writes it after a count: "US dollars", "dólares estadounidenses",
 * "peso mexicano" (one). The code when the runtime does not know it. Used by amounts in words.
 */
export function currencyName(currency: string, locale: string, count: number): string {
  const plural = count === 1 ? 'one' : 'other';
  return cached(`currencyName|${locale}|${currency}|${plural}`, () => {
    try {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(
        count === 1 ? 1 : 2,
      );
      return parts.find((p) => p.type === 'currency')?.value ?? currency;
    } catch {
      return currency;
    }
  });
}

// ---- bound formatters ------------------------------------------------------------------------------------------------

/** Every formatter bound to one garage and language, so callers do not thread five parameters. */
export interface Formatter {
  locale: string;
  language: Language;
  currency: string;
  digits: number;
  timeZone: string;
  /** An amount in the garage currency and digits: "₹1,00,000.00". */
  money(value: string | number | null | undefined): string;
  /** A quantity or reading without trailing zeros, grouped: "45,000". */
  number(value: string | number | null | undefined, maxFraction?: number): string;
  percent(value: string | number | null | undefined): string;
  /** 'DD MMM YYYY' in the garage zone (or `timeZone`). */
  date(value: string | Date | null | undefined, timeZone?: string): string;
  /** 'DD MMM YYYY hh:mm A' in the garage zone or `timeZone` (24-hour in Spanish). */
  dateTime(value: string | Date | null | undefined, timeZone?: string): string;
  /** 'DD MMM YYYY hh:mm:ss a' in the garage zone or `timeZone`. */
  dateTimeSeconds(value: string | Date | null | undefined, timeZone?: string): string;
  /** 'hh:mm A' in the garage zone, or in `timeZone` when given. */
  time(value: string | Date | null | undefined, timeZone?: string): string;
}

export function createFormatter(settings: FormatSettings): Formatter {
  const locale = formatLocale(settings.language, settings.countryCode);
  const { currency, timeZone } = settings;
  const digits = clampDigits(settings.digits);
  const money = { locale, currency, digits, countryCode: settings.countryCode ?? null };
  const zone = (tz?: string) => ({ locale, timeZone: tz ?? timeZone });
  return {
    locale,
    language: settings.language,
    currency,
    digits,
    timeZone,
    money: (v) => formatMoney(v, money),
    number: (v, maxFraction = 3) => formatNumber(v, locale, maxFraction),
    percent: (v) => formatPercent(v, locale),
    date: (v, tz) => formatDate(v, zone(tz), 'date'),
    dateTime: (v, tz) => formatDate(v, zone(tz), 'dateTime'),
    dateTimeSeconds: (v, tz) => formatDate(v, zone(tz), 'dateTimeSeconds'),
    time: (v, tz) => formatDate(v, zone(tz), 'time'),
  };
}
