// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const changeOwnership: RouteMetaTable['changeOwnership'] = { method: 'PUT', path: '/api/customer/user_car/{id}/ownership', auth: 'garage', roles: ['GARAGE_OWNER', 'VEHICLE_OWNERSHIP_CHANGE'] };
