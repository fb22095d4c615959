// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const getPart: RouteMetaTable['getPart'] = { method: 'GET', path: '/api/oms/part/{id}', auth: 'garage', roles: [] };
