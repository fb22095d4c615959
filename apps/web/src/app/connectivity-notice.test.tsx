import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { renderScreen } from '../lib/test-render.tsx';
import { TOAST_MS } from '../lib/toast.ts';
import { ConnectivityNotice } from './connectivity-notice.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setLanguage('en');
});

const fire = (name: 'offline' | 'online') => act(() => void window.dispatchEvent(new Event(name)));

describe('the connectivity notice (spec 8)', () => {
  it('says "No connection" while offline, then "Back Online" for a toast’s time', async () => {
    await renderScreen(<ConnectivityNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    fire('offline');
    expect(screen.getByRole('status')).toHaveTextContent('No connection');
    // It stays while the connection is gone.
    vi.useFakeTimers();
    act(() => void vi.advanceTimersByTime(TOAST_MS * 3));
    expect(screen.getByRole('status')).toHaveTextContent('No connection');

    fire('online');
    expect(screen.getByRole('status')).toHaveTextContent('Back Online');
    act(() => void vi.advanceTimersByTime(TOAST_MS + 10));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the UI language', async () => {
    setLanguage('es');
    await renderScreen(<ConnectivityNotice />);
    fire('offline');
    expect(await screen.findByText('Sin conexión')).toBeVisible();
  });
});
