/** Each UI language in its own words (the language switches show them so in both languages). */
export const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;
