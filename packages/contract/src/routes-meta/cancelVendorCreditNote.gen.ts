// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const cancelVendorCreditNote: RouteMetaTable['cancelVendorCreditNote'] = { method: 'PUT', path: '/api/oms/vendor_credit_note/{id}/cancel', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
