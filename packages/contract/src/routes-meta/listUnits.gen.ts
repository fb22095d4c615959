// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listUnits: RouteMetaTable['listUnits'] = { method: 'GET', path: '/api/oms/unit', auth: 'garage', roles: [] };
