// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateVendor: RouteMetaTable['updateVendor'] = { method: 'PUT', path: '/api/oms/vendor/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'] };
