import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

export type MyInfo = RouteAnswer<typeof routes.userInfo>;

/** Keys of the profile page's own reads (the user info itself lives under the session's keys). */
export const profileKeys = {
  passcode: (userId: number) => ['profile', 'passcode', userId] as const,
};

export function saveProfile(body: { first_name: string; last_name?: string; email?: string | null }) {
  return call(routes.updateMyProfile, { body, raw: true });
}

export function savePicture(picture: string | null) {
  return call(routes.updateMyPicture, { body: { picture }, raw: true });
}

export function sendEmailCode() {
  return call(routes.sendEmailVerification, { raw: true });
}

export function confirmEmailCode(code: string) {
  return call(routes.confirmEmailVerification, { body: { code }, raw: true });
}

/** Passcodes travel base64-encoded (spec: shell 5). */
const encode = (passcode: string) => btoa(passcode);

export const hasPasscodeQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.passcode(userId),
    queryFn: () => call(routes.checkPasscode, { query: { user_id: userId } }),
    staleTime: 0,
  });

/** Changing a passcode sends the current one; the server checks it and counts a wrong one as a wrong unlock. */
export function saveNewPasscode(userId: number, passcode: string, current?: string) {
  const body = {
    user_id: userId,
    passcode: encode(passcode),
    ...(current === undefined ? {} : { current_passcode: encode(current) }),
  };
  return call(routes.setPasscode, { body, raw: true });
}
