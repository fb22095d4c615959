import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_STORAGE_KEY, useLockState } from './use-lock-state.ts';

const MIN = 60_000;
const stored = () => JSON.parse(localStorage.getItem(LOCK_STORAGE_KEY) ?? 'null');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

describe('useLockState', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    localStorage.clear();
    setVisibility('visible');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('locks after the timeout without activity; activity restarts the countdown', () => {
    const { result } = renderHook(() => useLockState(7, MIN));
    expect(result.current.locked).toBe(false);
    advance(50_000);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    advance(50_000);
    expect(result.current.locked).toBe(false);
    advance(10_001);
    expect(result.current.locked).toBe(true);
    expect(stored()).toMatchObject({ userId: 7, locked: true });
    // Keys and pointers do not lift it; unlock does.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(result.current.locked).toBe(true);
    act(() => result.current.unlock());
    expect(result.current.locked).toBe(false);
    expect(stored()).toMatchObject({ locked: false });
  });

  it('never locks with the timeout off (0)', () => {
    const { result } = renderHook(() => useLockState(7, null));
    advance(60 * MIN);
    expect(result.current.locked).toBe(false);
  });

  it('the lock survives a reload (a new mount reads the stored state)', () => {
    const first = renderHook(() => useLockState(7, MIN));
    advance(MIN);
    expect(first.result.current.locked).toBe(true);
    first.unmount();
    const again = renderHook(() => useLockState(7, MIN));
    expect(again.result.current.locked).toBe(true);
    // Another user on this device does not inherit it.
    const other = renderHook(() => useLockState(8, MIN));
    expect(other.result.current.locked).toBe(false);
  });

  it('a reload does not postpone the lock: the stored activity time counts', () => {
    const first = renderHook(() => useLockState(7, MIN));
    advance(40_000);
    setVisibility('hidden');
    first.unmount();
    vi.setSystemTime(Date.now() + 30_000);
    const again = renderHook(() => useLockState(7, MIN));
    expect(again.result.current.locked).toBe(true);
  });

  it('time spent in a hidden tab counts when it comes back; the state is written on hide', () => {
    const { result } = renderHook(() => useLockState(7, MIN));
    advance(10_000);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    setVisibility('hidden');
    expect(stored().lastActivityAt).toBe(Date.now());
    // Hidden tabs' timers are throttled: simulate a clock jump without the timer firing.
    vi.setSystemTime(Date.now() + 5 * MIN);
    setVisibility('visible');
    expect(result.current.locked).toBe(true);
  });

  it('a lock set in another tab reaches this one', () => {
    const { result } = renderHook(() => useLockState(7, MIN));
    advance(1000);
    const remote = { userId: 7, locked: true, lastActivityAt: Date.now(), changedAt: Date.now() };
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_STORAGE_KEY, newValue: JSON.stringify(remote) }));
    });
    expect(result.current.locked).toBe(true);
    // And so does an unlock made there later.
    advance(1000);
    const unlocked = { ...remote, locked: false, lastActivityAt: Date.now(), changedAt: Date.now() };
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_STORAGE_KEY, newValue: JSON.stringify(unlocked) }));
    });
    expect(result.current.locked).toBe(false);
  });
});
