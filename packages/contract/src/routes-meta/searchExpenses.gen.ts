// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const searchExpenses: RouteMetaTable['searchExpenses'] = { method: 'GET', path: '/api/oms/expense/v3', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
