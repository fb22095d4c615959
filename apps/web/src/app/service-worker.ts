import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from '../lib/app-update.ts';

/** How often a long-running window asks the server for a new version of the service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the generated service worker (/sw.js, decision 030). A new version waits until the user
 * accepts the offer (the update prompt or the update-available page), which activates it and reloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => appUpdate.offer(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    // No offline shell this time; the app works online regardless.
    onRegisterError: () => undefined,
  });
}
