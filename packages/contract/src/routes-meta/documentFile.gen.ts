// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const documentFile: RouteMetaTable['documentFile'] = { method: 'GET', path: '/api/document/file/{key}', auth: 'public', roles: [] };
