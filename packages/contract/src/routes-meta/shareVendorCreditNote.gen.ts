// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const shareVendorCreditNote: RouteMetaTable['shareVendorCreditNote'] = { method: 'POST', path: '/api/oms/vendor_credit_note/{id}/share', auth: 'garage', roles: ['GARAGE_OWNER', 'ACCOUNTS_MANAGEMENT', 'VENDOR_MANAGEMENT', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
