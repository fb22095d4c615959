// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const accountsSummary: RouteMetaTable['accountsSummary'] = { method: 'GET', path: '/api/oms/accounts/summary', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
