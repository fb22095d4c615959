// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const deregisterDeviceToken: RouteMetaTable['deregisterDeviceToken'] = { method: 'POST', path: '/api/user_token/deRegister', auth: 'user', roles: [] };
