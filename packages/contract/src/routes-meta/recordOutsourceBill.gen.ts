// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const recordOutsourceBill: RouteMetaTable['recordOutsourceBill'] = { method: 'PUT', path: '/api/oms/outsource_work/{id}/bill', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
