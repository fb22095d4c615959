// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const setProperties: RouteMetaTable['setProperties'] = { method: 'PUT', path: '/api/customer/garage/{id}/property/v1/multiple', auth: 'garage', roles: ['GARAGE_OWNER'] };
