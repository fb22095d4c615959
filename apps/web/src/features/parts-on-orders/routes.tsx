import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

export interface LostSalesSearch {
  from?: string;
  to?: string;
  page?: number;
}

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

function lostSalesSearch(search: Record<string, unknown>): LostSalesSearch {
  const page = Number(search.page);
  const from = day(search.from);
  const to = day(search.to);
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(Number.isInteger(page) && page > 0 && page <= 100_000 ? { page } : {}),
  };
}

function partSearch(search: Record<string, unknown>): { part?: number } {
  const part = Number(search.part);
  return Number.isSafeInteger(part) && part > 0 ? { part } : {};
}

const withParts = <T,>(screen: Promise<T>) => withCatalogue('partsOnOrders', screen);

/** Parts on orders (decision 056), under the /tabs route: the Parts Approval queue, lost sales, part inquiry. */
export function partsOnOrdersRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/part-approval',
      component: lazyRouteComponent(() => withParts(import('./part-approval-page.tsx')), 'PartApprovalPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/lost-sales',
      validateSearch: lostSalesSearch,
      component: lazyRouteComponent(() => withParts(import('./lost-sales-page.tsx')), 'LostSalesPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/part-inquiry',
      validateSearch: partSearch,
      component: lazyRouteComponent(() => withParts(import('./part-inquiry-page.tsx')), 'PartInquiryPage'),
    }),
  ] as const;
}
