import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { encodePasscode } from './lock-timing.ts';

export const passcodeKeys = {
  all: ['passcode-check'] as const,
  check: (userId: number) => [...passcodeKeys.all, userId] as const,
};

/** Whether the user has a passcode: verify mode if so, create mode otherwise. */
export const passcodeCheckQuery = (userId: number) =>
  queryOptions({
    queryKey: passcodeKeys.check(userId),
    queryFn: () => call(routes.checkPasscode, { query: { user_id: userId }, raw: true }),
    staleTime: 0,
    retry: 2,
  });

/** The caller shows every outcome itself: a wrong entry, the ended session, or a reload on failure. */
export function validatePasscode(userId: number, passcode: string) {
  return call(routes.validatePasscode, { query: { user_id: userId, pass_code: encodePasscode(passcode) }, raw: true });
}

/** Spec 7: a failed set-passcode request only closes the loader, so failures are not shown. */
export function savePasscode(userId: number, passcode: string) {
  return call(routes.setPasscode, { body: { user_id: userId, passcode: encodePasscode(passcode) }, raw: true });
}
