// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const stockAuditReport: RouteMetaTable['stockAuditReport'] = { method: 'GET', path: '/api/oms/stock_audit/{id}/report', auth: 'garage', roles: ['GARAGE_OWNER', 'STOCK_AUDIT', 'INVENTORY_MANAGEMENT'] };
