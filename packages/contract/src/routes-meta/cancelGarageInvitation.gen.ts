// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const cancelGarageInvitation: RouteMetaTable['cancelGarageInvitation'] = { method: 'DELETE', path: '/api/customer/garage/user/invitations/{id}', auth: 'garage', roles: ['GARAGE_OWNER'] };
