import { type Language, languageFromCode } from '@garage/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/common.ts';
import { es } from '../locales/es/common.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en };
  }
}

/** Dotted paths of every leaf of the English catalogue: the keys `t()` accepts. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TKey = Leaves<typeof en>;

function initialLanguage(): Language {
  const stored = readJson<unknown>(STORAGE_KEYS.language);
  if (stored === 'en' || stored === 'es') return stored;
  const browser = globalThis.navigator?.language ?? 'en';
  return languageFromCode(browser);
}

void i18n.use(initReactI18next).init({
  resources: { en: { common: en }, es: { common: es } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyDocumentLanguage(language: Language): void {
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(currentLanguage());

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

/** Switches the UI language at once and keeps it on the device. */
export function setLanguage(language: Language): void {
  writeJson(STORAGE_KEYS.language, language);
  if (currentLanguage() !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The server spells Spanish 'sp' (spec: language_code). */
export function languageCodeFor(language: Language): 'en' | 'sp' {
  return language === 'es' ? 'sp' : 'en';
}

export { i18n };
