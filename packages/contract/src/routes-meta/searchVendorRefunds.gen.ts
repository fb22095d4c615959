// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const searchVendorRefunds: RouteMetaTable['searchVendorRefunds'] = { method: 'GET', path: '/api/oms/vendor_refund', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT'] };
