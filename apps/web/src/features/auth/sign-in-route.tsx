import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { userInfoQuery } from '../../lib/api/session-data.ts';
import { type AuthInfo, completeSignIn } from './auth-api.ts';
import { type FinishSignIn, SignInHost } from './sign-in-host.tsx';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The sign-in page inside the single-page app (reached by navigating to it, e.g. after a logout): the accepted
 * code empties the query cache, reads the user info into it and goes to the root without reloading.
 */
export function SignInRoutePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useCallback<FinishSignIn>(
    async (auth: AuthInfo) => {
      await completeSignIn(auth, {
        clear: () => queryClient.clear(),
        readUserInfo: () => queryClient.fetchQuery(userInfoQuery(null)),
      });
      await navigate({ to: '/', replace: true });
    },
    [queryClient, navigate],
  );
  return (
    <SignInHost finish={finish}>
      <SignInPage />
    </SignInHost>
  );
}
