import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeReturnPath, serverReachable } from './no-internet-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('no-internet screen', () => {
  it.each([
    ['/tabs/dashboard', '/tabs/dashboard'],
    ['/tabs/customer?q=a#top', '/tabs/customer?q=a#top'],
    ['//evil.example/x', '/'],
    ['https://evil.example/x', '/'],
    ['/no-internet-screen?redirect=/x', '/'],
    [undefined, '/'],
  ])('returns to %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('asks the server, not the browser flag, whether the connection is back', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await expect(serverReachable()).resolves.toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(serverReachable()).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(serverReachable()).resolves.toBe(false);
  });
});
