// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const completeStockAudit: RouteMetaTable['completeStockAudit'] = { method: 'PUT', path: '/api/oms/stock_audit/{id}/complete', auth: 'garage', roles: ['GARAGE_OWNER', 'STOCK_AUDIT', 'INVENTORY_MANAGEMENT'] };
