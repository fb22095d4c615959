// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listGarageUsers: RouteMetaTable['listGarageUsers'] = { method: 'GET', path: '/api/customer/garage/user', auth: 'garage', roles: ['GARAGE_OWNER'] };
