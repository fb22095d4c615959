// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const accessProfile: RouteMetaTable['accessProfile'] = { method: 'GET', path: '/api/customer/api/access_profile/{user_id}', auth: 'garage', roles: [] };
