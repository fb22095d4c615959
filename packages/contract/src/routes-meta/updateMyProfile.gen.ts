// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateMyProfile: RouteMetaTable['updateMyProfile'] = { method: 'PUT', path: '/api/customer/user/profile', auth: 'user', roles: [] };
