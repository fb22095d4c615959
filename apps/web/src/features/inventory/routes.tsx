import { STOCK_ALERT_KINDS, STOCK_AUDIT_STATUSES, STOCK_FILTERS, STOCK_SORTS } from '@garage/domain';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

const whole = (v: unknown, min = 1): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= min ? n : undefined;
};
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.slice(0, 60) : undefined);
const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export type StockListSearch = {
  q?: string;
  filter?: (typeof STOCK_FILTERS)[number];
  sort?: (typeof STOCK_SORTS)[number];
  dir?: 'asc' | 'desc';
  page?: number;
};
export type StockHistorySearch = { part: number; page?: number };
export type AlertSearch = { kind?: (typeof STOCK_ALERT_KINDS)[number]; days?: number; page?: number };
export type AuditListSearch = { status?: (typeof STOCK_AUDIT_STATUSES)[number]; page?: number };
export type AuditCountSearch = { audit: number; q?: string; state?: 'ALL' | 'COUNTED' | 'UNCOUNTED' | 'VARIANCE'; page?: number };

const load =
  <M,>(screen: () => Promise<M>) =>
  () =>
    withCatalogue('inventory', screen());

/**
 * The Inventory section (issue 14) under /tabs, on the spec's route names: inventory (the sidebar's top
 * entry), stock-history, inventory-alerts-new, stock-audit, create-stock-audit, inventory-parts-audit and
 * stock-audit-report. Every screen is its own chunk with the inventory strings (decision 029); the barcode
 * scanner loads only when the camera is opened (decision 057).
 */
export function inventoryRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/parts-approval-enable',
      component: lazyRouteComponent(
        load(() => import('./stock-settings-page.tsx')),
        'StockSettingsPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/inventory',
      validateSearch: (s: Record<string, unknown>): StockListSearch =>
        compact({
          q: text(s.q),
          filter: oneOf(STOCK_FILTERS, s.filter),
          sort: oneOf(STOCK_SORTS, s.sort),
          dir: oneOf(['asc', 'desc'] as const, s.dir),
          page: whole(s.page),
        }),
      component: lazyRouteComponent(
        load(() => import('./inventory-page.tsx')),
        'InventoryPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/stock-history',
      validateSearch: (s: Record<string, unknown>): StockHistorySearch => ({
        part: whole(s.part) ?? 0,
        ...compact({ page: whole(s.page) }),
      }),
      component: lazyRouteComponent(
        load(() => import('./stock-history-page.tsx')),
        'StockHistoryPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/inventory-alerts-new',
      validateSearch: (s: Record<string, unknown>): AlertSearch =>
        compact({ kind: oneOf(STOCK_ALERT_KINDS, s.kind), days: whole(s.days), page: whole(s.page) }),
      component: lazyRouteComponent(
        load(() => import('./inventory-alerts-page.tsx')),
        'InventoryAlertsPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/stock-audit',
      validateSearch: (s: Record<string, unknown>): AuditListSearch =>
        compact({ status: oneOf(STOCK_AUDIT_STATUSES, s.status), page: whole(s.page) }),
      component: lazyRouteComponent(
        load(() => import('./stock-audits-page.tsx')),
        'StockAuditsPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/create-stock-audit',
      component: lazyRouteComponent(
        load(() => import('./create-stock-audit-page.tsx')),
        'CreateStockAuditPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/inventory-parts-audit',
      validateSearch: (s: Record<string, unknown>): AuditCountSearch => ({
        audit: whole(s.audit) ?? 0,
        ...compact({
          q: text(s.q),
          state: oneOf(['ALL', 'COUNTED', 'UNCOUNTED', 'VARIANCE'] as const, s.state),
          page: whole(s.page),
        }),
      }),
      component: lazyRouteComponent(
        load(() => import('./audit-count-page.tsx')),
        'AuditCountPage',
      ),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/stock-audit-report',
      validateSearch: (s: Record<string, unknown>): { audit: number } => ({ audit: whole(s.audit) ?? 0 }),
      component: lazyRouteComponent(
        load(() => import('./audit-report-page.tsx')),
        'AuditReportPage',
      ),
    }),
  ] as const;
}
