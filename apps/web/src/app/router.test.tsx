import { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createMemoryHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installDomStubs } from '../lib/test-render.tsx';
import { routeTree } from './router.tsx';

function routerAt(history: RouterHistory) {
  installDomStubs();
  return createRouter({ routeTree, history, context: { queryClient: new QueryClient() } });
}

afterEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

describe('app routes (signed out)', () => {
  it('opens the sign-in page from its {referesh} form, keeping the query', async () => {
    const router = routerAt(createMemoryHistory({ initialEntries: ['/global-signin/4821?lang=es'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/global-signin');
    expect(router.state.location.searchStr).toBe('?lang=es');
  });

  it('sends a signed-in-only form through the guards (here to sign-in)', async () => {
    const router = routerAt(createMemoryHistory({ initialEntries: ['/create-global-tax-ca/31'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/global-signin');
  });

  it('opens the update-available page without a session', async () => {
    const router = routerAt(createMemoryHistory({ initialEntries: ['/update-available'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/update-available');
    expect(router.state.matches.at(-1)?.routeId).toBe('/update-available');
  });

  it('routes by the address after # in hash mode', async () => {
    window.location.hash = '#/intro/12';
    const router = routerAt(createHashHistory());
    await router.load();
    expect(router.state.location.pathname).toBe('/intro');
    expect(window.location.hash).toBe('#/intro');
  });
});
