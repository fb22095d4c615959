// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listTransferDeliveries: RouteMetaTable['listTransferDeliveries'] = { method: 'GET', path: '/api/oms/garage/{id}/inter_branch_transfer/delivery', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
