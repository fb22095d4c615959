import type { Language, MessageKey } from '@garage/domain';
import { i18n, loadAreaMessages } from './i18n.ts';

/**
 * The shared catalogue's texts in the browser, read from i18next's namespace `messages` (`lib/i18n.ts`): the core
 * texts from the first page, the areas' texts once `loadAreaMessages` has loaded them (decision 042).
 */
export { loadAreaMessages };

const NS = 'messages';

/** The catalogue's text of `key` as written (with its `{name}` placeholders), or undefined while its area is not loaded. */
export function messageTemplate(key: MessageKey, language: Language): string | undefined {
  const text: unknown = i18n.getResource(language, NS, key);
  return typeof text === 'string' ? text : undefined;
}

/** Whether `value` is a key of the catalogue's loaded texts. */
export function isMessageKey(value: string): value is MessageKey {
  return messageTemplate(value as MessageKey, 'en') !== undefined;
}

/** A catalogue text in the language, its `{name}` placeholders filled from `params` (as `message` of `@garage/domain`). */
export function message(key: MessageKey, language: Language = 'en', params: Record<string, string | number> = {}): string {
  return i18n.t(key as never, {
    ns: NS,
    lng: language,
    keySeparator: false,
    nsSeparator: false,
    replace: params,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false, skipOnVariables: true },
  }) as string;
}
