// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const csvUploadErrors: RouteMetaTable['csvUploadErrors'] = { method: 'GET', path: '/api/oms/ho/csv/{id}/errors', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY'] };
