// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const dispatchTransferDelivery: RouteMetaTable['dispatchTransferDelivery'] = { method: 'PUT', path: '/api/oms/garage/{id}/inter_branch_transfer/delivery/{delivery_id}/dispatch', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
