// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const searchOrders: RouteMetaTable['searchOrders'] = { method: 'GET', path: '/api/oms/order/search', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_ORDER', 'CREATE_ORDER', 'EDIT_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'TECHNICIAN', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE'] };
