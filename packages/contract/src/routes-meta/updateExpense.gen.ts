// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateExpense: RouteMetaTable['updateExpense'] = { method: 'PUT', path: '/api/oms/expense/v3/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
