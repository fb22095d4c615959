import { useSyncExternalStore } from 'react';

/**
 * Opt-in cookie consent (spec 2.2): the choice is kept in the cookie `cookieconsent_status` for 365 days,
 * Secure and SameSite=Lax. Nothing that tracks runs before 'allow': anything that would (analytics, error
 * tracing with personal data) starts through `whenTrackingAllowed` (decision 016).
 */
export const CONSENT_COOKIE = 'cookieconsent_status';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Consent = 'allow' | 'deny';

export function consentCookie(value: Consent, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${value}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The stored choice in a `document.cookie` string; anything but allow/deny counts as no choice. */
export function parseConsent(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join('=').trim();
    return value === 'allow' || value === 'deny' ? value : null;
  }
  return null;
}

const listeners = new Set<() => void>();

export function readConsent(): Consent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

export function saveConsent(value: Consent): void {
  // Secure needs a secure context (https, or localhost while developing); elsewhere the browser would drop it.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = consentCookie(value, globalThis.isSecureContext === true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/**
 * The one gate for anything that tracks: `start` runs once, only when (or as soon as) the user has
 * accepted. Answers a function that cancels a start that has not happened yet.
 */
export function whenTrackingAllowed(start: () => void): () => void {
  let started = false;
  const tryStart = () => {
    if (started || readConsent() !== 'allow') return;
    started = true;
    start();
  };
  tryStart();
  if (started) return () => {};
  listeners.add(tryStart);
  return () => listeners.delete(tryStart);
}
