// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const deletePaymentMethod: RouteMetaTable['deletePaymentMethod'] = { method: 'DELETE', path: '/api/oms/payment_method/{code}', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
