// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createCancelReason: RouteMetaTable['createCancelReason'] = { method: 'POST', path: '/api/oms/cancel_reason', auth: 'garage', roles: ['GARAGE_OWNER'] };
