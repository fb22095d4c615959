import { describe, expect, it, vi } from 'vitest';
import { claimWindow, WINDOW_LOCK } from './single-window.ts';

/** A minimal in-memory lock manager with the Web Locks semantics the rule relies on. */
function fakeLocks() {
  let held = false;
  const queue: Array<() => void> = [];
  let releaseCurrent: (() => void) | null = null;
  const grant = (callback: (lock: Lock | null) => unknown) => {
    held = true;
    const result = Promise.resolve(callback({ name: WINDOW_LOCK, mode: 'exclusive' } as Lock));
    releaseCurrent = () => {
      held = false;
      releaseCurrent = null;
      queue.shift()?.();
    };
    return result;
  };
  const request = ((name: string, a: unknown, b?: unknown) => {
    const options = (typeof a === 'function' ? {} : a) as LockOptions;
    const callback = (typeof a === 'function' ? a : b) as (lock: Lock | null) => unknown;
    expect(name).toBe(WINDOW_LOCK);
    if (!held) return grant(callback);
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise<unknown>((resolve) => queue.push(() => resolve(grant(callback))));
  }) as unknown as LockManager['request'];
  return { locks: { request }, closeRunningWindow: () => releaseCurrent?.() };
}

describe('second-window rule', () => {
  it('lets the first window run and blanks the second until the first closes', async () => {
    const { locks, closeRunningWindow } = fakeLocks();
    const firstBlocked = vi.fn();
    await claimWindow(firstBlocked, locks);
    expect(firstBlocked).not.toHaveBeenCalled();

    const secondBlocked = vi.fn();
    let secondRuns = false;
    const second = claimWindow(secondBlocked, locks).then(() => {
      secondRuns = true;
    });
    await vi.waitFor(() => expect(secondBlocked).toHaveBeenCalledTimes(1));
    expect(secondRuns).toBe(false);

    closeRunningWindow();
    await second;
    expect(secondRuns).toBe(true);
  });

  it('runs when the browser has neither Web Locks nor BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const blocked = vi.fn();
    await claimWindow(blocked, undefined);
    expect(blocked).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
