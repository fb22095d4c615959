import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { fakeJwt, jsonResponse } from '../lib/test-helpers.ts';
import { prefetchStartData } from './start-router.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The calls made, as "METHOD path?query", in order. */
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function answerAs(roles: string) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/customer/garage') return jsonResponse(200, [{ garage_id: 3, garage_name: 'Demo', roles }]);
    if (path.startsWith('/api/customer/user/info')) return jsonResponse(200, { user_id: 7, roles: '' });
    if (path === '/api/oms/stock/summary') return jsonResponse(200, { low: 0, out: 0, expiring: 0, expired: 0 });
    return jsonResponse(200, {});
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // A token valid for an hour from whatever the clock says: no refresh before the calls.
  session.signIn({
    access_token: fakeJwt(Date.now() + 3_600_000),
    refresh_token: 'r',
    user_id: 7,
    phone: '+919876543210',
    created: false,
  });
  session.selectGarage(3);
});
afterEach(() => {
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first page data in one wave (prefetchStartData, decision 042)', () => {
  it('asks for the shell’s and the dashboard’s data at once, the stock summary for an inventory role', async () => {
    answerAs('GARAGE_OWNER');
    prefetchStartData(new QueryClient(), '/tabs/dashboard');
    await vi.waitFor(() => expect(calls()).toContain('GET /api/oms/stock/summary'));
    expect(calls().slice(0, 7).sort()).toEqual(
      [
        'GET /api/customer/garage',
        'GET /api/customer/user/info',
        'GET /api/customer/garage/3/property',
        'GET /api/customer/api/access_profile/7',
        'GET /api/oms/integrate/online_payment/check',
        'GET /api/app/config',
        'GET /api/customer/subscription?garage_id=3',
      ].sort(),
    );
    // Each once: the components that mount later find them in the cache.
    expect(new Set(calls()).size).toBe(calls().length);
  });

  it('does not ask a mechanic’s stock summary, nor the dashboard’s data on another page', async () => {
    answerAs('MECHANIC');
    prefetchStartData(new QueryClient(), '/tabs/dashboard');
    await vi.waitFor(() => expect(calls()).toHaveLength(7));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls()).not.toContain('GET /api/oms/stock/summary');

    fetchMock.mockClear();
    prefetchStartData(new QueryClient(), '/tabs/customer');
    await vi.waitFor(() => expect(calls()).toHaveLength(6));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls().some((c) => c.includes('/subscription') || c.includes('/stock/summary'))).toBe(false);
  });

  it('starts the wave in several short tasks, the /tabs route’s calls first', async () => {
    answerAs('GARAGE_OWNER');
    const started = prefetchStartData(new QueryClient(), '/tabs/dashboard');
    // In the caller's task only the route's own three calls start; the shell's and the dashboard's follow in tasks
    // of their own (lib/next-task.ts), so no single task starts all of them.
    await Promise.resolve();
    expect(calls().sort()).toEqual(
      ['GET /api/customer/garage', 'GET /api/customer/user/info', 'GET /api/customer/garage/3/property'].sort(),
    );
    await started;
    await vi.waitFor(() => expect(calls()).toContain('GET /api/customer/subscription?garage_id=3'));
    expect(calls()).toContain('GET /api/app/config');
  });

  it('asks nothing when signed out', () => {
    session.clear();
    prefetchStartData(new QueryClient(), '/tabs/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
