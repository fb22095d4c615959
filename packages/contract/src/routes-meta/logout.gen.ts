// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const logout: RouteMetaTable['logout'] = { method: 'POST', path: '/api/auth/g/logout', auth: 'public', roles: [] };
