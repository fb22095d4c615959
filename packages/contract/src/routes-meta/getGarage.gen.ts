// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getGarage: RouteMetaTable['getGarage'] = { method: 'GET', path: '/api/customer/garage/{id}', auth: 'garage', roles: [] };
