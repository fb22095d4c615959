// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listGarageInvitations: RouteMetaTable['listGarageInvitations'] = { method: 'GET', path: '/api/customer/garage/user/invitations', auth: 'garage', roles: ['GARAGE_OWNER'] };
