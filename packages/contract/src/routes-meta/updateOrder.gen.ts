// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateOrder: RouteMetaTable['updateOrder'] = { method: 'PUT', path: '/api/oms/order/v1/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'EDIT_ORDER'] };
