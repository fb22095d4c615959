// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const uploadImage: RouteMetaTable['uploadImage'] = { method: 'POST', path: '/api/document/image/upload', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_ORDER', 'EDIT_ORDER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'ACCOUNTS_MANAGEMENT'] };
