// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listGarages: RouteMetaTable['listGarages'] = { method: 'GET', path: '/api/customer/garage', auth: 'user', roles: [] };
