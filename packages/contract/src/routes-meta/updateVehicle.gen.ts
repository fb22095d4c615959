// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateVehicle: RouteMetaTable['updateVehicle'] = { method: 'PUT', path: '/api/customer/user_car/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'CUSTOMER_MANAGEMENT', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'CREATE_ORDER', 'EDIT_ORDER', 'CREATE_QUOTE'] };
