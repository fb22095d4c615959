import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session.ts';
import { STORAGE_KEYS, writeJson } from '../storage.ts';
import { jsonResponse, signInAtGarage, signInTestUser } from '../test-helpers.ts';
import { logout, logoutReset } from './auth.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(200, { message: 'ok' }));
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('logout reset', () => {
  it('clears storage but keeps the view type, the new-garage flag, the language, the sign-in country and the last garages', () => {
    localStorage.setItem(STORAGE_KEYS.viewType, '"HO"');
    localStorage.setItem(STORAGE_KEYS.newGarage, 'true');
    localStorage.setItem(STORAGE_KEYS.language, '"es"');
    localStorage.setItem(STORAGE_KEYS.auth, '{}');
    localStorage.setItem(STORAGE_KEYS.lastGarage, '{"7":3}');
    localStorage.setItem(STORAGE_KEYS.lastPhoneCode, '"52"');
    localStorage.setItem('other', 'x');
    logoutReset(localStorage);
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        STORAGE_KEYS.language,
        STORAGE_KEYS.newGarage,
        STORAGE_KEYS.viewType,
        STORAGE_KEYS.lastGarage,
        STORAGE_KEYS.lastPhoneCode,
      ].sort(),
    );
  });
});

describe('logout', () => {
  it('deregisters the push token, clears storage, revokes the session and clears the property cache', async () => {
    signInAtGarage();
    writeJson(STORAGE_KEYS.pushToken, { userId: 7, token: '{"endpoint":"https://push.example/1"}' });
    writeJson(STORAGE_KEYS.viewType, 'GARAGE');
    sessionStorage.setItem('garage.lock', '1');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['garage-properties', 3], { appPushEnabled: true });

    await logout(queryClient);

    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe('/api/user_token/deRegister');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      deviceToken: '{"endpoint":"https://push.example/1"}',
      userId: 7,
    });
    expect(urls[1]).toBe('/api/auth/g/logout?token=refresh-1234567890&userId=7');
    expect(session.get().auth).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    // The next sign-in of this user on this device goes straight to the garage chosen last (decision 035).
    expect(session.lastGarageOf(7)).toBe(3);
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.viewType)).toBe('"GARAGE"');
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['garage-properties', 3])).toBeUndefined();
  });

  it('forgets the session on the device even when the server cannot be reached', async () => {
    signInTestUser();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await logout(new QueryClient());
    expect(session.get().auth).toBeNull();
  });
});
