import { PRERENDERED_BANNER_ID } from '@garage/contract/pages';
import { renderToString } from 'react-dom/server';
import { BaseProviders } from './app/base-providers.tsx';
import { IntroPage } from './features/auth/intro-page.tsx';
import { SignInPage } from './features/auth/sign-in-page.tsx';
import { CookieBanner } from './features/session/cookie-banner.tsx';

/**
 * The stand-alone sign-in pages rendered at build time (decision 042; `vite.prerender.ts`): the HTML a first
 * visitor sees, in English, with the cookie banner, painted before any script has run. The page's script then
 * renders the same screen in the visitor's language over it (src/sign-in-main.tsx).
 *
 * Until then its controls are disabled (a `fieldset` without a box of its own): nothing typed or chosen before the
 * script runs would survive it, so nothing can be. Links work: they are addresses of their own.
 */
export function renderSignInPage(page: 'sign-in' | 'intro'): string {
  return renderToString(
    <BaseProviders>
      <fieldset disabled style={{ display: 'contents' }} data-prerendered="">
        {page === 'intro' ? <IntroPage /> : <SignInPage />}
        <PrerenderedBanner />
      </fieldset>
    </BaseProviders>,
  );
}

/**
 * The app's `index.html` (decision 042, stop 29): its "Loading…" status and the cookie banner, so a first visitor
 * sees the banner, the page's largest text, before the app's scripts have run. The app's first render replaces both.
 */
export function renderAppBoot(): string {
  return renderToString(
    <BaseProviders>
      <div className="boot" role="status">
        Loading…
      </div>
      <fieldset disabled style={{ display: 'contents' }} data-prerendered="">
        <PrerenderedBanner />
      </fieldset>
    </BaseProviders>,
  );
}

/** The banner in a box of its own that the page's consent check removes for a visitor who has answered it. */
function PrerenderedBanner() {
  return (
    <div id={PRERENDERED_BANNER_ID} style={{ display: 'contents' }}>
      <CookieBanner />
    </div>
  );
}
