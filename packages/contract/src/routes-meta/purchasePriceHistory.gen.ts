// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const purchasePriceHistory: RouteMetaTable['purchasePriceHistory'] = { method: 'GET', path: '/api/oms/part/{id}/purchase_price_history', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'VENDOR_MANAGEMENT', 'PURCHASE_ORDER_APPROVAL', 'HO_PURCHASE_ORDER'] };
