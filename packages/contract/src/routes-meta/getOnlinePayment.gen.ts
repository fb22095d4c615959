// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getOnlinePayment: RouteMetaTable['getOnlinePayment'] = { method: 'GET', path: '/api/oms/online_payment/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'PAYMENT', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE'] };
