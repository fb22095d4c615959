// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const acceptInvitation: RouteMetaTable['acceptInvitation'] = { method: 'POST', path: '/api/customer/user/invitations/{id}/accept', auth: 'user', roles: [] };
