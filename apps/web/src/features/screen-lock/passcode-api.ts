import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { encodePasscode } from './lock-timing.ts';

/** Whether the user has a passcode: verify mode if so, create mode otherwise. */
export const passcodeCheckQuery = (userId: number) =>
  queryOptions({
    queryKey: ['passcode-check', userId] as const,
    queryFn: () => http.get<{ has_passcode: boolean }>('/api/user_passcode/check', { query: { user_id: userId }, raw: true }),
    staleTime: 0,
    retry: 2,
  });

/** The caller shows every outcome itself: a wrong entry, the ended session, or a reload on failure. */
export function validatePasscode(userId: number, passcode: string) {
  return http.get<{ valid: boolean; attempts_left: number }>('/api/user_passcode/validate', {
    query: { user_id: userId, pass_code: encodePasscode(passcode) },
    raw: true,
  });
}

/** Spec 7: a failed set-passcode request only closes the loader, so failures are not shown. */
export function savePasscode(userId: number, passcode: string) {
  return http.post<{ message: string }>(
    '/api/user_passcode',
    { user_id: userId, passcode: encodePasscode(passcode) },
    { raw: true },
  );
}
