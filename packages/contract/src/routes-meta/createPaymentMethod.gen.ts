// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createPaymentMethod: RouteMetaTable['createPaymentMethod'] = { method: 'POST', path: '/api/oms/payment_method', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
