import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

// The stock summary apart from inventory-api.ts: the app's entry asks for it with the dashboard's first data
// (app/start-router.tsx), and would otherwise carry every inventory and stock-audit route with it (decision 042).

export type StockSummary = RouteAnswer<typeof routes.stockSummary>;

/** Every inventory key starts with ['inventory']: a count, a completion or a misplaced item refreshes every stock figure. */
export const INVENTORY_KEY = ['inventory'] as const;
export const summaryKey = () => [...INVENTORY_KEY, 'summary'] as const;

export const summaryQuery = () =>
  queryOptions({
    queryKey: summaryKey(),
    queryFn: ({ signal }) => call(routes.stockSummary, { signal }),
    // Asked with the dashboard's first data (app/start-router.tsx): fresh for the few seconds until the hint mounts,
    // which would otherwise ask again at once.
    staleTime: 5_000,
  });
