// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const changePurchaseOrderStatus: RouteMetaTable['changePurchaseOrderStatus'] = { method: 'PUT', path: '/api/oms/purchase_order/status/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'PURCHASE_ORDER_APPROVAL'] };
