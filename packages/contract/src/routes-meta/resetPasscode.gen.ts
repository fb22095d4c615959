// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const resetPasscode: RouteMetaTable['resetPasscode'] = { method: 'DELETE', path: '/api/user_passcode/reset', auth: 'garage', roles: ['GARAGE_OWNER'] };
