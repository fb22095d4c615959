import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { checkClock } from './clock-check.ts';
import { CLOCK_WATCH_INTERVAL_MS, type ClockReading, clockJumped, isClockCheckRoute } from './clock-rules.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { PushRegistration } from './push-registration.tsx';
import { SessionChangedOverlay } from './session-changed-overlay.tsx';
import { acceptHandOffs } from './single-window.ts';

/**
 * Session care mounted once at the root: the cookie banner, the cross-session overlay, the device clock
 * check (at start when signed in, on focus, on the dashboard route, when the device clock is set), push registration, and addresses
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
    // Spec 9, time check interval 1 s: a device clock set while the app runs is checked again at once.
    const read = (): ClockReading => ({ wall: Date.now(), steady: performance.now() });
    let last = read();
    const watch = window.setInterval(() => {
      const now = read();
      if (clockJumped(last, now)) void checkClock();
      last = now;
    }, CLOCK_WATCH_INTERVAL_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.clearInterval(watch);
    };
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
