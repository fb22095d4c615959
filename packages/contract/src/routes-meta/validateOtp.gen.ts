// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const validateOtp: RouteMetaTable['validateOtp'] = { method: 'POST', path: '/api/auth/g/otp/{mobile}/validate', auth: 'public', roles: [] };
