// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getService: RouteMetaTable['getService'] = { method: 'GET', path: '/api/oms/service/{id}', auth: 'garage', roles: [] };
