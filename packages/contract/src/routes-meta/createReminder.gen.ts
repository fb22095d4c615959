// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createReminder: RouteMetaTable['createReminder'] = { method: 'POST', path: '/api/customer/reminder/v2', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'REMINDER_MANAGEMENT'] };
