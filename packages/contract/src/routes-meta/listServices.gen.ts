// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listServices: RouteMetaTable['listServices'] = { method: 'GET', path: '/api/oms/service', auth: 'garage', roles: [] };
