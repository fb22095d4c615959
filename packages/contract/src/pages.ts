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

/**
 * The cookie banner is in the HTML of the app and of the stand-alone pages (decision 042, stop 29), so a first
 * visitor sees it before any script has run. A visitor who has answered it must not: this script, inline right
 * after the banner and so run before the first paint, removes it when the consent cookie (`cookieconsent_status`,
 * spec 2.2) holds an answer. The server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const PRERENDERED_BANNER_ID = 'prerendered-cookie-banner';
export const CONSENT_CHECK_SCRIPT = `if(/(?:^|;\\s*)cookieconsent_status=(?:allow|deny)\\s*(?:;|$)/.test(document.cookie)){var b=document.getElementById('${PRERENDERED_BANNER_ID}');if(b)b.remove()}`;
