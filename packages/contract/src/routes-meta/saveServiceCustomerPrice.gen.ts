// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const saveServiceCustomerPrice: RouteMetaTable['saveServiceCustomerPrice'] = { method: 'PUT', path: '/api/oms/service_customer_price', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_SERVICE_PARTS', 'EDIT_SERVICE_PARTS', 'INVENTORY_MANAGEMENT'] };
