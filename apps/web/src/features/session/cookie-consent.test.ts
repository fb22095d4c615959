import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentCookie, parseConsent, readConsent, saveConsent, whenTrackingAllowed } from './cookie-consent.ts';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the consent cookie.
  document.cookie = 'cookieconsent_status=; Max-Age=0; Path=/';
}

afterEach(clearCookie);

describe('cookie consent', () => {
  it('keeps the choice 365 days, Secure and SameSite', () => {
    expect(consentCookie('deny', true)).toBe('cookieconsent_status=deny; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookie('allow', false)).toBe('cookieconsent_status=allow; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it.each([
    ['', null],
    ['a=1; cookieconsent_status=allow', 'allow'],
    ['cookieconsent_status=deny;b=2', 'deny'],
    ['cookieconsent_status=dismiss', null],
    ['xcookieconsent_status=allow', null],
  ])('reads %j as %s', (cookies, expected) => {
    expect(parseConsent(cookies)).toBe(expected);
  });

  it('starts tracking only after Accept All, and never after Deny All', () => {
    clearCookie();
    const start = vi.fn();
    whenTrackingAllowed(start);
    expect(start).not.toHaveBeenCalled();
    saveConsent('deny');
    expect(readConsent()).toBe('deny');
    expect(start).not.toHaveBeenCalled();
    saveConsent('allow');
    expect(start).toHaveBeenCalledTimes(1);
    saveConsent('allow');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when consent was given earlier', () => {
    saveConsent('allow');
    const start = vi.fn();
    whenTrackingAllowed(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
