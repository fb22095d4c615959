// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const procureSuggestion: RouteMetaTable['procureSuggestion'] = { method: 'GET', path: '/api/oms/order/{id}/part_procure', auth: 'garage', roles: ['GARAGE_OWNER', 'PARTS_APPROVAL'] };
