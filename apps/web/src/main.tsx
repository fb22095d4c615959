import { zonedDay } from '@garage/domain';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { followServiceWorker, prepare, startOfflineAware, wireHttp, wireLanguageSaves } from './app/bootstrap.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import {
  createAppRouter,
  installRouteTable,
  installRouteTableOnInput,
  isStartPath,
  loadRouteTable,
  prefetchStartData,
  preloadStartPage,
} from './app/start-router.tsx';
import { SecondWindowScreen } from './features/session/second-window-screen.tsx';
import { claimWindow } from './features/session/single-window.ts';
import { nextTask } from './lib/next-task.ts';
import './app/global.css';

const router = createAppRouter(queryClient);
wireHttp(router, queryClient);
wireLanguageSaves(queryClient);
registerServiceWorker();
// The first page's chunks load while the session is prepared (decision 042), asked in a task of their own rather
// than at the end of the modules' evaluation, which is long enough already.
setTimeout(() => preloadStartPage(router.history.location.pathname), 0);
// The app starts on the first page's routes (decision 042); another address needs the whole route table first.
const startPath = isStartPath(router.history.location.pathname);
if (!startPath) void loadRouteTable().catch(() => undefined);
// The browser's first date in a time zone loads its zone data (about 30 ms, 4× that on a slow phone): done while
// the session is prepared, not in the task that decides the first page (the trial check) and renders it.
setTimeout(() => zonedDay(new Date(), 'UTC'), 0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

// One running window per browser (spec 2.2): a second one is blanked with the message; nothing runs in it
// (no token refresh, no calls). Once the first closes it offers a reload, which takes over.
void claimWindow(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <SecondWindowScreen />
      </Providers>
    </StrictMode>,
  ),
)
  .then(prepare)
  .then(async () => {
    startOfflineAware(router);
    await prefetchStartData(queryClient, router.history.location.pathname);
    followServiceWorker(router);
    // The router's matching and loaders in a task of their own, not after the calls' start (decision 042).
    await nextTask();
    if (!startPath) await installRouteTable().catch(() => undefined);
    // The first page's data and chunks are there before the first render (decision 042): React builds it once, in
    // slices, instead of rendering it again at once (a long task) as each answer arrives. Until then the page shows
    // its "Loading…" (index.html).
    await router.load().catch(() => undefined);
    // A transition renders in slices that yield to the browser every few milliseconds, instead of one long
    // task that blocks input while the first screen is built (decision 042).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
    installRouteTableOnInput();
  });
