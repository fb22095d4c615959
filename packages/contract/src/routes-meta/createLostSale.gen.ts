// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createLostSale: RouteMetaTable['createLostSale'] = { method: 'POST', path: '/api/oms/lost_sale', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER', 'PARTS_APPROVAL', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'INVENTORY_MANAGEMENT'] };
