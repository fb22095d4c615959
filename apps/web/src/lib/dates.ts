import type { Language } from '@garage/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the shell shows a moment to the user. */
export const DATE_TIME_FORMAT = 'DD MMM YYYY hh:mm A';
export const DATE_FORMAT = 'DD MMM YYYY';

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Server times are UTC; a value without an offset gets a trailing Z (spec 7: date/current). */
export function parseServerDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : HAS_OFFSET.test(text) ? text : `${text}Z`;
  return new Date(iso.replace(' ', 'T'));
}

function valid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** A moment shown in the garage's time zone, e.g. '05 Mar 2025 02:30 PM'. Empty for a missing or bad value. */
export function formatGarageDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
  language: Language = 'en',
  format: string = DATE_TIME_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseServerDate(value);
  if (!valid(date)) return '';
  try {
    return dayjs(date).tz(timeZone).locale(language).format(format);
  } catch {
    // Unknown zone name: show UTC rather than nothing.
    return dayjs(date).utc().locale(language).format(format);
  }
}

export function formatGarageDate(value: string | Date | null | undefined, timeZone: string, language: Language = 'en'): string {
  return formatGarageDateTime(value, timeZone, language, DATE_FORMAT);
}

/** The UTC offset of a zone right now, e.g. 'UTC+05:30'. */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    return `UTC${dayjs(at).tz(timeZone).format('Z')}`;
  } catch {
    return '';
  }
}
