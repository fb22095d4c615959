/// <reference lib="webworker" />
// The app's service worker, built by vite-plugin-pwa (Workbox, injectManifest) into /sw.js (decision 030).
// - The app shell (index.html, the hashed JS and CSS chunks, icons, the manifest) is precached by content
//   hash; navigations are answered with the precached index.html (sign-in.html and intro.html for the sign-in
//   page and the intro), so the app opens offline.
// - A new version installs beside the running one and waits: the page offers it ("update available") and
//   sends SKIP_WAITING when the user accepts; the old shell is never silently mixed with new chunks.
// - API calls and the roles map are never cached.
// - Web Push: shows the notification of a push and opens its address on click (spec 2.2).

import { SIGN_IN_PAGES } from '@garage/contract/pages';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationTarget } from '../lib/push-rules.ts';
import { type PushPayload, parsePush } from './push-payload.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The sign-in page and the intro opened from outside the app: the stand-alone sign-in page, as the server answers
// them (decision 042). Registered first: the first route that matches answers.
for (const page of SIGN_IN_PAGES) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${page.file}`), { allowlist: [page.path] }));
}

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // /pay/…: the sandbox checkout is a page of the server, not of the app (decision 046).
    denylist: [/^\/api\//, /^\/pay\//, /^\/roles-map\.json$/, /^\/sw\.js$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// ---- push notifications (Web Push) --------------------------------------------------------------------

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = parsePush(event.data ? event.data.json() : {});
  } catch {
    payload = parsePush({ body: event.data ? event.data.text() : '' });
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(notificationTarget(event.notification.data, self.location.origin), self.location.origin).href;
  event.waitUntil(
    (async () => {
      // One running window per browser: reuse it rather than open a second one that would be blanked.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // The page moves within the app (no reload, so it keeps its place as the running window).
        open.postMessage({ type: 'navigate', url: target });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
