/**
 * Dates, times and time zones of the formatting module (decision 039): the half of it that needs no decimal
 * arithmetic, so a first page that shows a date or works out a zone does not load decimal.js. `format.ts`
 * re-exports it; the module is the pair.
 */

/** Shown for a missing or broken value. */
export const DASH = '—';

const cache = new Map<string, unknown>();
/** The module's Intl objects, made once per key. */
export function cached<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
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
