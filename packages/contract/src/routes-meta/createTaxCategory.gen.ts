// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createTaxCategory: RouteMetaTable['createTaxCategory'] = { method: 'POST', path: '/api/oms/tax_category', auth: 'garage', roles: ['GARAGE_OWNER'] };
