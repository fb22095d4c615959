// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const hoStockInformation: RouteMetaTable['hoStockInformation'] = { method: 'GET', path: '/api/oms/head_office/stock_information', auth: 'garage', roles: ['GARAGE_OWNER', 'HO_STOCK_INFORMATION'] };
