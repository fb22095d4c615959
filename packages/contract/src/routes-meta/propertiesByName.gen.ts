// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const propertiesByName: RouteMetaTable['propertiesByName'] = { method: 'GET', path: '/api/customer/garage/{id}/property/v1/names', auth: 'garage', roles: [] };
