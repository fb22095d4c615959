/** Below this width the phone layout applies (spec 2.1: desktop layout from 767 px). */
export const DESKTOP_MIN_WIDTH = 767;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Running as the installed app (home-screen PWA). */
export function isStandalone(): boolean {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return matches('(display-mode: standalone)') || nav?.standalone === true;
}

/**
 * "Mobile" in the spec: a small touch screen or the installed app. Such devices get the intro page instead
 * of the desktop sign-in page.
 */
export function isPhoneLike(): boolean {
  if (isStandalone()) return true;
  if (typeof window === 'undefined') return false;
  return matches('(pointer: coarse)') && window.innerWidth < DESKTOP_MIN_WIDTH;
}
