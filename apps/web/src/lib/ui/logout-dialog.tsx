import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './lazy-dialog.ts';

// The dialog's module (Mantine's Modal) loads when it first opens (decision 042).
const LogoutModal = lazy(() => import('./logout-modal.tsx').then((m) => ({ default: m.LogoutModal })));

/**
 * Logout confirmation (spec 4): Cancel keeps the session and re-checks the passcode; Logout deregisters the
 * push token, clears storage, revokes the session, clears the property cache and goes to sign-in.
 */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Suspense fallback={null}>
      <LogoutModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
