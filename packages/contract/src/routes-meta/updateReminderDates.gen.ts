// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateReminderDates: RouteMetaTable['updateReminderDates'] = { method: 'PUT', path: '/api/customer/reminder/dates', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'REMINDER_MANAGEMENT'] };
