// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const freshreviewRedirect: RouteMetaTable['freshreviewRedirect'] = { method: 'POST', path: '/api/fr/auth/redirect_url', auth: 'garage', roles: ['FEEDBACK_MANGEMENT', 'GARAGE_OWNER'] };
