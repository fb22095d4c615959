import type { UserInfo } from '@garage/contract';
import type { Language } from '@garage/domain';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../http.ts';
import { languageCodeFor } from '../i18n.ts';
import { session } from '../session.ts';

/** Revokes the refresh token on the server (best effort) and forgets the session on this device. */
export async function logout(queryClient: QueryClient): Promise<void> {
  const auth = session.get().auth;
  if (auth) {
    await http
      .post('/api/auth/g/logout', undefined, {
        auth: false,
        raw: true,
        query: { token: auth.refresh_token, userId: auth.user_id },
      })
      .catch(() => undefined);
  }
  endSession(queryClient);
}

/** Clears stored data and cached answers; the caller navigates to sign-in. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  queryClient.clear();
}

export function saveLanguage(language: Language, options: { raw?: boolean } = {}): Promise<UserInfo> {
  return http.put<UserInfo>('/api/customer/user/language', { language_code: languageCodeFor(language) }, options);
}
