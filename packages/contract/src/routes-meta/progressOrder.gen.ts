// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const progressOrder: RouteMetaTable['progressOrder'] = { method: 'PUT', path: '/api/oms/order/{id}/progress', auth: 'garage', roles: ['GARAGE_OWNER', 'EDIT_ORDER', 'CREATE_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'TECHNICIAN'] };
