// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const csvSample: RouteMetaTable['csvSample'] = { method: 'GET', path: '/api/analytics/sample/csv/{kind}', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY'] };
