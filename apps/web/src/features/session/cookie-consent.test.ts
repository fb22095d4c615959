import { CONSENT_CHECK_SCRIPT, PRERENDERED_BANNER_ID } from '@garage/contract/pages';
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

describe('the consent check of the prerendered banner (CONSENT_CHECK_SCRIPT, decision 042)', () => {
  /** Runs the page's inline script against a document with these cookies; answers whether it removed the banner. */
  function removesBanner(cookies: string): boolean {
    let removed = false;
    const banner = { remove: () => (removed = true) };
    const document = { cookie: cookies, getElementById: (id: string) => (id === PRERENDERED_BANNER_ID ? banner : null) };
    new Function('document', CONSENT_CHECK_SCRIPT)(document);
    return removed;
  }

  it.each([
    '',
    'cookieconsent_status=allow',
    'cookieconsent_status=deny',
    'lang=es; cookieconsent_status=deny; other=1',
    'cookieconsent_status=maybe',
    'cookieconsent_status=',
    'xcookieconsent_status=allow',
    'cookieconsent_status=allowed',
    'other=cookieconsent_status=allow',
  ])('removes the banner exactly when the app reads an answer: %j', (cookies) => {
    expect(removesBanner(cookies)).toBe(parseConsent(cookies) !== null);
  });
});
