// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const deletePurchaseOrder: RouteMetaTable['deletePurchaseOrder'] = { method: 'DELETE', path: '/api/oms/purchase_order/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
