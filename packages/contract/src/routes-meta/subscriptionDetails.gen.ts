// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const subscriptionDetails: RouteMetaTable['subscriptionDetails'] = { method: 'GET', path: '/api/customer/subscription', auth: 'garage', roles: [] };
