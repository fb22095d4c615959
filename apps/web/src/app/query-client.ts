import { QueryClient } from '@tanstack/react-query';
import { HttpError, RoleDeniedError } from '../lib/http.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry; the network or a 5xx might, once.
      retry: (failures, error) => {
        if (error instanceof RoleDeniedError) return false;
        if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
        return failures < 1;
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
