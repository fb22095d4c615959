// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listModels: RouteMetaTable['listModels'] = { method: 'GET', path: '/api/customer/brand/{id}/models', auth: 'garage', roles: [] };
