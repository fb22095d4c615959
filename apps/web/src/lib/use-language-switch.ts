import type { UserInfo } from '@garage/contract';
import type { Language } from '@garage/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveLanguage } from './api/auth.ts';
import { sessionKeys } from './api/session-data.ts';
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

/** Switches the UI at once; when signed in, also saves the choice to the user (PUT customer/user/language). */
export function useLanguageSwitch(): (language: Language) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) => {
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
        .then((info) => {
          queryClient.setQueriesData<UserInfo>({ queryKey: sessionKeys.userInfoAll }, (old) =>
            old ? { ...old, language_code: info.language_code } : old,
          );
        })
        .catch(() => undefined);
    },
    [queryClient],
  );
}
