// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listReviews: RouteMetaTable['listReviews'] = { method: 'GET', path: '/api/oms/review/v1', auth: 'garage', roles: ['FEEDBACK_MANGEMENT', 'GARAGE_OWNER'] };
