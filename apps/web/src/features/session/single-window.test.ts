import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptHandOffs, claimWindow, handOffPath, openInRunningWindow, WINDOW_LOCK, watchWindowFreed } from './single-window.ts';

/** A minimal in-memory lock manager with the Web Locks semantics the rule relies on. */
function fakeLocks() {
  let held = false;
  let release: (() => void) | null = null;
  const request = ((name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    expect(name).toBe(WINDOW_LOCK);
    expect(options.ifAvailable).toBe(true);
    if (held) return Promise.resolve(callback(null));
    held = true;
    release = () => {
      held = false;
    };
    return Promise.resolve(callback({ name, mode: 'exclusive' } as Lock));
  }) as unknown as LockManager['request'];
  const query = async () => ({ held: held ? [{ name: WINDOW_LOCK, mode: 'exclusive' as const }] : [], pending: [] });
  return { locks: { request, query }, closeRunningWindow: () => release?.() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('second-window rule', () => {
  it('lets the first window run and blanks the second, which never runs by itself', async () => {
    vi.useFakeTimers();
    const { locks } = fakeLocks();
    const firstBlocked = vi.fn();
    await claimWindow(firstBlocked, locks);
    expect(firstBlocked).not.toHaveBeenCalled();

    const secondBlocked = vi.fn();
    let secondRuns = false;
    void claimWindow(secondBlocked, locks).then(() => {
      secondRuns = true;
    });
    await vi.waitFor(() => expect(secondBlocked).toHaveBeenCalledTimes(1));
    // Not after any timer either: a fallback that let it run "after a while" would fire here.
    await vi.runAllTimersAsync();
    expect(secondRuns).toBe(false);
  });

  it('tells a blanked window when the running one has closed, so a reload can take over', async () => {
    vi.useFakeTimers();
    const { locks, closeRunningWindow } = fakeLocks();
    await claimWindow(() => {}, locks);
    const freed = vi.fn();
    const stop = watchWindowFreed(freed, locks, 2000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(freed).not.toHaveBeenCalled();
    closeRunningWindow();
    await vi.advanceTimersByTimeAsync(2000);
    expect(freed).toHaveBeenCalledTimes(1);
    stop();
    // After the reload, this window gets the app.
    const blocked = vi.fn();
    await claimWindow(blocked, locks);
    expect(blocked).not.toHaveBeenCalled();
  });

  it('looks again at once when the blanked window is shown or focused, not only on its (throttled) timer', async () => {
    const { locks, closeRunningWindow } = fakeLocks();
    await claimWindow(vi.fn(), locks);
    const freed = vi.fn();
    const stop = watchWindowFreed(freed, locks, 60_000);
    closeRunningWindow();
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(freed).toHaveBeenCalledTimes(1));
    // Once freed it stops looking.
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(freed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs when the browser has neither Web Locks nor BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const blocked = vi.fn();
    await claimWindow(blocked, undefined);
    expect(blocked).not.toHaveBeenCalled();
  });
});

describe('hand-off of a blanked window', () => {
  const origin = 'http://127.0.0.1:3000';
  it.each([
    ['http://127.0.0.1:3000/tabs/order-details/12/345?order=12', '/tabs/order-details/12/345?order=12'],
    ['http://127.0.0.1:3000/tabs/dashboard#x', '/tabs/dashboard#x'],
    ['http://127.0.0.1:3000/', null],
    ['https://evil.example/tabs/dashboard', null],
  ])('%s hands over %j', (href, expected) => {
    expect(handOffPath(href, origin)).toBe(expected);
  });

  it('the running window opens what a blanked one hands over', async () => {
    const opened = vi.fn();
    const stop = acceptHandOffs(opened);
    openInRunningWindow('/tabs/customer?q=a');
    openInRunningWindow('https://evil.example/x');
    openInRunningWindow('/tabs/customer?q=b');
    // Messages arrive in order: once the last one is opened, the foreign one in between has been handled.
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/tabs/customer?q=b'));
    expect(opened.mock.calls).toEqual([['/tabs/customer?q=a'], ['/tabs/customer?q=b']]);
    stop();
  });
});
