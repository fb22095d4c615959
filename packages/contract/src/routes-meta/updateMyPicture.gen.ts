// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateMyPicture: RouteMetaTable['updateMyPicture'] = { method: 'PUT', path: '/api/customer/user/profile/picture', auth: 'user', roles: [] };
