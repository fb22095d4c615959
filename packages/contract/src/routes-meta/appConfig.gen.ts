// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const appConfig: RouteMetaTable['appConfig'] = { method: 'GET', path: '/api/app/config', auth: 'public', roles: [] };
