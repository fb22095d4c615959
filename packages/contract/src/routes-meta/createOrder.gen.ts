// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createOrder: RouteMetaTable['createOrder'] = { method: 'POST', path: '/api/oms/order/order', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER'] };
