import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

const MARK = '__editorModal';

function userState(state: unknown): Record<string, unknown> {
  const { key: _key, __TSR_key: _tsr, __TSR_index: _index, ...rest } = (state ?? {}) as Record<string, unknown>;
  return rest;
}

export interface BackCloses {
  /** Forget the history entry: the next navigation replaces it (e.g. "Open job card", "Next" to the preview). */
  detach: () => void;
  /** Give the entry to the modal that opens next (it adopts it instead of pushing its own). */
  handover: (next: string) => void;
}

/**
 * An open modal owns one entry of the browser history, so the browser (or hardware) Back button closes
 * the modal first instead of leaving the screen (spec 2.2). Closing it any other way pops that entry.
 */
export function useBackCloses(opened: boolean, close: () => void, name: string): BackCloses {
  const router = useRouter();
  const owned = useRef(false);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!opened) return;
    const history = router.history;
    const here = history.location;
    // Adopt an entry handed over by the previous modal; otherwise push one of our own.
    if ((here.state as unknown as Record<string, unknown> | undefined)?.[MARK] !== name) {
      history.push(here.href, { ...userState(here.state), [MARK]: name });
    }
    owned.current = true;
    const unsubscribe = history.subscribe(({ location }) => {
      const mark = (location.state as unknown as Record<string, unknown> | undefined)?.[MARK];
      if (mark !== name && owned.current) {
        owned.current = false;
        closeRef.current();
      }
    });
    return () => {
      unsubscribe();
      if (owned.current) {
        owned.current = false;
        history.back();
      }
    };
  }, [opened, name, router]);

  const detach = useCallback(() => {
    owned.current = false;
  }, []);
  const handover = useCallback(
    (next: string) => {
      if (!owned.current) return;
      owned.current = false;
      const here = router.history.location;
      router.history.replace(here.href, { ...userState(here.state), [MARK]: next });
    },
    [router],
  );
  return { detach, handover };
}

/** After a reload the browser keeps the history state of a modal that is no longer open: forget it. */
export function useForgetStaleModal(): void {
  const router = useRouter();
  useEffect(() => {
    const here = router.history.location;
    if ((here.state as unknown as Record<string, unknown> | undefined)?.[MARK] !== undefined) {
      const { [MARK]: _mark, ...rest } = userState(here.state);
      router.history.replace(here.href, rest);
    }
  }, [router]);
}
