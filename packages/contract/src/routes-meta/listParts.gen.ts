// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listParts: RouteMetaTable['listParts'] = { method: 'GET', path: '/api/oms/part', auth: 'garage', roles: [] };
