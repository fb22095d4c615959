import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { checkClock } from './clock-check.ts';
import { isClockCheckRoute } from './clock-rules.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { PushRegistration } from './push-registration.tsx';
import { SessionChangedOverlay } from './session-changed-overlay.tsx';

/**
 * Session care mounted once at the root: the cookie banner, the cross-session overlay, the device clock
 * check (at start when signed in, on focus, on the dashboard route) and push registration.
 */
export function SessionCare() {
  const { auth, garageId } = useSession();
  const signedIn = auth !== null;
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (!signedIn) return;
    void checkClock();
    const onFocus = () => void checkClock();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn]);

  useEffect(() => {
    if (signedIn && isClockCheckRoute(pathname)) void checkClock();
  }, [signedIn, pathname]);

  return (
    <>
      <CookieBanner />
      <SessionChangedOverlay active={signedIn} />
      {signedIn && garageId !== null && <PushRegistration />}
    </>
  );
}
