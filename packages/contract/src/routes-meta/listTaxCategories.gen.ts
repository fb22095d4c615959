// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listTaxCategories: RouteMetaTable['listTaxCategories'] = { method: 'GET', path: '/api/oms/tax_category', auth: 'garage', roles: [] };
