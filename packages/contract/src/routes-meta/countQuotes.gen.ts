// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const countQuotes: RouteMetaTable['countQuotes'] = { method: 'GET', path: '/api/oms/quotes/count', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_QUOTE', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER', 'EDIT_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER'] };
