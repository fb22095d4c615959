// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createGarage: RouteMetaTable['createGarage'] = { method: 'POST', path: '/api/customer/garage', auth: 'user', roles: [] };
