// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createReview: RouteMetaTable['createReview'] = { method: 'POST', path: '/api/oms/review/v1', auth: 'garage', roles: ['FEEDBACK_MANGEMENT', 'GARAGE_OWNER'] };
