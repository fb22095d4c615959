// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateExpenseLabel: RouteMetaTable['updateExpenseLabel'] = { method: 'PUT', path: '/api/oms/expense/heads/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
