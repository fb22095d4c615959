// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const validatePasscode: RouteMetaTable['validatePasscode'] = { method: 'GET', path: '/api/user_passcode/validate', auth: 'user', roles: [] };
