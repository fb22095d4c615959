// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateQuote: RouteMetaTable['updateQuote'] = { method: 'PUT', path: '/api/oms/quotes/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'EDIT_QUOTE', 'EDIT_ORDER'] };
