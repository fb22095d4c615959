import { containsHtml, isEmail } from '@garage/domain';
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

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

export const MessageResponse = z.object({ message: z.string() });
