// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateGarageUser: RouteMetaTable['updateGarageUser'] = { method: 'PUT', path: '/api/customer/garage/user/update', auth: 'garage', roles: ['GARAGE_OWNER'] };
