// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const declineInvitation: RouteMetaTable['declineInvitation'] = { method: 'DELETE', path: '/api/customer/user/invitations/{id}', auth: 'user', roles: [] };
