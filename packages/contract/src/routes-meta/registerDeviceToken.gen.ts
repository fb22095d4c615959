// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const registerDeviceToken: RouteMetaTable['registerDeviceToken'] = { method: 'POST', path: '/api/user_token/register', auth: 'user', roles: [] };
