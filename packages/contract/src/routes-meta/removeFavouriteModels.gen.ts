// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const removeFavouriteModels: RouteMetaTable['removeFavouriteModels'] = { method: 'DELETE', path: '/api/customer/favourite_model_map', auth: 'garage', roles: [] };
