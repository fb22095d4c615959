// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const onlinePaymentCheck: RouteMetaTable['onlinePaymentCheck'] = { method: 'GET', path: '/api/oms/integrate/online_payment/check', auth: 'garage', roles: [] };
