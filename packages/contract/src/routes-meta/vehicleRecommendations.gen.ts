// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const vehicleRecommendations: RouteMetaTable['vehicleRecommendations'] = { method: 'GET', path: '/api/oms/order/recommendations', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_ORDER', 'EDIT_ORDER', 'CREATE_ORDER', 'VIEW_INVENTORY', 'CREATE_INVENTORY', 'EDIT_INVENTORY', 'VIEW_INVOICE', 'CREATE_INVOICE'] };
