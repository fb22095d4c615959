import type { Language } from '@garage/domain';
import { languageCodeFor } from '../i18n.ts';
import { call } from './call.ts';
import { routes } from './routes.ts';

/**
 * Saves the UI language to the signed-in user (PUT customer/user/language). A module of its own: the
 * stand-alone sign-in page uses it, and must not load the query library with the logout code (decision 042).
 */
export function saveLanguage(language: Language, options: { raw?: boolean } = {}) {
  return call(routes.updateLanguage, { body: { language_code: languageCodeFor(language) }, ...options });
}
