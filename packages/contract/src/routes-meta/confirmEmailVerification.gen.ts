// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const confirmEmailVerification: RouteMetaTable['confirmEmailVerification'] = { method: 'POST', path: '/api/auth/email/verification/confirm', auth: 'user', roles: [] };
