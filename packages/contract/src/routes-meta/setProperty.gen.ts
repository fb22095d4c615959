// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const setProperty: RouteMetaTable['setProperty'] = { method: 'POST', path: '/api/customer/garage/{id}/property/v1', auth: 'garage', roles: ['GARAGE_OWNER'] };
