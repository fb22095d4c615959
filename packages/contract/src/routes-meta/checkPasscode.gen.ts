// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const checkPasscode: RouteMetaTable['checkPasscode'] = { method: 'GET', path: '/api/user_passcode/check', auth: 'user', roles: [] };
