// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listServicePackages: RouteMetaTable['listServicePackages'] = { method: 'GET', path: '/api/oms/service_package', auth: 'garage', roles: [] };
