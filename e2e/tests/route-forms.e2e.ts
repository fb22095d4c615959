import { expect, test } from '@playwright/test';

// Spec 2.8: the `{referesh}` suffix routes, the update-available route, and the generated service worker.

test('a {referesh} suffix route opens its screen', async ({ page }) => {
  await page.goto('/global-signin/4821');
  await expect(page).toHaveURL(/\/global-signin$/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test('the update-available page says the app is current, and the service worker is the generated one', async ({ page }) => {
  await page.goto('/update-available');
  await expect(page.getByRole('heading', { name: 'You have the latest version' })).toBeVisible();
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
  // The shell is precached by Workbox (content-hashed entries), not by the old hand-written cache.
  const caches = await page.evaluate(async () => {
    for (let i = 0; i < 50 && !(await window.caches.keys()).some((k) => k.includes('precache')); i++) {
      await new Promise((r) => setTimeout(r, 200));
    }
    return window.caches.keys();
  });
  expect(caches.some((k) => k.startsWith('workbox-precache'))).toBe(true);
  expect(caches).not.toContain('garage-shell-v1');
});
