// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const invoicePdf: RouteMetaTable['invoicePdf'] = { method: 'GET', path: '/api/public/invoice/pdf', auth: 'public', roles: [] };
