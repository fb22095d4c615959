// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const extendTrial: RouteMetaTable['extendTrial'] = { method: 'POST', path: '/api/customer/subscription/extend_trial', auth: 'garage', roles: [] };
