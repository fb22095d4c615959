import { describe, expect, it } from 'vitest';
import { isRefreshSuffix, ROUTE_FORMS, routeFormTarget, routerMode } from './route-forms.ts';

describe('spec route forms (2.8)', () => {
  it('leads a {referesh} suffix route to its screen, keeping the query', () => {
    expect(routeFormTarget('/global-signin/4821')).toBe('/global-signin');
    expect(routeFormTarget('/choose-garage/7', '?from=x')).toBe('/choose-garage?from=x');
    expect(routeFormTarget('/select-timezone/12', '?country=IN')).toBe('/select-timezone?country=IN');
    expect(routeFormTarget('/intro/0/')).toBe('/intro');
    expect(routeFormTarget('/extra-information/9999')).toBe('/extra-information');
  });

  it('covers every suffix route of the spec', () => {
    const names = ROUTE_FORMS.map((f) => f.name).sort();
    expect(names).toEqual(
      [
        'buy-sms',
        'choose-garage',
        'create-global-tax-ca',
        'extra-information',
        'global-garage-details-info',
        'global-garage-register',
        'global-signin',
        'intro',
        'payment-cancelled',
        'payment-success',
        'select-country',
        'select-timezone',
      ].sort(),
    );
  });

  it('maps spec names of screens found under another path, with or without the suffix', () => {
    expect(routeFormTarget('/global-garage-details-info', '?country=IN&tz=Asia%2FKolkata')).toBe(
      '/global-garage-register?country=IN&tz=Asia%2FKolkata',
    );
    expect(routeFormTarget('/create-global-tax-ca/31')).toBe('/tabs/tax-categories');
    expect(routeFormTarget('/create-global-tax-ca')).toBe('/tabs/tax-categories');
    // The payer's return pages have their own path: the suffix form leads there, keeping ?ref=.
    expect(routeFormTarget('/payment-success/5', '?ref=abc')).toBe('/payment-success?ref=abc');
    expect(routeFormTarget('/payment-cancelled/5')).toBe('/payment-cancelled');
    expect(routeFormTarget('/payment-cancelled')).toBeNull();
    expect(routeFormTarget('/buy-sms/77')).toBe('/tabs/buy-sms');
  });

  it('matches nothing else', () => {
    // The screens' own paths are their routes, not forms to redirect.
    expect(routeFormTarget('/global-signin')).toBeNull();
    expect(routeFormTarget('/select-country')).toBeNull();
    // The suffix is a number.
    expect(routeFormTarget('/global-signin/abc')).toBeNull();
    expect(routeFormTarget('/global-signin/12/34')).toBeNull();
    expect(routeFormTarget('/tabs/dashboard')).toBeNull();
    expect(routeFormTarget('/')).toBeNull();
    expect(isRefreshSuffix('1234567890123')).toBe(false);
  });
});

describe('router mode', () => {
  it('is hash only when configured so', () => {
    expect(routerMode('hash')).toBe('hash');
    expect(routerMode(' HASH ')).toBe('hash');
    expect(routerMode(undefined)).toBe('browser');
    expect(routerMode('')).toBe('browser');
    expect(routerMode('browser')).toBe('browser');
    expect(routerMode('memory')).toBe('browser');
  });
});
