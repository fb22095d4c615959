// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const returnableParts: RouteMetaTable['returnableParts'] = { method: 'GET', path: '/api/oms/vendor_credit_note/returnable', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
