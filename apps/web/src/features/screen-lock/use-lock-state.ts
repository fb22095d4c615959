import { useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../../lib/session.ts';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';
import {
  type LockEvent,
  type LockState,
  mergeLockStates,
  msUntilLock,
  nextLockState,
  parseLockState,
  readLockState,
  shouldPersistActivity,
} from './lock-timing.ts';

/** Where the lock state is kept, so a reload or another tab finds the screen still locked. */
export const LOCK_STORAGE_KEY = 'garage.screenLock';

/** What counts as the user being there (spec: inactivity): pointer, key, touch and scroll activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

// A sign-out forgets the lock (the next sign-in with a one-time code proves the user again), and a new
// sign-in starts with a fresh countdown rather than an old stored activity time.
let signedIn = session.isSignedIn();
session.subscribe(() => {
  const now = session.isSignedIn();
  if (now !== signedIn) removeKey(LOCK_STORAGE_KEY);
  signedIn = now;
});

function initialState(userId: number, timeoutMs: number | null): LockState {
  const now = Date.now();
  return nextLockState(readLockState(readJson<unknown>(LOCK_STORAGE_KEY), userId, now), { type: 'tick', at: now }, timeoutMs);
}

/**
 * The lock of this user in this garage: locks after `timeoutMs` without activity (null: never), keeps the
 * lock across reloads, hidden tabs and other tabs, and lifts it only through `unlock()`.
 */
export function useLockState(userId: number, timeoutMs: number | null): { locked: boolean; unlock: () => void } {
  const [locked, setLocked] = useState(() => initialState(userId, timeoutMs).locked);
  const dispatchRef = useRef<(event: LockEvent, persist?: boolean) => void>(() => {});

  useEffect(() => {
    let state = initialState(userId, timeoutMs);
    let persistedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const persist = () => {
      writeJson(LOCK_STORAGE_KEY, state);
      persistedAt = Date.now();
    };
    const schedule = () => {
      clearTimeout(timer);
      const wait = msUntilLock(state, Date.now(), timeoutMs);
      if (wait === null) return;
      timer = setTimeout(() => {
        dispatch({ type: 'tick', at: Date.now() });
        schedule();
      }, wait);
    };
    const commit = (next: LockState, forcePersist: boolean) => {
      const lockChanged = next.locked !== state.locked;
      if (next !== state) {
        state = next;
        if (lockChanged || forcePersist || shouldPersistActivity(persistedAt, Date.now())) persist();
      } else if (forcePersist) persist();
      if (lockChanged) {
        setLocked(state.locked);
        schedule();
      }
    };
    const dispatch = (event: LockEvent, forcePersist = false) => commit(nextLockState(state, event, timeoutMs), forcePersist);
    dispatchRef.current = dispatch;

    const onActivity = () => dispatch({ type: 'activity', at: Date.now() });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        // On tab hide the state is set: written now, since activity writes are throttled.
        dispatch({ type: 'hidden', at: Date.now() }, true);
        return;
      }
      // On return: another tab may have locked or unlocked meanwhile; time spent hidden counts.
      const stored = parseLockState(readJson<unknown>(LOCK_STORAGE_KEY), userId, Date.now());
      if (stored) commit(mergeLockStates(state, stored), false);
      dispatch({ type: 'visible', at: Date.now() });
      schedule();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCK_STORAGE_KEY || event.newValue === null) return;
      let raw: unknown = null;
      try {
        raw = JSON.parse(event.newValue);
      } catch {
        return;
      }
      const stored = parseLockState(raw, userId, Date.now());
      if (stored) commit(mergeLockStates(state, stored), false);
    };
    const onPageHide = () => persist();

    persist();
    setLocked(state.locked);
    schedule();
    const options = { passive: true, capture: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onPageHide);
      dispatchRef.current = () => {};
    };
  }, [userId, timeoutMs]);

  const unlock = useCallback(() => dispatchRef.current({ type: 'unlocked', at: Date.now() }, true), []);
  return { locked, unlock };
}
