import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { checkClock } from './clock-check.ts';
import { isClockCheckRoute } from './clock-rules.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { PushRegistration } from './push-registration.tsx';
import { SessionChangedOverlay } from './session-changed-overlay.tsx';
import { acceptHandOffs } from './single-window.ts';

/**
 * Session care mounted once at the root: the cookie banner, the cross-session overlay, the device clock
 * check (at start when signed in, on focus, on the dashboard route), push registration, and addresses
 * handed over by a blanked second window.
 */
export function SessionCare() {
  const { auth, garageId } = useSession();
  const signedIn = auth !== null;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const router = useRouter();

  useEffect(() => acceptHandOffs((path) => router.history.push(path)), [router]);

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
