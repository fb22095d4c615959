// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const addFavouriteModels: RouteMetaTable['addFavouriteModels'] = { method: 'POST', path: '/api/customer/favourite_model_map', auth: 'garage', roles: [] };
