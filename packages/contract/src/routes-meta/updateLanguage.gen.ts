// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateLanguage: RouteMetaTable['updateLanguage'] = { method: 'PUT', path: '/api/customer/user/language', auth: 'user', roles: [] };
