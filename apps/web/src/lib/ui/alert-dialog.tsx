import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useOpenedOnce } from './lazy-dialog.ts';

// The dialog's module (Mantine's Modal) loads with the first alert (decision 042).
const AlertModal = lazy(() => import('./alert-modal.tsx').then((m) => ({ default: m.AlertModal })));

/** An alert (as opposed to a toast): stays until the user closes it. */
export function useAlertDialog(): [ReactNode, (text: string) => void] {
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((value: string) => setText(value), []);
  const mounted = useOpenedOnce(text !== null);
  const node = mounted ? (
    <Suspense fallback={null}>
      <AlertModal text={text} onClose={() => setText(null)} />
    </Suspense>
  ) : null;
  return [node, show];
}
