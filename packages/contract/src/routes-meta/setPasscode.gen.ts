// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const setPasscode: RouteMetaTable['setPasscode'] = { method: 'POST', path: '/api/user_passcode', auth: 'user', roles: [] };
