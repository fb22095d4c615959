import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { INVENTORY_KEY, summaryKey } from './stock-summary-query.ts';

/** What the Inventory and stock-audit screens need from the inventory routes (issue 14): keys, reads and writes. */

export type StockPage = RouteAnswer<typeof routes.stockList>;
export type StockRow = StockPage['content'][number];
export type StockQuery = NonNullable<CallInput<typeof routes.stockList>['query']>;
export type PartStock = RouteAnswer<typeof routes.partStock>;
export type MovementPage = RouteAnswer<typeof routes.partMovements>;
export type Movement = MovementPage['content'][number];
export type AlertQuery = NonNullable<CallInput<typeof routes.stockAlerts>['query']>;
export type AlertPage = RouteAnswer<typeof routes.stockAlerts>;
export type StockAudit = RouteAnswer<typeof routes.getStockAudit>;
export type AuditListQuery = NonNullable<CallInput<typeof routes.listStockAudits>['query']>;
export type AuditPage = RouteAnswer<typeof routes.listStockAudits>;
export type AuditPartQuery = NonNullable<CallInput<typeof routes.stockAuditParts>['query']>;
export type AuditPartPage = RouteAnswer<typeof routes.stockAuditParts>;
export type AuditLine = AuditPartPage['content'][number];
export type AuditReport = RouteAnswer<typeof routes.stockAuditReport>;
export type AuditCount = RouteBody<typeof routes.countStockAuditPart>;

/** Every key starts with ['inventory'] (INVENTORY_KEY): a count, a completion or a misplaced item refreshes every stock figure. */
export const inventoryKeys = {
  all: INVENTORY_KEY,
  stock: (query: StockQuery) => [...inventoryKeys.all, 'stock', query] as const,
  summary: summaryKey,
  part: (id: number) => [...inventoryKeys.all, 'part', id] as const,
  movements: (id: number, page: number) => [...inventoryKeys.all, 'movements', id, page] as const,
  alerts: (query: AlertQuery) => [...inventoryKeys.all, 'alerts', query] as const,
  audits: (query: AuditListQuery) => [...inventoryKeys.all, 'audits', query] as const,
  audit: (id: number) => [...inventoryKeys.all, 'audit', id] as const,
  auditParts: (id: number, query: AuditPartQuery) => [...inventoryKeys.all, 'audit', id, 'parts', query] as const,
  report: (id: number) => [...inventoryKeys.all, 'audit', id, 'report'] as const,
};

export const stockQuery = (query: StockQuery) =>
  queryOptions({
    queryKey: inventoryKeys.stock(query),
    queryFn: ({ signal }) => call(routes.stockList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const partStockQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.part(id),
    // The page says "not found" itself.
    queryFn: ({ signal }) => call(routes.partStock, { params: { id }, signal, quiet: [404] }),
  });

export const movementsQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: inventoryKeys.movements(id, page),
    queryFn: ({ signal }) =>
      call(routes.partMovements, { params: { id }, query: { page_number: page, page_size: pageSize }, signal, quiet: [404] }),
    placeholderData: keepPreviousData,
  });

export const alertsQuery = (query: AlertQuery) =>
  queryOptions({
    queryKey: inventoryKeys.alerts(query),
    queryFn: ({ signal }) => call(routes.stockAlerts, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const auditsQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.audits(query),
    queryFn: ({ signal }) => call(routes.listStockAudits, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.audit(id),
    queryFn: ({ signal }) => call(routes.getStockAudit, { params: { id }, signal, quiet: [404] }),
  });

export const auditPartsQuery = (id: number, query: AuditPartQuery) =>
  queryOptions({
    queryKey: inventoryKeys.auditParts(id, query),
    queryFn: ({ signal }) => call(routes.stockAuditParts, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.report(id),
    queryFn: ({ signal }) => call(routes.stockAuditReport, { params: { id }, signal, quiet: [404] }),
  });

/** One Idempotency-Key per submit: a retried start does not start two audits. */
export const createAudit = (body: RouteBody<typeof routes.createStockAudit>, key: string) =>
  call(routes.createStockAudit, { body, raw: true, idempotencyKey: key });
export const countPart = (id: number, body: AuditCount) => call(routes.countStockAuditPart, { params: { id }, body, raw: true });
export const completeAudit = (id: number) => call(routes.completeStockAudit, { params: { id }, raw: true });
export const deleteAudit = (id: number) => call(routes.deleteStockAudit, { params: { id }, raw: true });
export const recordMisplaced = (body: RouteBody<typeof routes.recordMisplaced>, key: string) =>
  call(routes.recordMisplaced, { body, raw: true, idempotencyKey: key });

export function refreshInventory(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}
