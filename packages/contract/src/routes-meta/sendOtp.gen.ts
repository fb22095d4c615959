// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const sendOtp: RouteMetaTable['sendOtp'] = { method: 'POST', path: '/api/auth/g/otp', auth: 'public', roles: [] };
