/**
 * The one formatting module (decision 039): money, numbers, percentages and dates as every screen, document
 * and server message shows them. Built on Intl only (no hand-written grouping); formatters are cached, so a
 * long table does not create an Intl object per cell. The browser binds it to the signed-in garage with
 * `useFormat()` (apps/web/src/lib/format.ts); the server with `createFormatter` and the caller's language.
 */
import { findCountry } from './countries.ts';
import type { Language } from './messages.ts';
import { Money } from './money.ts';

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

/** Shown for a missing or broken value. */
export const DASH = '—';

const DEFAULT_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

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
      }),
  );
}

function clampDigits(digits: number): number {
  return Number.isInteger(digits) && digits >= 0 && digits <= 20 ? digits : 2;
}

/** A decimal string of a value, or null when it is missing or not a finite number. */
function decimalOf(value: string | number | null | undefined): InstanceType<typeof Money> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Money(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
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
  const d = decimalOf(value);
  if (!d) return DASH;
  const digits = clampDigits(options.digits);
  const rounded = d.toDecimalPlaces(digits, Money.ROUND_HALF_UP).toFixed(digits) as `${number}`;
  const formatter = moneyFormatter(options.locale, options.currency, digits, options.countryCode);
  if (formatter) return formatter.format(rounded);
  return `${numberFormatter(options.locale, digits, digits).format(rounded)} ${options.currency}`;
}

/** A plain number with the locale's grouping and at most `maxFraction` decimals, no trailing zeros ("5.000" → "5"). */
export function formatNumber(value: string | number | null | undefined, locale: string, maxFraction = 3): string {
  const d = decimalOf(value);
  if (!d) return DASH;
  const digits = clampDigits(maxFraction);
  return numberFormatter(locale, digits).format(d.toDecimalPlaces(digits, Money.ROUND_HALF_UP).toFixed() as `${number}`);
}

/** A percentage from the API without trailing zeros ("9.0000" → "9%", "2.5" → "2.5%", "2,5%" in Spanish). */
export function formatPercent(value: string | number | null | undefined, locale: string): string {
  const text = formatNumber(value, locale, 4);
  return text === DASH ? DASH : `${text}%`;
}

// ---- dates ---------------------------------------------------------------------------------------------------------

/**
 * The spec's formats: `date` 'DD MMM YYYY'; `dateTime` 'DD MMM YYYY hh:mm A' (orders); `dateTimeSeconds`
 * 'DD MMM YYYY hh:mm:ss a' (shell); `time` 'hh:mm A'. Spanish shows 24-hour times without AM/PM.
 */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time';

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Server times are UTC; a value without an offset gets a trailing Z (spec 7: date/current). */
export function parseServerDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  const iso = DATE_ONLY.test(text) ? `${text}T00:00:00Z` : HAS_OFFSET.test(text) ? text : `${text}Z`;
  return new Date(iso.replace(' ', 'T'));
}

function twelveHour(locale: string): boolean {
  return !locale.toLowerCase().startsWith('es');
}

function dateFormatter(locale: string, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  return cached(`date|${locale}|${timeZone}|${style}`, () => {
    const time = style !== 'date';
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      numberingSystem: 'latn',
      ...(style === 'time' ? {} : { day: '2-digit', month: 'short', year: 'numeric' }),
      ...(time
        ? {
            hour: '2-digit',
            minute: '2-digit',
            ...(style === 'dateTimeSeconds' ? { second: '2-digit' } : {}),
            hourCycle: twelveHour(locale) ? 'h12' : 'h23',
          }
        : {}),
    });
  });
}

/**
 * A moment in a time zone in one of the spec's formats, assembled from Intl's parts (month names and day
 * periods in the locale's language): '05 Mar 2025 02:30 PM', '05 mar 2025 14:30' in Spanish. A calendar date
 * without a time ('2025-03-05') is shown as that date in every zone. A missing or broken value is a dash; an
 * unknown zone shows UTC.
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: { locale: string; timeZone: string },
  style: DateStyle = 'date',
): string {
  if (value === null || value === undefined || value === '') return DASH;
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return DASH;
  const zone = typeof value === 'string' && DATE_ONLY.test(value.trim()) ? 'UTC' : options.timeZone;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateFormatter(options.locale, zone, style);
  } catch {
    formatter = dateFormatter(options.locale, 'UTC', style);
  }
  const part: Record<string, string> = {};
  for (const p of formatter.formatToParts(date)) part[p.type] = p.value;
  const day = `${part.day} ${(part.month ?? '').replace(/\.$/, '')} ${part.year}`;
  if (style === 'date') return day;
  const hour = part.hour === '24' ? '00' : part.hour;
  const clock = `${hour}:${part.minute}${style === 'dateTimeSeconds' ? `:${part.second}` : ''}`;
  const period = twelveHour(options.locale) && part.dayPeriod ? ` ${periodText(part.dayPeriod, style)}` : '';
  const text = `${clock}${period}`;
  return style === 'time' ? text : `${day} ${text}`;
}

/** 'A' (uppercase AM/PM) in the orders format, 'a' (lowercase) in the shell's seconds format. */
function periodText(period: string, style: DateStyle): string {
  const plain = period.replace(/\./g, '');
  return style === 'dateTimeSeconds' ? plain.toLowerCase() : plain.toUpperCase();
}

/** The UTC offset of a zone at a moment, e.g. 'UTC+05:30'; empty for an unknown zone. */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  try {
    const formatter = cached(
      `offset|${timeZone}`,
      () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
    );
    const name = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const offset = name.replace(/^GMT/, '');
    return `UTC${offset === '' ? '+00:00' : offset}`;
  } catch {
    return '';
  }
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

// ---- time zone arithmetic ----------------------------------------------------------------------------------------------
// Not display, but the same Intl objects: kept here so Intl.DateTimeFormat lives in one module, cached.

/** Whether the runtime knows an IANA zone name. */
export function isValidTimeZone(zone: string): boolean {
  try {
    zoneFieldsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

function zoneFieldsFormatter(timeZone: string): Intl.DateTimeFormat {
  return cached(
    `fields|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        numberingSystem: 'latn',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

function zoneFields(at: Date, timeZone: string) {
  const parts = zoneFieldsFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; throws RangeError for an unknown zone. */
export function zonedDay(at: Date, timeZone: string): string {
  const f = zoneFields(at, timeZone);
  return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** Offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const f = zoneFields(at, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
