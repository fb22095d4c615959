// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const health: RouteMetaTable['health'] = { method: 'GET', path: '/api/health', auth: 'public', roles: [] };
