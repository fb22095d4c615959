// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const currentDate: RouteMetaTable['currentDate'] = { method: 'GET', path: '/api/date/current', auth: 'public', roles: [] };
