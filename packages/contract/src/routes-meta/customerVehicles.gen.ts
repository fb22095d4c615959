// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const customerVehicles: RouteMetaTable['customerVehicles'] = { method: 'GET', path: '/api/customer/customer/{id}/vehicles', auth: 'garage', roles: ['GARAGE_OWNER', 'CUSTOMER_MANAGEMENT', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'VIEW_ORDER', 'CREATE_ORDER', 'EDIT_ORDER', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT', 'VIEW_QUOTE', 'CREATE_QUOTE', 'EDIT_QUOTE'] };
