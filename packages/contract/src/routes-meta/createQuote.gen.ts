// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createQuote: RouteMetaTable['createQuote'] = { method: 'POST', path: '/api/oms/quotes', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_QUOTE', 'EDIT_QUOTE', 'CREATE_ORDER'] };
