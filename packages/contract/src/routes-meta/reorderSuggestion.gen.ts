// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const reorderSuggestion: RouteMetaTable['reorderSuggestion'] = { method: 'GET', path: '/api/oms/purchase_order/suggestion', auth: 'garage', roles: ['GARAGE_OWNER', 'INVENTORY_MANAGEMENT', 'CREATE_INVENTORY', 'EDIT_INVENTORY'] };
