import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, rootRouteId } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../lib/test-render.tsx';
import { isStartPath } from './start-router.tsx';

/**
 * The app's router at `path`, from fresh modules: the rest of the table, once loaded, adds its routes to the root
 * route of its module, so each test starts from modules that have not loaded it.
 */
async function appRouterAt(path: string) {
  installDomStubs();
  vi.resetModules();
  const { createAppRouter } = await import('./start-router.tsx');
  return createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));
}

afterEach(() => localStorage.clear());

describe('the route table in two parts (decision 042)', () => {
  it('serves the first page from its own routes and loads the rest for another address', async () => {
    const router = await appRouterAt('/global-signin');
    await router.load();
    expect(router.state.matches.at(-1)?.routeId).toBe('/global-signin');
    // Only the first part is indexed: the update-available page's route is not there yet.
    expect(Object.keys(router.routesById)).not.toContain('/update-available');

    await router.navigate({ to: '/update-available' });
    expect(router.state.location.pathname).toBe('/update-available');
    expect(router.state.matches.at(-1)?.routeId).toBe('/update-available');
    expect(Object.keys(router.routesById)).toContain('/update-available');
  });

  it('opens another address directly, keeping its query', async () => {
    const router = await appRouterAt('/global-signin/4821?lang=es');
    await router.load();
    // The {referesh} form is in the rest of the table: loaded, then the address is opened on it.
    expect(router.state.location.pathname).toBe('/global-signin');
    expect(router.state.location.searchStr).toBe('?lang=es');
  });

  it('still refuses an unknown address', async () => {
    const router = await appRouterAt('/no-such-page');
    await router.load();
    expect(router.state.location.pathname).toBe('/no-such-page');
    // Only the root matches: it shows the not-found page.
    expect(router.state.matches.map((m) => m.routeId)).toEqual([rootRouteId]);
  });

  it('knows the first part’s addresses', () => {
    for (const path of ['/', '/global-signin', '/intro/', '/no-internet-screen', '/tabs', '/tabs/', '/tabs/dashboard']) {
      expect(isStartPath(path), path).toBe(true);
    }
    for (const path of ['/tabs/customer', '/subscription', '/global-signin/12', '/tabs/dashboardx', '/select-country']) {
      expect(isStartPath(path), path).toBe(false);
    }
  });
});
