// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const stockAuditStats: RouteMetaTable['stockAuditStats'] = { method: 'GET', path: '/api/oms/stock_audit/stats', auth: 'garage', roles: ['GARAGE_OWNER', 'STOCK_AUDIT', 'INVENTORY_MANAGEMENT'] };
