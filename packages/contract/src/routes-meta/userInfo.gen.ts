// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const userInfo: RouteMetaTable['userInfo'] = { method: 'GET', path: '/api/customer/user/info', auth: 'user', roles: [] };
