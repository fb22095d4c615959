import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_GUARD_MS, refreshTokens } from './http.ts';
import { session } from './session.ts';
import { fakeJwt, jsonResponse } from './test-helpers.ts';
import { checkTokens, keepTokensFresh } from './token-keeper.ts';

const fetchMock = vi.fn<typeof fetch>();
const min = 60_000;

function signIn(expiresInMs: number) {
  session.signIn({
    access_token: fakeJwt(Date.now() + expiresInMs),
    refresh_token: 'refresh-token-1',
    user_id: 7,
    phone: '+919876543210',
    created: false,
  });
}

const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/g/refresh_token')).length;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, { access_token: fakeJwt(Date.now() + 15 * min), token: 'refresh-token-2' }),
  );
  session.clear();
  window.history.replaceState({}, '', '/tabs/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('token keeper', () => {
  it('refreshes at start when the token expires within an hour and stores the new tokens', async () => {
    signIn(15 * min);
    await checkTokens('startup');
    expect(refreshCalls()).toBe(1);
    expect(session.get().auth?.refresh_token).toBe('refresh-token-2');
  });

  it('does not refresh at start on the choose-garage page', async () => {
    signIn(15 * min);
    window.history.replaceState({}, '', '/choose-garage');
    await checkTokens('startup');
    expect(refreshCalls()).toBe(0);
  });

  it('swallows a failed refresh', async () => {
    signIn(-min);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(checkTokens('startup')).resolves.toBeUndefined();
  });

  it('checks every hour, and on tab return only when the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn(2 * 60 * min);
    const stop = keepTokensFresh();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(59 * min);
    expect(refreshCalls()).toBe(0);
    // After 59 minutes the token has 61 left: the hourly check at 60 finds it within the hour.
    await vi.advanceTimersByTimeAsync(1 * min);
    expect(refreshCalls()).toBe(1);
    // The new token is good for 15 minutes: a tab return 20 minutes later finds it expired.
    await vi.advanceTimersByTimeAsync(20 * min);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(refreshCalls()).toBe(2));
    stop();
  });

  it('shares one refresh between callers, and lets a new one start 4 s after a hung attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn(-min);
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    void refreshTokens();
    void refreshTokens();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_GUARD_MS - 1);
    void refreshTokens();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    void refreshTokens();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toBe(2);
    expect(REFRESH_GUARD_MS).toBe(4000);
  });
});
