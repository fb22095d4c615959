/**
 * Addresses the server and the service worker answer with a stand-alone sign-in page instead of the app's
 * `index.html` (decision 042): the sign-in page and the intro opened from outside the app, each built with its
 * first screen already in the HTML (the web app's `src/sign-in-main.tsx`, `vite.prerender.ts`). Inside the app the
 * router shows the same pages without a reload.
 */
export const SIGN_IN_PAGES: readonly { path: RegExp; file: string }[] = [
  { path: /^\/global-signin\/?$/, file: 'sign-in.html' },
  { path: /^\/intro\/?$/, file: 'intro.html' },
];

/** The stand-alone page's file (at the root of the web app's build) for an address, or null for the app. */
export function signInPageFile(pathname: string): string | null {
  return SIGN_IN_PAGES.find((p) => p.path.test(pathname))?.file ?? null;
}
