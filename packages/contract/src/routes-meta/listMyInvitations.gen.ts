// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listMyInvitations: RouteMetaTable['listMyInvitations'] = { method: 'GET', path: '/api/customer/user/invitations', auth: 'user', roles: [] };
