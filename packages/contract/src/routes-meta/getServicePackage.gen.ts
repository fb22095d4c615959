// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getServicePackage: RouteMetaTable['getServicePackage'] = { method: 'GET', path: '/api/oms/service_package/{id}', auth: 'garage', roles: [] };
