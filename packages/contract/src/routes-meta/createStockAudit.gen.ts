// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createStockAudit: RouteMetaTable['createStockAudit'] = { method: 'POST', path: '/api/oms/stock_audit', auth: 'garage', roles: ['GARAGE_OWNER', 'STOCK_AUDIT', 'INVENTORY_MANAGEMENT'] };
