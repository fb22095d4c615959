import { fieldLabel, type Language, type MessageKey } from '@garage/domain';
import { HttpError } from './http.ts';
import { message, messageTemplate } from './messages.ts';

const LANGUAGES = ['en', 'es'] as const;
const cache = new Map<string, RegExp>();

/** A catalogue text as a pattern: `{name}` placeholders become capture groups. */
function patternOf(template: string): RegExp {
  let re = cache.get(template);
  if (!re) {
    const parts = template.split(/(\{[a-z]+\})/);
    const body = parts.map((p) => (/^\{[a-z]+\}$/.test(p) ? '(.+?)' : p.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'))).join('');
    re = new RegExp(`^${body}$`, 's');
    cache.set(template, re);
  }
  return re;
}

/** The values of the placeholders when `text` is the catalogue text `key` (in any language), else null. */
export function matchMessage(text: string, key: MessageKey): Record<string, string> | null {
  for (const language of LANGUAGES) {
    const template = messageTemplate(key, language);
    if (template === undefined) continue;
    const names = [...template.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1] ?? '');
    const found = patternOf(template).exec(text.trim());
    if (found) return Object.fromEntries(names.map((n, i) => [n, found[i + 1] ?? '']));
  }
  return null;
}

/** How much fixed text a catalogue entry has (its English text without placeholders). */
function literalLength(key: MessageKey): number {
  return (messageTemplate(key, 'en') ?? '').replace(/\{[a-z]+\}/g, '').length;
}

const FIELD_KEYS: readonly MessageKey[] = [
  'field.required',
  'field.htmlTags',
  'field.tooLong',
  'field.invalid',
  'field.negative',
];

export interface ServerErrorPlacement<F extends string> {
  /** The field the message belongs next to, or null for the form as a whole. */
  field: F | null;
  text: string;
  /** Placeholders of the recognised catalogue text (e.g. the customer's name of a duplicate mobile number). */
  params: Record<string, string>;
  key: MessageKey | null;
}

/**
 * Where a refused save's message goes. The server answers `{ message, code }` only, so the message is
 * recognised by its catalogue text: texts of a known field (`byKey`), and the generic field texts whose
 * `{field}` is the server's label of one of the form's fields.
 */
export function placeServerError<F extends string>(
  text: string,
  fields: readonly F[],
  byKey: Partial<Record<MessageKey, F>>,
): ServerErrorPlacement<F> {
  // The most specific texts first: "{name} already exists" would also match "Part number X already exists".
  const entries = (Object.entries(byKey) as [MessageKey, F][]).sort((a, b) => literalLength(b[0]) - literalLength(a[0]));
  for (const [key, field] of entries) {
    const params = matchMessage(text, key);
    if (params) return { field, text, params, key };
  }
  for (const key of FIELD_KEYS) {
    const params = matchMessage(text, key);
    if (!params) continue;
    const label = params.field?.toLowerCase();
    const field = fields.find((f) => LANGUAGES.some((l) => fieldLabel(f, l).toLowerCase() === label)) ?? null;
    return { field, text, params, key };
  }
  if (matchMessage(text, 'field.email')) {
    const field = fields.find((f) => f === 'email') ?? null;
    return { field, text, params: {}, key: 'field.email' };
  }
  return { field: null, text, params: {}, key: null };
}

/** Statuses that refuse what the form sent: the form shows them itself. */
export const REFUSAL_STATUSES: readonly number[] = [400, 409];

/** The text of a refused save (400 or 409) to show next to the form; null when the central handler should speak. */
export function refusalText(error: unknown, language: Language, statuses: readonly number[] = REFUSAL_STATUSES): string | null {
  if (error instanceof HttpError && statuses.includes(error.status)) {
    return error.serverMessage ?? error.detail ?? message('http.generic400', language);
  }
  return null;
}
