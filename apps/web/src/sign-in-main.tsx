import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers.tsx';
import { reactionTo } from './app/http-error-handler.ts';
import { UpdatePrompt } from './app/update-prompt.tsx';
import { IntroPage } from './features/auth/intro-page.tsx';
import { SignInPage } from './features/auth/sign-in-page.tsx';
import { CookieBanner } from './features/session/cookie-banner.tsx';
import { SecondWindowScreen } from './features/session/second-window-screen.tsx';
import { claimWindow } from './features/session/single-window.ts';
import { configureHttp } from './lib/http.ts';
import { currentLanguage, loadStartLanguage } from './lib/i18n.ts';
import { session } from './lib/session.ts';
import { toast } from './lib/toast.ts';
import './app/global.css';

/*
 * The stand-alone sign-in page (decision 042): /global-signin and /intro opened from outside the app are answered
 * with sign-in.html, which runs this entry: the same pages as inside the app, without the router, the query cache
 * and the route table, so a signed-out visitor loads and runs a fraction of the app's code. Once the code is
 * accepted the page opens the app at its root (features/auth/sign-in-host.tsx).
 */

const container = document.getElementById('root');
if (!container) throw new Error('sign-in.html has no #root');

if (session.get().auth !== null) {
  // Already signed in on this device: the app decides where (spec 2.2).
  window.location.replace('/');
} else {
  start(container);
}

function start(element: HTMLElement): void {
  configureHttp({
    language: currentLanguage,
    onRoleDenied: (text) => toast(text),
    onSessionLost: () => undefined,
    onError: (error) => {
      const reaction = reactionTo(error, currentLanguage());
      if (reaction.text) toast(reaction.text);
    },
  });
  const root = createRoot(element);
  const intro = /^\/intro\/?$/.test(window.location.pathname);
  void claimWindow(() =>
    root.render(
      <StrictMode>
        <BaseProviders>
          <SecondWindowScreen />
        </BaseProviders>
      </StrictMode>,
    ),
  )
    .then(() => loadStartLanguage().catch(() => undefined))
    .then(() => {
      startTransition(() =>
        root.render(
          <StrictMode>
            <BaseProviders>
              {intro ? <IntroPage /> : <SignInPage />}
              <CookieBanner />
              <UpdatePrompt />
            </BaseProviders>
          </StrictMode>,
        ),
      );
      // The service worker precaches the whole app while the visitor signs in; its code is not needed to paint.
      const register = () => void import('./app/service-worker.ts').then((m) => m.registerServiceWorker());
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    });
}
