import { columnMax, containsHtml, fitsColumn, INT4_MAX, isEmail, type NumericColumn } from '@garage/domain';
import { z } from 'zod';

/**
 * Validation messages are catalogue keys ('field.required', …). The server and the browser turn a key,
 * the field path and the issue's limits into a sentence in the user's language.
 */
z.config({
  customError: (issue) => {
    if (
      (issue.code === 'invalid_type' || issue.code === 'invalid_union') &&
      (issue.input === undefined || issue.input === null)
    ) {
      return 'field.required';
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'field.required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'field.tooLong';
    return 'field.invalid';
  },
});

export const ErrorResponse = z.object({ message: z.string(), code: z.string() }).meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Plain text: trimmed, length-capped, never HTML or script tags. */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => !containsHtml(v), { error: 'field.htmlTags' });
}

export function requiredText(max: number) {
  return plainText(max).pipe(z.string().min(1));
}

export const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => !containsHtml(v), { error: 'field.htmlTags' })
  .refine((v) => isEmail(v), { error: 'field.email' });

/** Optional e-mail: an empty string counts as none. */
export const optionalEmail = z.union([z.literal('').transform(() => null), email, z.null()]).optional();

/** Digits sent as a string or a number ("+91", 91, "98765 43210"). */
export const digits = z.union([z.string(), z.number()]).transform((v) => String(v).replace(/[\s\-().+]/g, ''));

/**
 * A row id. Ids are bigint columns read as JS numbers: zod's int() keeps them within the safe integers,
 * which bigint holds, so an id that passes never overflows its column.
 */
export const id = z.number().int().positive();
/** An id in a path or query string. */
export const idText = z.coerce.number().int().positive();
/** Unit ids are integer columns (a reference list, not rows of a tenant). */
export const unitId = z.number().int().positive().max(INT4_MAX);

export const IdParam = z.object({ id: idText });

/**
 * Money and quantities travel as decimal strings ("150.00") in answers; requests may send a number or a
 * string. Never binary floating point past the edge of the API. The limits are those of the numeric
 * column the value is stored in, so an accepted value always fits.
 */
export const decimalInput = (column: NumericColumn) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => String(v))
    .refine((v) => new RegExp(`^-?\\d{1,40}(\\.\\d{1,${column.scale}})?$`).test(v), { error: 'field.invalid' })
    .refine((v) => !/^-?\d{1,40}(\.\d+)?$/.test(v) || fitsColumn(v, column), {
      error: 'field.tooLarge',
      params: { max: columnMax(column) },
    });
export const nonNegativeDecimal = (column: NumericColumn) =>
  decimalInput(column).refine((v) => !v.startsWith('-'), { error: 'field.negative' });

/** A real calendar day YYYY-MM-DD (no 2024-02-30, no month 13, no year 0, which PostgreSQL has not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}
export const calendarDate = z.string().refine(isCalendarDate, { error: 'field.invalid' });
/**
 * An ISO instant with its offset, on a real calendar day, within years 1–9999 in UTC as well (zod's own
 * check lets year 0 through, and an offset can move year 1 into year 0, which PostgreSQL has not).
 */
export const calendarDateTime = z.iso.datetime({ offset: true, error: 'field.invalid' }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return isCalendarDate(v.slice(0, 10)) && year >= 1 && year <= 9999;
  },
  { error: 'field.invalid' },
);

export const MessageResponse = z.object({ message: z.string() });
