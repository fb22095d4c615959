import { describe, expect, it } from 'vitest';
import { isRefreshExcludedPage, type RefreshTrigger, shouldRefresh } from './token-rules.ts';

const now = Date.parse('2026-11-21T10:00:00Z');
const min = 60_000;

describe('token refresh outside calls (spec 7, 9)', () => {
  it.each<[RefreshTrigger, number | null, boolean]>([
    ['startup', now + 15 * min, true],
    ['startup', now + 60 * min, true],
    ['startup', now + 60 * min + 1, false],
    ['startup', now - 1, true],
    ['startup', null, true],
    ['hourly', now + 59 * min, true],
    ['hourly', now + 2 * 60 * min, false],
    ['tab-return', now + 10 * min, false],
    ['tab-return', now + 1, false],
    ['tab-return', now, true],
    ['tab-return', now - min, true],
    ['tab-return', null, true],
  ])('%s with the token expiring at %s refreshes: %s', (trigger, expiresAt, expected) => {
    expect(shouldRefresh({ trigger, expiresAt, signedIn: true, pathname: '/tabs/dashboard', now })).toBe(expected);
  });

  it('never refreshes without a session', () => {
    expect(shouldRefresh({ trigger: 'startup', expiresAt: null, signedIn: false, pathname: '/tabs/dashboard', now })).toBe(false);
  });

  it.each(['/global-signin', '/intro', '/global-garage-register', '/choose-garage', '/choose-garage/123'])(
    'never refreshes on %s',
    (pathname) => {
      expect(isRefreshExcludedPage(pathname)).toBe(true);
      for (const trigger of ['startup', 'hourly', 'tab-return'] as const) {
        expect(shouldRefresh({ trigger, expiresAt: now - min, signedIn: true, pathname, now })).toBe(false);
      }
    },
  );

  it.each(['/', '/tabs/dashboard', '/select-country', '/global-signin-help'])('refreshes elsewhere (%s)', (pathname) => {
    expect(isRefreshExcludedPage(pathname)).toBe(false);
  });
});
