import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BaseProviders } from './base-providers.tsx';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
