// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getCsvUpload: RouteMetaTable['getCsvUpload'] = { method: 'GET', path: '/api/oms/ho/csv/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY'] };
