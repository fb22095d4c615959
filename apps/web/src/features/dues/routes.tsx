import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';
import { AGEING_RANGES, type AgeingRange } from './ageing.ts';

export interface DueListSearch {
  q?: string;
  page?: number;
  /** An ageing bucket the list is narrowed to. */
  age?: AgeingRange;
}

function dueListSearch(search: Record<string, unknown>): DueListSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 60) : '';
  const page = Number(search.page);
  const age = AGEING_RANGES.find((a) => a === search.age);
  return {
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 0 && page <= 100_000 ? { page } : {}),
    ...(age ? { age } : {}),
  };
}

const withDues = <T,>(screen: Promise<T>) => withCatalogue('dues', withCatalogue('invoices', screen));

/**
 * Dues (issue 13), under the /tabs route: the garage's due list (spec "clear-dues"; reached from the
 * Payment due tab of the orders) and one customer's clear dues (spec "customer-due-clear").
 */
export function dueRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/clear-dues',
      validateSearch: dueListSearch,
      component: lazyRouteComponent(() => withDues(import('./due-list-page.tsx')), 'DueListPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/customer-due-clear/$customerId',
      component: lazyRouteComponent(() => withDues(import('./clear-dues-page.tsx')), 'ClearDuesPage'),
    }),
  ] as const;
}
