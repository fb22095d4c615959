// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateUserRoles: RouteMetaTable['updateUserRoles'] = { method: 'PUT', path: '/api/customer/garage/user/roles/{id}', auth: 'garage', roles: ['GARAGE_OWNER'] };
