// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const approvePartLines: RouteMetaTable['approvePartLines'] = { method: 'PUT', path: '/api/oms/order/{id}/part_approval', auth: 'garage', roles: ['GARAGE_OWNER', 'PARTS_APPROVAL'] };
