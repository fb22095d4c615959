// App-shell service worker. Navigations: network first, the cached index.html when offline.
// Hashed build assets: cache first (their names change with their content). API calls: never cached.
const CACHE = 'garage-shell-v1';
const SHELL = ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function neverCache(url) {
  return url.pathname.startsWith('/api/') || url.pathname === '/roles-map.json';
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch {
    const cached = await cache.match('/index.html');
    return cached ?? new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } });
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw new Error('offline');
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCache(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});

// ---- push notifications (Web Push) --------------------------------------------------------------------
// A push carries JSON {title, body, url?}; without a payload a generic notice is shown (userVisibleOnly).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Garage Workshop';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : undefined },
    }),
  );
});

// Same rule as notificationTarget in src/lib/push-rules.ts: the url of the notification's data when it is
// one of this app's, else the dashboard (spec 2.2).
function notificationTarget(data) {
  const url = data && typeof data.url === 'string' ? data.url.trim() : '';
  if (url) {
    try {
      const target = new URL(url, self.location.origin);
      if (target.origin === self.location.origin) return target.pathname + target.search + target.hash;
    } catch {
      // Not a URL: the dashboard.
    }
  }
  return '/tabs/dashboard';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(notificationTarget(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      // One running window per browser: reuse it rather than open a second one that would be blanked.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // The page moves within the app (no reload, so it keeps its place as the running window).
        open.postMessage({ type: 'navigate', url: target });
        return open.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
