// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createVendor: RouteMetaTable['createVendor'] = { method: 'POST', path: '/api/oms/vendor', auth: 'garage', roles: ['GARAGE_OWNER', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'] };
