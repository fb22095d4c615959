// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const refreshToken: RouteMetaTable['refreshToken'] = { method: 'POST', path: '/api/auth/g/refresh_token', auth: 'public', roles: [] };
