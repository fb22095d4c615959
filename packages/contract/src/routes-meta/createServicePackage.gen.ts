// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createServicePackage: RouteMetaTable['createServicePackage'] = { method: 'POST', path: '/api/oms/service_package', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_SERVICE_PARTS', 'EDIT_SERVICE_PARTS', 'INVENTORY_MANAGEMENT'] };
