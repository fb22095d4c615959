import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import { currentLanguage, loadLanguage, setLanguage } from '../../lib/i18n.ts';
import { fakeJwt, jsonResponse } from '../../lib/test-helpers.ts';
import { completeSignIn } from './auth-api.ts';

const calls: Array<{ method: string; url: string; body: unknown }> = [];

beforeEach(async () => {
  calls.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  configureHttp({ onError: vi.fn(), onSessionLost: vi.fn(), onRoleDenied: vi.fn(), language: () => 'en' });
  await loadLanguage('es');
  setLanguage('es');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return jsonResponse(200, { user_id: 7, language_code: init.method === 'PUT' ? 'sp' : 'en', roles: '' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const auth = (created: boolean) => ({
  access_token: fakeJwt(Date.now() + 600_000),
  refresh_token: 'refresh-1234567890',
  user_id: 7,
  phone: '+52',
  created,
});

describe('the language after a sign-in', () => {
  it('keeps the language a new person signed up in, and saves it to them', async () => {
    await completeSignIn(auth(true) as never);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/customer/user/language', body: { language_code: 'sp' } },
    ]);
    expect(currentLanguage()).toBe('es');
  });

  it("applies a returning person's saved language", async () => {
    await completeSignIn(auth(false) as never);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(currentLanguage()).toBe('en');
  });

  it("empties the app's cache and reads the user info through it", async () => {
    const cleared = vi.fn();
    const readUserInfo = vi.fn(async () => ({ language_code: 'sp' }) as never);
    await completeSignIn(auth(false) as never, { clear: cleared, readUserInfo });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(readUserInfo).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    expect(currentLanguage()).toBe('es');
  });
});
