// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const hoOutlets: RouteMetaTable['hoOutlets'] = { method: 'GET', path: '/api/oms/head_office/outlets', auth: 'garage', roles: ['GARAGE_OWNER', 'HO_PURCHASE_ORDER', 'HO_INVENTORY'] };
