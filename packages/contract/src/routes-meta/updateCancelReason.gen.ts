// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateCancelReason: RouteMetaTable['updateCancelReason'] = { method: 'PUT', path: '/api/oms/cancel_reason/{id}', auth: 'garage', roles: ['GARAGE_OWNER'] };
