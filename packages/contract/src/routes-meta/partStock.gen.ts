// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const partStock: RouteMetaTable['partStock'] = { method: 'GET', path: '/api/oms/stock/part/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'STOCK_AUDIT'] };
