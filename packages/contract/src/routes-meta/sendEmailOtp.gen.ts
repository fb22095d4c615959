// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const sendEmailOtp: RouteMetaTable['sendEmailOtp'] = { method: 'GET', path: '/api/auth/g/otp/email', auth: 'public', roles: [] };
