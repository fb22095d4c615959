import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** Quotations per status (the quotation tab badges); under ['quotes'], so every move refreshes it. */
export const quoteCountsQuery = () =>
  queryOptions({
    queryKey: ['quotes', 'counts'] as const,
    queryFn: ({ signal }) => http.get<Record<string, number>>('/api/oms/quotes/count', { signal }),
    staleTime: 10_000,
  });
