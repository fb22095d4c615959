// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const onlinePaymentReturn: RouteMetaTable['onlinePaymentReturn'] = { method: 'GET', path: '/api/public/online_payment/{public_id}', auth: 'public', roles: [] };
