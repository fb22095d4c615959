// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createVehicle: RouteMetaTable['createVehicle'] = { method: 'POST', path: '/api/customer/user_car', auth: 'garage', roles: ['GARAGE_OWNER', 'CUSTOMER_MANAGEMENT', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'CREATE_ORDER', 'EDIT_ORDER', 'CREATE_QUOTE'] };
