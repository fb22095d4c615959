// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const onlinePaymentWebhook: RouteMetaTable['onlinePaymentWebhook'] = { method: 'POST', path: '/api/oms/online_payment/webhook/{provider}', auth: 'public', roles: [] };
