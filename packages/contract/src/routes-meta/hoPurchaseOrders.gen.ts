// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const hoPurchaseOrders: RouteMetaTable['hoPurchaseOrders'] = { method: 'GET', path: '/api/oms/head_office/purchase_order', auth: 'garage', roles: ['GARAGE_OWNER', 'HO_PURCHASE_ORDER', 'HO_INVENTORY'] };
