// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listBrands: RouteMetaTable['listBrands'] = { method: 'GET', path: '/api/customer/brand/all', auth: 'garage', roles: [] };
