import type { Language, MessageKey } from '@garage/domain';
import { isMessageKey, message } from './messages.ts';

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  /** Further placeholders of the message (e.g. `{name}`). */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * Turns the contract's validation issues (their messages are catalogue keys) into one sentence per field,
 * named with the field's on-screen label. The first issue of a field wins.
 */
export function fieldErrors(
  issues: readonly IssueLike[],
  labels: Readonly<Record<string, string>>,
  language: Language,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in out) continue;
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'field.invalid';
    const params: Record<string, string | number> = { ...issue.params, field: labels[field] ?? field };
    if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
    out[field] = message(key, language, params);
  }
  return out;
}
