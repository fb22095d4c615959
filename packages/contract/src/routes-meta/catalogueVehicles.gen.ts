// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const catalogueVehicles: RouteMetaTable['catalogueVehicles'] = { method: 'GET', path: '/api/oms/tec_doc/vehicle', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_ORDER', 'CREATE_ORDER', 'EDIT_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'TECHNICIAN', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'VIEW_QUOTE', 'CREATE_QUOTE', 'EDIT_QUOTE'] };
