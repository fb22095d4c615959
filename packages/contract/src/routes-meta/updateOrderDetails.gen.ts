// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateOrderDetails: RouteMetaTable['updateOrderDetails'] = { method: 'PUT', path: '/api/oms/order/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'EDIT_ORDER'] };
