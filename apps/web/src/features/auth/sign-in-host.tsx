import { createContext, type ReactNode, useContext } from 'react';
import { type AuthInfo, completeSignIn } from './auth-api.ts';

/**
 * What happens once a code is accepted. The stand-alone sign-in page (decision 042) stores the session and opens
 * the app at its root, which decides between the dashboard, the garage chooser and registration (spec 2.2). The
 * single-page app's sign-in route does the same through its router and query cache (`sign-in-route.tsx`).
 */
export type FinishSignIn = (auth: AuthInfo) => Promise<void>;

const openTheApp: FinishSignIn = async (auth) => {
  await completeSignIn(auth);
  window.location.replace('/');
};

const SignInHostContext = createContext<FinishSignIn>(openTheApp);

export function SignInHost({ finish, children }: { finish: FinishSignIn; children: ReactNode }) {
  return <SignInHostContext.Provider value={finish}>{children}</SignInHostContext.Provider>;
}

export function useFinishSignIn(): FinishSignIn {
  return useContext(SignInHostContext);
}
