import type { Language } from '@garage/domain';
import { useCallback } from 'react';
import { saveLanguage } from './api/language.ts';
import { setLanguage } from './i18n.ts';
import { session } from './session.ts';

const CHOSEN_KEY = 'garage.languageChosenBeforeSignIn';

/** A language picked on the sign-in page is saved to the user once they are signed in. */
export function languageChosenBeforeSignIn(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetLanguageChoice(): void {
  try {
    globalThis.sessionStorage?.removeItem(CHOSEN_KEY);
  } catch {
    // Nothing stored.
  }
}

type LanguageSaved = (languageCode: string) => void;
let languageSaved: LanguageSaved = () => undefined;

/**
 * Told of every language saved to the user. The single-page app updates its cached user info with it
 * (app/bootstrap.ts); the stand-alone sign-in page has no cache, so this module does not load the query
 * library (decision 042).
 */
export function whenLanguageSaved(listener: LanguageSaved): void {
  languageSaved = listener;
}

/** Switches the UI at once; when signed in, also saves the choice to the user (PUT customer/user/language). */
export function useLanguageSwitch(): (language: Language) => void {
  return useCallback((language: Language) => {
    setLanguage(language);
    if (!session.isSignedIn()) {
      try {
        globalThis.sessionStorage?.setItem(CHOSEN_KEY, '1');
      } catch {
        // The choice still applies to this device.
      }
      return;
    }
    saveLanguage(language)
      .then((info) => languageSaved(info.language_code))
      .catch(() => undefined);
  }, []);
}
