// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const deleteVendorPrice: RouteMetaTable['deleteVendorPrice'] = { method: 'DELETE', path: '/api/oms/vendor_price/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'] };
