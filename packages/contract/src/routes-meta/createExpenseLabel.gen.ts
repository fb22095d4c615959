// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createExpenseLabel: RouteMetaTable['createExpenseLabel'] = { method: 'POST', path: '/api/oms/expense/heads', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT'] };
