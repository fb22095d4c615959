import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate } from './app-update.ts';

describe('app update offer', () => {
  it('offers nothing until the service worker has a new version waiting', () => {
    const store = createAppUpdate();
    expect(store.get()).toEqual({ available: false, prompt: false, applying: false });
  });

  it('shows the prompt when a new version waits, and tells its listeners', () => {
    const store = createAppUpdate();
    const listener = vi.fn();
    store.subscribe(listener);
    store.offer(async () => undefined);
    expect(store.get()).toEqual({ available: true, prompt: true, applying: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('"Later" hides the prompt but keeps the update available, until the next new version', () => {
    const store = createAppUpdate();
    store.offer(async () => undefined);
    store.dismiss();
    expect(store.get()).toEqual({ available: true, prompt: false, applying: false });
    store.offer(async () => undefined);
    expect(store.get().prompt).toBe(true);
  });

  it('"Update now" activates the waiting version once, even when pressed twice', async () => {
    const store = createAppUpdate();
    let finish: () => void = () => undefined;
    const activate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    store.offer(activate);
    const first = store.apply();
    expect(store.get().applying).toBe(true);
    await store.apply();
    finish();
    await first;
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('keeps the offer when activating fails, so the user can try again', async () => {
    const store = createAppUpdate();
    store.offer(() => Promise.reject(new Error('no waiting worker')));
    await store.apply();
    expect(store.get()).toEqual({ available: true, prompt: true, applying: false });
  });

  it('does nothing on "Update now" without a waiting version', async () => {
    const store = createAppUpdate();
    await store.apply();
    expect(store.get().applying).toBe(false);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createAppUpdate();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.offer(async () => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});
