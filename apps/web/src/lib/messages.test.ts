import { AREA_MESSAGES, CORE_MESSAGES, message as domainMessage, MESSAGES, type MessageKey } from '@garage/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n.ts';
import { isMessageKey, message, messageTemplate } from './messages.ts';

const KEYS = Object.keys(MESSAGES) as MessageKey[];

/** Values for every placeholder a text has, with characters i18next could read as its own syntax. */
function paramsOf(key: MessageKey): Record<string, string | number> {
  const names = [...MESSAGES[key].en.matchAll(/\{([a-z]+)\}/gi)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name, i) => [name, i % 2 ? 7 : `$1 {x} <b>${name}</b>`]));
}

// The Spanish core texts load with the Spanish catalogue (decision 042), as when the app starts in Spanish.
beforeAll(() => loadLanguage('es'));
describe('the shared catalogue through i18next', () => {
  it('gives every text as the domain gives it, placeholders filled, in both languages', () => {
    for (const key of KEYS)
      for (const language of ['en', 'es'] as const) {
        const params = paramsOf(key);
        expect(message(key, language, params), key).toBe(domainMessage(key, language, params));
        expect(messageTemplate(key, language), key).toBe(MESSAGES[key][language]);
      }
  });

  it('keeps a text without its values as written', () => {
    expect(message('field.required', 'en')).toBe(domainMessage('field.required', 'en'));
  });

  it('splits the catalogue without losing or doubling a key', () => {
    const core = Object.keys(CORE_MESSAGES);
    const areas = Object.keys(AREA_MESSAGES);
    expect(core.filter((key) => areas.includes(key))).toEqual([]);
    expect(core.length + areas.length).toBe(KEYS.length);
    expect(isMessageKey('field.required')).toBe(true);
    expect(isMessageKey('no.such')).toBe(false);
  });
});
