// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const propertyMap: RouteMetaTable['propertyMap'] = { method: 'GET', path: '/api/customer/garage/{id}/property', auth: 'garage', roles: [] };
