import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionChange } from '../../lib/session-broadcast.ts';

const SessionChangedDialog = lazy(() =>
  import('./session-changed-dialog.tsx').then((m) => ({ default: m.SessionChangedDialog })),
);

/**
 * When another session of this browser switches garage or view (garageChange / switchView), this one
 * shows stale data: it asks for a reload and cannot be dismissed otherwise (spec 4 "Other"). The dialog
 * (a Mantine Modal) loads when it is needed, not with the first page (decision 029).
 */
export function SessionChangedOverlay({ active }: { active: boolean }) {
  const [changed, setChanged] = useState(false);
  useEffect(() => onSessionChange(() => setChanged(true)), []);
  if (!active || !changed) return null;
  return (
    <Suspense fallback={null}>
      <SessionChangedDialog />
    </Suspense>
  );
}
