// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const searchStockIns: RouteMetaTable['searchStockIns'] = { method: 'GET', path: '/api/oms/stock_purchase', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'VENDOR_MANAGEMENT', 'PURCHASE_ORDER_APPROVAL', 'HO_PURCHASE_ORDER'] };
