/**
 * Addresses the server and the service worker answer with the stand-alone sign-in page (`sign-in.html`, the web
 * app's `src/sign-in-main.tsx`) instead of the app's `index.html` (decision 042): the sign-in page and the intro,
 * opened from outside the app. Inside the app the router shows the same pages without a reload.
 */
export const SIGN_IN_PAGE_PATH = /^\/(global-signin|intro)\/?$/;

/** The built page, at the root of the web app's output. */
export const SIGN_IN_PAGE_FILE = 'sign-in.html';
