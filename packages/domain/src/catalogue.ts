import { AREA_MESSAGES } from './area-messages.ts';
import { CORE_MESSAGES, type Language, type MessageKey } from './messages.ts';

/**
 * User-facing texts that both the server and the browser show. Each text lives here once, in English
 * and Spanish. Spec texts are kept to the letter in English. The browser reads them through i18next
 * (apps/web lib/messages.ts): the core texts first, the areas' with their screens (decision 042).
 */
export const MESSAGES = { ...AREA_MESSAGES, ...CORE_MESSAGES } as const satisfies Record<MessageKey, { en: string; es: string }>;

export function message(key: MessageKey, language: Language = 'en', params: Record<string, string | number> = {}): string {
  let text: string = MESSAGES[key][language];
  for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

export function isMessageKey(value: string): value is MessageKey {
  return value in MESSAGES;
}
