// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateTaxCategory: RouteMetaTable['updateTaxCategory'] = { method: 'PUT', path: '/api/oms/tax_category/{id}', auth: 'garage', roles: ['GARAGE_OWNER'] };
