// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createModel: RouteMetaTable['createModel'] = { method: 'POST', path: '/api/customer/model', auth: 'garage', roles: ['GARAGE_OWNER', 'MODEL_MANAGEMENT'] };
