import { describe, expect, it } from 'vitest';
import { COUNTRIES, countriesByName, countryName, findCountry } from './countries.ts';

describe('country names in the reader’s language', () => {
  it('names a country in Spanish from the runtime’s region names, and keeps the English name in English', () => {
    const mexico = findCountry('MX');
    const usa = findCountry('US');
    expect(mexico && countryName(mexico, 'es')).toBe('México');
    expect(usa && countryName(usa, 'es')).toBe('Estados Unidos');
    expect(usa && countryName(usa, 'en')).toBe(usa?.name);
  });

  it('lists every country once, sorted by its name in the language', () => {
    for (const language of ['en', 'es'] as const) {
      const list = countriesByName(language);
      expect(list).toHaveLength(COUNTRIES.length);
      expect(new Set(list.map((c) => c.code)).size).toBe(COUNTRIES.length);
      const collator = new Intl.Collator(language);
      for (let i = 1; i < list.length; i++) {
        expect(collator.compare(list[i - 1]?.localName ?? '', list[i]?.localName ?? '')).toBeLessThanOrEqual(0);
      }
    }
    expect(countriesByName('es').find((c) => c.code === 'SA')?.localName).toBe('Arabia Saudí');
    expect(countriesByName('en').find((c) => c.code === 'SA')?.localName).toBe(findCountry('SA')?.name);
  });

  it('works the list out once per language', () => {
    expect(countriesByName('es')).toBe(countriesByName('es'));
  });
});
