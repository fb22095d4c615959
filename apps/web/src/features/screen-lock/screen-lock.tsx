import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { endSession, logout, PASSCODE_CHECKED_EVENT } from '../../lib/api/auth.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { isPhoneLike } from '../../lib/platform.ts';
import { toast } from '../../lib/toast.ts';
import { useOpenedOnce } from '../../lib/ui/lazy-dialog.ts';
import { LockCover } from './lock-cover.tsx';
import { lockTimeoutMs } from './lock-timing.ts';
import { passcodeCheckQuery } from './passcode-api.ts';
import { useLockState } from './use-lock-state.ts';

// The lock's dialog (Mantine's Modal, the passcode boxes and keypad) loads when the screen locks (decision
// 042); until it is there a plain cover of the same colour hides the page.
const LockModal = lazy(() => import('./lock-modal.tsx').then((m) => ({ default: m.LockModal })));

/**
 * The screen lock of the signed-in shell (spec 2.6, 4): after 60 s × passcode_timeout_minutes without
 * activity the page is covered until the passcode is entered. It cannot be dismissed: no close button,
 * no Escape, no click outside, and the page behind is blurred, hidden from assistive technology and inert.
 */
export function ScreenLock() {
  const { user, garage, properties } = useShellData();
  const timeoutMs = lockTimeoutMs(properties.passcodeTimeoutMinutes);
  const { locked, unlock } = useLockState(user.user_id, timeoutMs);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!locked) return;
    const root = document.getElementById('root');
    if (!root) return;
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
    return () => {
      root.removeAttribute('inert');
      root.removeAttribute('aria-hidden');
    };
  }, [locked]);

  // Spec 4: Cancel in the logout dialog re-checks the passcode; the lock keeps that answer (create or
  // verify mode) rather than asking again.
  useEffect(() => {
    const onChecked = (event: Event) => {
      const hasPasscode = (event as CustomEvent<boolean>).detail;
      queryClient.setQueryData(passcodeCheckQuery(user.user_id).queryKey, { has_passcode: hasPasscode });
    };
    window.addEventListener(PASSCODE_CHECKED_EVENT, onChecked);
    return () => window.removeEventListener(PASSCODE_CHECKED_EVENT, onChecked);
  }, [queryClient, user.user_id]);

  const toSignIn = () => void navigate({ to: isPhoneLike() ? '/intro' : '/global-signin', replace: true });

  const switchAccount = async () => {
    await logout(queryClient);
    toSignIn();
  };

  const sessionEnded = () => {
    toast(message('passcode.locked', currentLanguage()));
    endSession(queryClient);
    toSignIn();
  };

  if (!useOpenedOnce(locked)) return null;
  return (
    <Suspense fallback={locked ? <LockCover /> : null}>
      <LockModal
        locked={locked}
        userId={user.user_id}
        displayName={user.display_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.mobile_number}
        profilePic={user.profile_pic}
        garageName={garage.garage_name}
        onUnlocked={unlock}
        onSessionEnded={sessionEnded}
        onSwitchAccount={() => void switchAccount()}
      />
    </Suspense>
  );
}
