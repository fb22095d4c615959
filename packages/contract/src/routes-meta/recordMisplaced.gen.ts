// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const recordMisplaced: RouteMetaTable['recordMisplaced'] = { method: 'POST', path: '/api/oms/stock/misplaced', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'EDIT_INVENTORY', 'STOCK_AUDIT'] };
