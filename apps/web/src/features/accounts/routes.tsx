import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

const day = (v: unknown): string | undefined => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
const positive = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export type BookSearch = { from?: string; to?: string };
export type ExpenseListSearch = {
  q?: string;
  page?: number;
  label?: number;
  status?: 'PAID' | 'CREDIT';
  from?: string;
  to?: string;
};

/**
 * The Accounts section (issue 13) under /tabs, on the spec's route names: finance (the overview the
 * sidebar's "Accounts" opens), account-book, the expense list, add-new-expense and expense-labels-master.
 * Every screen is its own chunk with the accounts strings (decision 029); the chart library loads only
 * with the overview.
 */
export function accountRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/finance',
      component: lazyRouteComponent(
        () => withCatalogue('accounts', import('./accounts-overview-page.tsx')),
        'AccountsOverviewPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/account-book',
      validateSearch: (s: Record<string, unknown>): BookSearch => compact({ from: day(s.from), to: day(s.to) }),
      component: lazyRouteComponent(() => withCatalogue('accounts', import('./account-book-page.tsx')), 'AccountBookPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/expenses',
      validateSearch: (s: Record<string, unknown>): ExpenseListSearch =>
        compact({
          q: typeof s.q === 'string' ? s.q.slice(0, 60) : undefined,
          page: positive(s.page),
          label: positive(s.label),
          status: s.status === 'PAID' || s.status === 'CREDIT' ? s.status : undefined,
          from: day(s.from),
          to: day(s.to),
        }),
      component: lazyRouteComponent(() => withCatalogue('accounts', import('./expenses-page.tsx')), 'ExpensesPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/add-new-expense',
      validateSearch: (s: Record<string, unknown>): { expense_id?: number } => compact({ expense_id: positive(s.expense_id) }),
      component: lazyRouteComponent(() => withCatalogue('accounts', import('./expense-form-page.tsx')), 'ExpenseFormPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/expense-labels-master',
      component: lazyRouteComponent(() => withCatalogue('accounts', import('./expense-labels-page.tsx')), 'ExpenseLabelsPage'),
    }),
  ] as const;
}
