// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const addFavouriteBrands: RouteMetaTable['addFavouriteBrands'] = { method: 'POST', path: '/api/customer/favourite_brand_map', auth: 'garage', roles: [] };
