// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const subscriptionRequest: RouteMetaTable['subscriptionRequest'] = { method: 'POST', path: '/api/customer/subscription/request', auth: 'garage', roles: [] };
