// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getVendorCreditNote: RouteMetaTable['getVendorCreditNote'] = { method: 'GET', path: '/api/oms/vendor_credit_note/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
