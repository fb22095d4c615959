// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getCreditNote: RouteMetaTable['getCreditNote'] = { method: 'GET', path: '/api/oms/order_return/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT', 'PAYMENT'] };
