import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppMantineProvider } from '../app/mantine-provider.tsx';
import './i18n.ts';

/** jsdom lacks the layout APIs Mantine asks for. */
export function installDomStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

/** Renders a screen inside the app's providers and a one-route memory router. */
export async function renderScreen(ui: ReactElement) {
  installDomStubs();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <AppMantineProvider>
      <QueryClientProvider client={queryClient}>
        {/* biome-ignore lint/suspicious/noExplicitAny: a one-off test router is not the app's registered router type. */}
        <RouterProvider router={router as any} />
      </QueryClientProvider>
    </AppMantineProvider>,
  );
  await router.load();
  return { ...result, router, queryClient };
}
