// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const cancelOutsourceWork: RouteMetaTable['cancelOutsourceWork'] = { method: 'PUT', path: '/api/oms/outsource_work/{id}/cancel', auth: 'garage', roles: ['GARAGE_OWNER', 'EDIT_ORDER', 'CREATE_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'TECHNICIAN'] };
